import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { getRequestListener } from "@hono/node-server"
import { Hono } from "hono"
import { setCookie } from "hono/cookie"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { ReadCache } from "../read-cache.ts"
import { compression, PreparedBody, sendPrepared } from "./compression.ts"
import { FrontCopies } from "./front-copies.ts"

const TTL = 1000
let now = 0
let calls = 0
const reads = new ReadCache(TTL, () => now)
const logged: string[] = []
const front = new FrontCopies(reads, () => now, undefined, (method, path, status) => logged.push(`${method} ${path} ${status}`))
const body = new PreparedBody(new TextEncoder().encode(JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => `养生课程${i}`) })))

/** A shared read as register.ts answers one: the value from the shared reads, the answer marked. */
const app = new Hono()
app.use(front.keep())
app.use(compression())
app.get("/api/list", async (c) => {
  calls += 1
  await reads.get(c.req.url, async () => ({ items: 100 }))
  if (c.req.query("cookie")) setCookie(c, "seen", "1")
  if (c.req.query("change")) reads.clear()
  c.set("sharedCopy", true)
  return sendPrepared(c, body)
})

let server: Server
let base = ""
beforeAll(async () => {
  server = createServer(front.before(getRequestListener(app.fetch)))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  reads.clear()
  calls = 0
  logged.length = 0
})

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(base + path, { headers: { "accept-encoding": "identity", ...headers } })
  const headerList = [...response.headers].filter(([name]) => name !== "date" && name !== "keep-alive" && name !== "connection")
  return { status: response.status, headers: headerList, text: await response.text() }
}

describe("visitors' front copies", () => {
  it("answer a repeated read with the app's own status, headers and bytes, without the app", async () => {
    const first = await get("/api/list?page=1")
    const second = await get("/api/list?page=1")
    expect(calls).toBe(1)
    expect(second).toEqual(first)
    expect(JSON.parse(second.text).items).toHaveLength(100)
    // The request log gets its line, without the query.
    expect(logged).toEqual(["GET /api/list 200"])
    await get("/api/list?page=2")
    expect(calls).toBe(2)
  })

  it("keep one copy per coding", async () => {
    await get("/api/list", { "accept-encoding": "br" })
    await get("/api/list")
    expect(calls).toBe(2)
    const coded = await get("/api/list", { "accept-encoding": "gzip, br" })
    expect(calls).toBe(2)
    expect(coded.headers).toContainEqual(["content-encoding", "br"])
    expect(JSON.parse(coded.text).items[0]).toBe("养生课程0")
  })

  it("never answer or keep a request that carries a session", async () => {
    await get("/api/list", { authorization: "Bearer forged" })
    await get("/api/list", { cookie: "portal_token=forged" })
    expect(calls).toBe(2)
    await get("/api/list", { cookie: "portal_token=forged" })
    await get("/api/list", { authorization: "Bearer forged" })
    expect(calls).toBe(4)
    // Another site's cookie is no session.
    await get("/api/list", { cookie: "theme=dark" })
    await get("/api/list")
    expect(calls).toBe(5)
  })

  it("leave a revalidation to the app", async () => {
    const first = await fetch(`${base}/api/list`)
    const etag = first.headers.get("etag") ?? ""
    await first.arrayBuffer()
    const again = await fetch(`${base}/api/list`, { headers: { "if-none-match": etag } })
    expect(again.status).toBe(304)
    expect(calls).toBe(2)
  })

  it("do not keep an answer that sets a cookie", async () => {
    await get("/api/list?cookie=1")
    await get("/api/list?cookie=1")
    expect(calls).toBe(2)
  })

  it("are gone when the shared reads are emptied or expire", async () => {
    await get("/api/list")
    reads.clear()
    await get("/api/list")
    expect(calls).toBe(2)
    now += TTL
    await get("/api/list")
    expect(calls).toBe(3)
    await get("/api/list")
    expect(calls).toBe(3)
  })

  it("do not keep an answer made across a change", async () => {
    await get("/api/list?change=1")
    await get("/api/list?change=1")
    expect(calls).toBe(2)
  })
})
