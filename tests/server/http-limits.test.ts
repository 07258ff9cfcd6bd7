import { connect } from "node:net"
import { describe, expect, it } from "vitest"
import { useTestServer } from "../setup/server-suite.ts"
import { HSTS_VALUE, REQUEST_TIMEOUT_MS } from "../../server/core/http-limits.ts"

/** Sends raw bytes and reads the whole answer until the server closes. */
const rawRequest = (port: number, text: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text))
    let answer = ""
    socket.on("data", (chunk) => (answer += chunk.toString()))
    socket.on("end", () => resolve(answer))
    socket.on("error", reject)
  })

describe("HTTP limits", () => {
  const suite = useTestServer("pglite", { env: { TRUSTED_PROXIES: "127.0.0.1" } })

  it("times out slow requests well before Node's five minutes", () => {
    expect(suite.server.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
    expect(suite.server.server.requestTimeout).toBeLessThanOrEqual(60_000)
    expect(suite.server.server.headersTimeout).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS)
  })

  it("answers the parser's refusals in the JSON error form", async () => {
    const broken = await rawRequest(suite.server.port, "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")
    expect(broken).toMatch(/^HTTP\/1\.1 400 /)
    expect(JSON.parse(broken.slice(broken.indexOf("\r\n\r\n") + 4))).toMatchObject({ status: 400, code: "bad_request" })
    const huge = await rawRequest(suite.server.port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`)
    expect(huge).toMatch(/^HTTP\/1\.1 431 /)
    expect(JSON.parse(huge.slice(huge.indexOf("\r\n\r\n") + 4))).toMatchObject({ status: 431, code: "headers_too_large", message: "请求头过大" })
  })

  it("answers a missing upload with the JSON 404", async () => {
    const response = await fetch(new URL("/files/avatar/202601/missing.png", suite.server.url))
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ status: 404, code: "not_found" })
  })

  it("sends HSTS only over HTTPS", async () => {
    const plain = await fetch(new URL("/api/health", suite.server.url))
    expect(plain.headers.get("strict-transport-security")).toBeNull()
    const viaProxy = await fetch(new URL("/api/health", suite.server.url), { headers: { "x-forwarded-proto": "https" } })
    expect(viaProxy.headers.get("strict-transport-security")).toBe(HSTS_VALUE)
  })
})
