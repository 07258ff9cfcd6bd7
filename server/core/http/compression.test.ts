import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { Hono } from "hono"
import { contentEtag, PreparedBody, sendChangeAnswer } from "./compression.ts"

describe("a prepared body", () => {
  const bytes = new TextEncoder().encode(JSON.stringify({ content: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `经络养生${i}` })) }))

  it("names its bytes with the ETag the compression layer gives the same answer", () => {
    expect(new PreparedBody(bytes).etag).toBe(contentEtag(bytes))
  })

  it("codes itself once per coding, decoding to the same bytes", async () => {
    const body = new PreparedBody(bytes)
    const br = body.codedAs("br")
    expect(body.codedAs("br")).toBe(br)
    expect(Buffer.from(brotliDecompressSync(await br)).equals(Buffer.from(bytes))).toBe(true)
    expect(Buffer.from(gunzipSync(await body.codedAs("gzip"))).equals(Buffer.from(bytes))).toBe(true)
    expect((await br).byteLength).toBeLessThan(bytes.byteLength)
  })
})

describe("a change's answer", () => {
  const app = new Hono()
  app.post("/change", (c) => {
    c.header("cache-control", "no-store")
    return sendChangeAnswer(c, JSON.stringify({ text: "变更".repeat(Number(c.req.query("n") ?? 1)) }))
  })
  const post = (n: number, accept?: string) => app.request(`/change?n=${n}`, { method: "POST", headers: accept ? { "accept-encoding": accept } : {} })

  it("goes out as it is under 1 KB, varying by Accept-Encoding, with the handler's headers and no ETag", async () => {
    const answer = await post(3, "br, gzip")
    expect(answer.headers.get("content-encoding")).toBeNull()
    expect(answer.headers.get("vary")).toBe("Accept-Encoding")
    expect(answer.headers.get("cache-control")).toBe("no-store")
    expect(answer.headers.get("content-type")).toBe("application/json")
    expect(answer.headers.get("etag")).toBeNull()
    expect(await answer.json()).toEqual({ text: "变更变更变更" })
  })

  it("is coded from 1 KB on as the caller accepts, decoding to the same text", async () => {
    const text = JSON.stringify({ text: "变更".repeat(400) })
    for (const [accept, coding, decode] of [
      ["gzip, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const answer = await post(400, accept)
      expect(answer.headers.get("content-encoding")).toBe(coding)
      const bytes = Buffer.from(await answer.arrayBuffer())
      expect(Number(answer.headers.get("content-length"))).toBe(bytes.length)
      expect(decode(bytes).toString("utf8")).toBe(text)
      expect(answer.headers.get("etag")).toBeNull()
    }
    const plain = await post(400)
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(await plain.text()).toBe(text)
  })
})
