import WebSocket from "ws"
import { parseServerFrame, type ClientFrame, type ServerFrame } from "../../domain/chat/protocol.ts"

/** A websocket client for tests: records every frame and waits for the ones a test expects. */
export interface TestSocket {
  readonly frames: ServerFrame[]
  /** Resolves with the first recorded frame (from now or earlier, not yet taken) that matches. */
  next<T extends ServerFrame["type"]>(type: T, match?: (frame: Extract<ServerFrame, { type: T }>) => boolean, timeoutMs?: number): Promise<Extract<ServerFrame, { type: T }>>
  send(frame: ClientFrame): void
  readonly closed: Promise<{ code: number; reason: string }>
  close(): Promise<void>
}

export const wsUrl = (httpUrl: string, token: string) => `${httpUrl.replace(/^http/, "ws")}/ws?token=${encodeURIComponent(token)}`

/** Opens `/ws` with the token; rejects when the server refuses the upgrade (with its status). */
export const openSocket = (httpUrl: string, token: string): Promise<TestSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(httpUrl, token))
    const frames: ServerFrame[] = []
    const taken = new Set<ServerFrame>()
    const waiters = new Set<() => void>()
    let closedResolve: (v: { code: number; reason: string }) => void = () => {}
    const closed = new Promise<{ code: number; reason: string }>((r) => (closedResolve = r))
    ws.on("message", (data) => {
      const frame = parseServerFrame(data.toString())
      if (!frame) throw new Error(`server sent a frame that is not one: ${data.toString()}`)
      frames.push(frame)
      for (const waiter of [...waiters]) waiter()
    })
    ws.on("close", (code, reason) => closedResolve({ code, reason: reason.toString() }))
    ws.on("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)))
    ws.on("error", (error) => reject(error))
    ws.on("open", () =>
      resolve({
        frames,
        next: (type, match, timeoutMs = 5000) =>
          new Promise((ok, fail) => {
            const look = () => {
              const found = frames.find(
                (f) => !taken.has(f) && f.type === type && (!match || match(f as never)),
              )
              if (!found) return false
              taken.add(found)
              waiters.delete(look)
              clearTimeout(timer)
              ok(found as never)
              return true
            }
            const timer = setTimeout(() => {
              waiters.delete(look)
              fail(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`))
            }, timeoutMs)
            if (!look()) waiters.add(look)
          }),
        send: (frame) => ws.send(JSON.stringify(frame)),
        closed,
        close: async () => {
          if (ws.readyState === ws.CLOSED) return
          ws.close()
          await closed
        },
      }),
    )
  })
