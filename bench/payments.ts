import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { Worker } from "node:worker_threads"
import { readConfig } from "../server/core/config.ts"
import { startServer } from "../server/core/server.ts"
import { freshPostgres } from "./postgres.ts"
import { accountAndLedger, newKey, walletMember } from "../tests/setup/wallet.ts"

/**
 * 200 members each pay a course from their balance at the same moment, over HTTP, on the embedded
 * database and on PostgreSQL when one answers: every order paid once, every balance exactly its
 * start less the price, the ledger agreeing with the account. Target: all 200 within 2 s.
 * The payments are sent from another thread (payAllAtOnce), so the time is the server's.
 */
const MEMBERS = 200
const LIMIT_MS = 2000

/**
 * Sends every payment at once from a thread of its own, as members' browsers would from their
 * own machines: the 200 requests and their answers are not handled on the server's event loop.
 * The client is node:http: its 200 requests take the shared two cores about 0.2 s, `fetch`'s
 * took 0.45-0.55 s of the same cores.
 * Answers the time from the first request to the last answer and each answer's status (0 for a
 * connection that failed).
 */
const payAllAtOnce = (url: string, requests: readonly { token: string; body: string }[]): Promise<{ elapsed: number; statuses: number[] }> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(
      `
      const { parentPort, workerData } = require("node:worker_threads")
      const http = require("node:http")
      const { url, requests } = workerData
      const pay = (r) => new Promise((done) => {
        const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(r.body), authorization: "Bearer " + r.token }
        const request = http.request(url, { method: "POST", headers }, (answer) => {
          answer.resume()
          answer.on("end", () => done(answer.statusCode))
          answer.on("error", () => done(0))
        })
        request.on("error", () => done(0))
        request.end(r.body)
      })
      const began = performance.now()
      Promise.all(requests.map(pay)).then((statuses) => parentPort.postMessage({ elapsed: performance.now() - began, statuses }))
      `,
      { eval: true, workerData: { url, requests } },
    )
    worker.once("message", (result: { elapsed: number; statuses: number[] }) => {
      resolve(result)
      void worker.terminate()
    })
    worker.once("error", reject)
  })

const paymentsOn = async (label: string, database: { DATABASE_URL?: string }): Promise<{ ok: boolean; line: string }> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-bench-pay-"))
  const server = await startServer(readConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "off", AUTH_CAPTCHA: "off", ...database }))
  try {
    const base = server.url
    const list = (await (await fetch(`${base}/api/video/course?page=0&size=50&price=paid`)).json()) as { content: { id: number; priceCents: number }[] }
    const course = list.content.find((c) => c.priceCents > 0)
    if (!course) throw new Error("the demo has no paid course")
    const start = course.priceCents * 3
    const post = (url: string, token: string, body: unknown) =>
      fetch(base + url, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) })
    const members = []
    for (let i = 0; i < MEMBERS; i++) members.push(await walletMember(server, { cents: start }))
    // The orders are made one by one beforehand: only the payments are timed, all at once.
    const orders: { orderNum: string; amountCents: number }[] = []
    for (const m of members) {
      const answer = await post("/api/course/order", m.token, { courseId: course.id, idempotencyKey: newKey() })
      if (!answer.ok) throw new Error(`an order answered ${answer.status}: ${await answer.text()}`)
      orders.push((await answer.json()) as { orderNum: string; amountCents: number })
    }
    // A server that has been answering members has its database connections open: a few reads
    // at once open the pool's connections before the payments are timed, as on a running server.
    await Promise.all(members.slice(0, 20).map(async (m) => (await fetch(`${base}/api/Account/center`, { headers: { authorization: `Bearer ${m.token}` } })).arrayBuffer()))
    const requests = members.map((m, i) => ({
      token: m.token,
      body: JSON.stringify({ orderNum: orders[i]?.orderNum ?? "", payPass: server.deps.rsa.encrypt(m.payPassword), idempotencyKey: newKey() }),
    }))
    const { elapsed, statuses } = await payAllAtOnce(`${base}/api/course/order/balance/pay`, requests)
    const paid = statuses.filter((status) => status === 200).length
    const reset = statuses.filter((status) => status === 0).length
    let right = 0
    for (const [i, m] of members.entries()) {
      const state = await accountAndLedger(server, m.user.id)
      if (state.balance === start - (orders[i]?.amountCents ?? 0) && state.balance === state.balanceLedger) right++
    }
    const ok = paid === MEMBERS && right === MEMBERS && elapsed <= LIMIT_MS
    return {
      ok,
      line: `${ok ? "✓" : "✗"} ${MEMBERS} concurrent course payments from ${MEMBERS} members on ${label}: ${paid} paid in ${Math.round(elapsed)} ms${reset ? ` (${reset} connections reset)` : ""}; ${right} of ${MEMBERS} balances right and equal to their ledger (target ≤ ${LIMIT_MS} ms, every balance right)`,
    }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export const benchPayments = async (): Promise<{ ok: boolean; lines: string[] }> => {
  const embedded = await paymentsOn("PGlite", {})
  const postgres = await freshPostgres("portal_pay_bench")
  if (!postgres) return { ok: embedded.ok, lines: [embedded.line] }
  try {
    const shared = await paymentsOn("PostgreSQL", { DATABASE_URL: postgres.url })
    return { ok: embedded.ok && shared.ok, lines: [embedded.line, shared.line] }
  } finally {
    await postgres.drop()
  }
}
