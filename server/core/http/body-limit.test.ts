import type { AddressInfo } from "node:net"
import { serve, type ServerType } from "@hono/node-server"
import { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { declaredBodyLimit } from "./body-limit.ts"

const LIMIT = 1024
let server: ServerType
let base = ""

beforeAll(async () => {
  const app = new Hono()
  app.use("*", declaredBodyLimit(LIMIT))
  app.post("/echo", async (c) => c.json({ length: (await c.req.text()).length }))
  app.onError((error, c) => c.json({ status: (error as { status?: number }).status ?? 500 }, ((error as { status?: number }).status ?? 500) as 413))
  await new Promise<void>((ready) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => ready())
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

/** A body sent in pieces without a declared length (chunked). */
const streamed = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += 256) controller.enqueue(new TextEncoder().encode("x".repeat(Math.min(256, size - sent))))
      controller.close()
    },
  })

const post = (body: BodyInit) => fetch(`${base}/echo`, { method: "POST", body, duplex: "half" } as RequestInit)

describe("the body limit of the API", () => {
  it("lets a declared body within the limit through, to be read whole", async () => {
    for (const size of [0, 1, LIMIT]) {
      const answer = await post("y".repeat(size))
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ length: size })
    }
  })

  it("refuses a declared body over the limit with 413", async () => {
    const answer = await post("y".repeat(LIMIT + 1))
    expect(answer.status).toBe(413)
  })

  it("counts a body streamed without a length, and refuses it once past the limit", async () => {
    const within = await post(streamed(LIMIT))
    expect(within.status).toBe(200)
    expect(await within.json()).toEqual({ length: LIMIT })
    const over = await post(streamed(LIMIT * 3))
    expect(over.status).toBe(413)
  })
})
