import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { WebSocketServer } from "ws"
import { readConfig } from "../server/core/config.ts"
import { friendships } from "../server/chat/tables.ts"
import { users } from "../server/session/tables/users.ts"
import { startServer } from "../server/core/server.ts"
import { hashPassword } from "../server/session/services/passwords.ts"
import { pairOf } from "../server/chat/services/store.ts"

/**
 * Servers for the chat benchmark, each in a process of its own:
 * `portal <count> <file>`: the real app with <count> members, paired as friends (0-1, 2-3, ...),
 * each with a session token, written to <file> as JSON; over a fresh embedded database, or over
 * DATABASE_URL with REDIS_URL when they are set (the first of two processes);
 * `peer`: a second process of the real app over the same DATABASE_URL and REDIS_URL;
 * `echo`: a bare `ws` server sending every message back to its sender.
 * Prints `READY <url>` when it listens (loopback only).
 */
const [kind, countText, file] = process.argv.slice(2)

/** The app in this process; over the shared database and bus when the environment names them. */
const startPortal = () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-chat-bench-"))
  const shared = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL ?? "", REDIS_CHANNEL: process.env.REDIS_CHANNEL ?? "" } : {}
  return startServer(readConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "off", SEED_DEMO_DATA: "off", ...shared }))
}

if (kind === "peer") {
  const running = await startPortal()
  console.log(`READY ${running.url.replace("localhost", "127.0.0.1")}`)
  process.once("SIGTERM", () => void running.stop().then(() => process.exit(0)))
} else if (kind === "portal" && countText && file) {
  const count = Number(countText)
  const running = await startPortal()
  const db = running.deps.db
  const passwordHash = await hashPassword("Bench_2024")
  const ids: number[] = []
  for (let i = 0; i < count; i += 500) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, count - i) }, (_, k) => ({
          username: `bench_${i + k}`,
          nickName: `压测会员${i + k}`,
          passwordHash,
        })),
      )
      .returning({ id: users.id })
    ids.push(...rows.map((r) => r.id))
  }
  const pairs = []
  for (let i = 0; i + 1 < ids.length; i += 2) pairs.push(pairOf(ids[i] ?? 0, ids[i + 1] ?? 0))
  for (let i = 0; i < pairs.length; i += 500) await db.insert(friendships).values(pairs.slice(i, i + 500))
  const members = []
  for (const id of ids) members.push({ id, token: (await running.deps.tokens.issue(id)).token })
  writeFileSync(file, JSON.stringify(members))
  console.log(`READY ${running.url.replace("localhost", "127.0.0.1")}`)
  process.once("SIGTERM", () => void running.stop().then(() => process.exit(0)))
} else if (kind === "echo") {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, perMessageDeflate: false })
  wss.on("connection", (ws) => ws.on("message", (data, isBinary) => ws.send(data, { binary: isBinary })))
  wss.on("listening", () => {
    const address = wss.address()
    const port = address === null || typeof address === "string" ? 0 : address.port
    console.log(`READY http://127.0.0.1:${port}`)
  })
  process.once("SIGTERM", () => {
    for (const ws of wss.clients) ws.terminate()
    wss.close(() => process.exit(0))
  })
} else {
  console.error("usage: chat-serve.ts portal <count> <file> | peer | echo")
  process.exit(2)
}
