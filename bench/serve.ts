import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { readConfig } from "../server/core/config.ts"
import { startServer } from "../server/core/server.ts"
import { users } from "../server/session/tables/users.ts"
import { eq } from "drizzle-orm"

/** The demo member whose token `portal` prints. */
const BENCH_MEMBER = "lin_xiaoyu"

/**
 * A server for a benchmark, in a process of its own so that the load
 * generator does not share its event loop: `portal` (the real app over a fresh
 * embedded database, or the PostgreSQL one named after it) or `bare <file>` (node:http answering the file's bytes).
 * Prints `READY <url>` when it listens, after `MEMBER <token>` (a demo member signed in) for `portal`.
 */
const [kind, file] = process.argv.slice(2)
if (kind === "portal") {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-bench-"))
  // `portal postgres://…` runs the app on that PostgreSQL database instead of embedded PGlite.
  const database = file ? { DATABASE_URL: file } : {}
  // SHARED_READ_MS=0 makes every visitor's read ask the database (bench/db.ts measures both).
  const shared = process.env.SHARED_READ_MS === undefined ? {} : { SHARED_READ_MS: process.env.SHARED_READ_MS }
  const running = await startServer(readConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "off", ...database, ...shared }))
  // A signed-in demo member's token, for the pages only a member sees (the cart): issued here,
  // in the bench's own server, as a login would issue it.
  const [member] = await running.deps.db.select({ id: users.id }).from(users).where(eq(users.username, BENCH_MEMBER))
  if (member) console.log(`MEMBER ${(await running.deps.tokens.issue(member.id)).token}`)
  console.log(`READY ${running.url.replace("localhost", "127.0.0.1")}`)
  process.once("SIGTERM", () => void running.stop().then(() => process.exit(0)))
} else if (kind === "bare" && file) {
  const body = readFileSync(file)
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" })
    res.end(body)
  })
  server.listen(0, "127.0.0.1", () => console.log(`READY http://127.0.0.1:${(server.address() as AddressInfo).port}`))
  process.once("SIGTERM", () => {
    server.closeAllConnections()
    server.close(() => process.exit(0))
  })
} else {
  console.error("usage: serve.ts portal [postgres-url] | bare <file>")
  process.exit(2)
}
