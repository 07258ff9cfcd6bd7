/** What the heartbeat needs of a websocket. */
export interface BeatingSocket {
  ping(): void
  terminate(): void
  on(event: "pong" | "close", listener: () => void): unknown
}

/**
 * Pings a socket every `everyMs` and drops it when the previous ping went unanswered (its peer
 * vanished without closing). The first ping comes at a random point of the first interval, so a
 * process pings its sockets spread over the interval: pinging thousands at once holds the event
 * loop, and every member's messages wait behind it.
 */
export const keepBeating = (ws: BeatingSocket, everyMs: number, random: () => number = Math.random): void => {
  let answered = true
  let interval: NodeJS.Timeout | undefined
  const beat = () => {
    if (!answered) {
      ws.terminate()
      return
    }
    answered = false
    ws.ping()
  }
  const first = setTimeout(() => {
    beat()
    interval = setInterval(beat, everyMs)
    interval.unref()
  }, random() * everyMs)
  first.unref()
  ws.on("pong", () => {
    answered = true
  })
  ws.on("close", () => {
    clearTimeout(first)
    clearInterval(interval)
  })
}
