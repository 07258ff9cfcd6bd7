import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { contentEtag, PreparedBody } from "./compression.ts"

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
