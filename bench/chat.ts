import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import WebSocket from "ws"

/**
 * Chat delivery with 2,000 websocket clients on one server process, next to a bare `ws`
 * echo server measured in the same run, each server in a process of its own (loopback only).
 *
 * Throughput: 32 senders in a loop post messages to their friend (POST api/friends/send)
 * for a few seconds; messages per second counts the messages that reached the receiver's
 * socket. Latency: messages at a steady rate from random members, from the start of the
 * POST to the frame arriving at the receiver. The echo server gets the same loads (a message
 * sent over the socket and its echo back). Target: delivery p99 under 100 ms, none lost.
 */
const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 2000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100)
const CONCURRENCY = 32
const TICK_MS = 10

interface Child {
  readonly url: string
  stop(): Promise<void>
}

const startChild = (args: readonly string[]): Promise<Child> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/chat-serve.ts", ...args], { stdio: ["ignore", "pipe", "inherit"] })
    let buffer = ""
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = /READY (\S+)/.exec(buffer)
      if (!match?.[1]) return
      resolve({
        url: match[1],
        stop: () =>
          new Promise<void>((done) => {
            const force = setTimeout(() => child.kill("SIGKILL"), 5000)
            child.once("exit", () => {
              clearTimeout(force)
              done()
            })
            child.kill("SIGTERM")
          }),
      })
    })
    child.once("exit", (code) => reject(new Error(`chat bench server exited with ${code}`)))
  })

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Opens sockets in batches; a portal socket is ready at its first frame (ready), an echo socket once open. */
const connectAll = async (urls: readonly string[], onMessage: (index: number, text: string) => void): Promise<WebSocket[]> => {
  const sockets: WebSocket[] = []
  for (let i = 0; i < urls.length; i += 200) {
    const batch = urls.slice(i, i + 200).map(
      (url, k) =>
        new Promise<WebSocket>((resolve, reject) => {
          const index = i + k
          const ws = new WebSocket(url, { perMessageDeflate: false })
          let ready = false
          ws.on("message", (data) => {
            const text = data.toString()
            if (!ready) {
              ready = true
              resolve(ws)
            }
            onMessage(index, text)
          })
          ws.once("error", reject)
          // The echo server says nothing first: open is ready.
          if (url.includes("/echo")) ws.once("open", () => ((ready = true), resolve(ws)))
        }),
    )
    sockets.push(...(await Promise.all(batch)))
  }
  return sockets
}

interface Measured {
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
  readonly lost: number
}

/** Throughput for SECONDS with CONCURRENCY loops, then latency at RATE per second for SECONDS. */
const drive = async (send: (seq: number) => Promise<void>, arrived: Map<number, number>): Promise<{ throughput: number; latency: Measured }> => {
  let seq = 0
  const sentAt = new Map<number, number>()
  const run = async (stopAt: number) => {
    while (performance.now() < stopAt) {
      const n = ++seq
      sentAt.set(n, performance.now())
      await send(n)
    }
  }
  const t0 = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, () => run(t0 + SECONDS * 1000)))
  const lastSent = seq
  const deadline = performance.now() + 3000
  while (performance.now() < deadline && arrived.size < lastSent) await sleep(50)
  let delivered = 0
  let lastArrival = t0
  for (const [n, at] of arrived) {
    if (n > lastSent) continue
    delivered++
    lastArrival = Math.max(lastArrival, at)
  }
  const throughput = delivered / ((lastArrival - t0) / 1000)

  // Latency at a steady rate.
  arrived.clear()
  sentAt.clear()
  const first = seq + 1
  const perTick = (RATE * TICK_MS) / 1000
  let owed = 0
  const pending: Promise<void>[] = []
  const end = performance.now() + SECONDS * 1000
  while (performance.now() < end) {
    owed += perTick
    while (owed >= 1) {
      owed -= 1
      const n = ++seq
      sentAt.set(n, performance.now())
      pending.push(send(n))
    }
    await sleep(TICK_MS)
  }
  await Promise.all(pending)
  const settle = performance.now() + 3000
  while (performance.now() < settle && arrived.size < seq - first + 1) await sleep(50)
  const latencies = [...arrived.entries()].map(([n, at]) => at - (sentAt.get(n) ?? at)).sort((a, b) => a - b)
  return {
    throughput,
    latency: { perSecond: RATE, p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost: seq - first + 1 - arrived.size },
  }
}

