import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import net from "node:net"
import WebSocket from "ws"
import { freshPostgres } from "./postgres.ts"
import { startChildServer, type ChildServer } from "./child-server.ts"

/**
 * Chat delivery with 2,000 websocket clients on one server process, next to a bare `ws`
 * echo server measured in the same run, each server in a process of its own (loopback only);
 * then, when PostgreSQL and Redis answer, 10,000 clients over two server processes sharing them,
 * every pair of friends on different processes, so each message crosses the Redis bus.
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
/** Over two processes: the 10,000 clients at 1,000 messages a second unless told otherwise. */
const TWO_CLIENTS = Number(process.env.BENCH_CHAT_TWO_CLIENTS ?? 10_000)
const TWO_RATE = Number(process.env.BENCH_CHAT_TWO_RATE ?? 1000)
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379"
const CONCURRENCY = 32
const TICK_MS = 10

/** The chat bench's server (bench/chat-serve.ts) in a child process. */
const startChild = (args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<ChildServer> =>
  startChildServer(args, { script: "bench/chat-serve.ts", env })

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

/** Throughput for SECONDS with CONCURRENCY loops, then latency at `rate` per second for SECONDS. */
const drive = async (send: (seq: number) => Promise<void>, arrived: Map<number, number>, rate = RATE): Promise<{ throughput: number; latency: Measured }> => {
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
  const perTick = (rate * TICK_MS) / 1000
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
    latency: { perSecond: rate, p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost: seq - first + 1 - arrived.size },
  }
}

/** The app's delivery: members' sockets spread over the servers (friends on different ones when there are two), each message posted to its sender's server. */
const measurePortal = async (clients: number, rate: number, env: NodeJS.ProcessEnv = {}, processes: 1 | 2 = 1) => {
  const scratch = mkdtempSync(path.join(tmpdir(), "portal-chat-bench-"))
  const file = path.join(scratch, "members.json")
  const servers = [await startChild(["portal", String(clients), file], env)]
  if (processes === 2) servers.push(await startChild(["peer"], env))
  const members = JSON.parse(readFileSync(file, "utf8")) as { id: number; token: string }[]
  // Member i is on server i mod n: with two servers, each pair of friends (0-1, 2-3...) spans both.
  const serverOf = (index: number) => servers[index % servers.length] ?? servers[0]!
  const arrived = new Map<number, number>()
  const sockets = await connectAll(
    members.map((m, i) => `${serverOf(i).url.replace(/^http/, "ws")}/ws?token=${encodeURIComponent(m.token)}`),
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
      const res = await fetch(`${serverOf(from).url}/api/friends/send?to=${to.id}`, {
        method: "POST",
        headers: { authorization: `Bearer ${sender.token}`, "content-type": "text/plain" },
        body: `bench:${seq}`,
      })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`send answered ${res.status}`)
    }
    return { clients: sockets.length, ...(await drive(send, arrived, rate)) }
  } finally {
    for (const ws of sockets) ws.terminate()
    for (const server of servers.reverse()) await server.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** A fresh PostgreSQL database and a Redis channel of its own for the two processes, or null when either does not answer. */
const sharedServices = async (): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> } | null> => {
  const database = await freshPostgres("portal_chat_bench")
  if (!database) return null
  const redis = await new Promise<boolean>((resolve) => {
    const probe = net.connect({ host: new URL(REDIS_URL).hostname, port: Number(new URL(REDIS_URL).port || 6379) }, () => (probe.end(), resolve(true)))
    probe.once("error", () => resolve(false))
  })
  if (!redis) {
    await database.drop()
    return null
  }
  return { env: { DATABASE_URL: database.url, REDIS_URL, REDIS_CHANNEL: `portal-chat-bench:${new URL(database.url).pathname.slice(1)}` }, drop: database.drop }
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
  const portal = await measurePortal(CLIENTS, RATE)
  const oneOk = portal.clients === CLIENTS && portal.latency.p99 < 100 && portal.latency.lost === 0
  const ms = (n: number) => `${n.toFixed(1)} ms`
  const shared = await sharedServices()
  const twoLines: string[] = []
  let twoOk = true
  if (!shared) twoLines.push("- chat over two processes: skipped, PostgreSQL or Redis does not answer (BENCH_DATABASE_URL, BENCH_REDIS_URL)")
  else {
    try {
      const two = await measurePortal(TWO_CLIENTS, TWO_RATE, shared.env, 2)
      twoOk = two.clients === TWO_CLIENTS && two.latency.p99 <= 50 && two.latency.lost === 0
      twoLines.push(
        `${twoOk ? "✓" : "✗"} chat over two processes sharing PostgreSQL and Redis, ${two.clients} websocket clients (every pair of friends on different processes): ${two.throughput.toFixed(0)} messages/s delivered`,
        `  delivery at ${TWO_RATE} messages/s: p50 ${ms(two.latency.p50)}, p99 ${ms(two.latency.p99)}, lost ${two.latency.lost}; target p99 ≤ 50 ms, none lost`,
      )
    } finally {
      await shared.drop()
    }
  }
  const ok = oneOk && twoOk
  return {
    ok,
    lines: [
      `${oneOk ? "✓" : "✗"} chat with ${portal.clients} websocket clients on one process: ${portal.throughput.toFixed(0)} messages/s delivered (POST api/friends/send -> receiver's socket, ${CONCURRENCY} senders)`,
      `  delivery at ${RATE} messages/s: p50 ${ms(portal.latency.p50)}, p99 ${ms(portal.latency.p99)}, lost ${portal.latency.lost}; target p99 < 100 ms, none lost`,
      `  bare ws echo, same run, ${echo.clients} clients: ${echo.throughput.toFixed(0)} messages/s; at ${RATE}/s p50 ${ms(echo.latency.p50)}, p99 ${ms(echo.latency.p99)}, lost ${echo.latency.lost}`,
      ...twoLines,
    ],
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchChat()
  for (const line of result.lines) console.log(line)
  process.exit(result.ok ? 0 : 1)
}