const measurePortal = async () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "portal-chat-bench-"))
  const file = path.join(scratch, "members.json")
  const server = await startChild(["portal", String(CLIENTS), file])
  const members = JSON.parse(readFileSync(file, "utf8")) as { id: number; token: string }[]
  const arrived = new Map<number, number>()
  const wsBase = server.url.replace(/^http/, "ws")
  const sockets = await connectAll(
    members.map((m) => `${wsBase}/ws?token=${encodeURIComponent(m.token)}`),
    (index, text) => {
      if (!text.startsWith('{"type":"message"')) return
      const frame = JSON.parse(text) as { message: { to: number; text: string } }
      if (frame.message.to !== members[index]?.id) return
      arrived.set(Number(frame.message.text.slice(6)), performance.now())
    },
  )
  try {
    const send = async (seq: number) => {
      const from = Math.floor(Math.random() * members.length)
      const to = members[from ^ 1] ?? members[0]
      const sender = members[from]
      if (!sender || !to) return
      const res = await fetch(`${server.url}/api/friends/send?to=${to.id}`, {
        method: "POST",
        headers: { authorization: `Bearer ${sender.token}`, "content-type": "text/plain" },
        body: `bench:${seq}`,
      })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`send answered ${res.status}`)
    }
    return { clients: sockets.length, ...(await drive(send, arrived)) }
  } finally {
    for (const ws of sockets) ws.terminate()
    await server.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
}

const measureEcho = async () => {
  const server = await startChild(["echo"])
  const arrived = new Map<number, number>()
  const waiting = new Map<number, () => void>()
  const url = `${server.url.replace(/^http/, "ws")}/echo`
  const sockets = await connectAll(Array.from({ length: CLIENTS }, () => url), (_index, text) => {
    const seq = Number(text.slice(6))
    arrived.set(seq, performance.now())
    waiting.get(seq)?.()
    waiting.delete(seq)
  })
  try {
    const send = (seq: number) =>
      new Promise<void>((resolve) => {
        waiting.set(seq, resolve)
        sockets[Math.floor(Math.random() * sockets.length)]?.send(`bench:${seq}`)
      })
    return { clients: sockets.length, ...(await drive(send, arrived)) }
  } finally {
    for (const ws of sockets) ws.terminate()
    await server.stop()
  }
}

export const benchChat = async (): Promise<{ ok: boolean; lines: string[] }> => {
  const echo = await measureEcho()
  const portal = await measurePortal()
  const ok = portal.clients === CLIENTS && portal.latency.p99 < 100 && portal.latency.lost === 0
  const ms = (n: number) => `${n.toFixed(1)} ms`
  return {
    ok,
    lines: [
      `${ok ? "✓" : "✗"} chat with ${portal.clients} websocket clients on one process: ${portal.throughput.toFixed(0)} messages/s delivered (POST api/friends/send -> receiver's socket, ${CONCURRENCY} senders)`,
      `  delivery at ${RATE} messages/s: p50 ${ms(portal.latency.p50)}, p99 ${ms(portal.latency.p99)}, lost ${portal.latency.lost}; target p99 < 100 ms, none lost`,
      `  bare ws echo, same run, ${echo.clients} clients: ${echo.throughput.toFixed(0)} messages/s; at ${RATE}/s p50 ${ms(echo.latency.p50)}, p99 ${ms(echo.latency.p99)}, lost ${echo.latency.lost}`,
    ],
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchChat()
  for (const line of result.lines) console.log(line)
  process.exit(result.ok ? 0 : 1)
}
