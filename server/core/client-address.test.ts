import { describe, expect, it } from "vitest"
import { resolveClientAddress } from "./client-address.ts"

describe("client address", () => {
  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", [])).toBe("203.0.113.9")
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", ["10.0.0.1"])).toBe("203.0.113.9")
  })

  it("takes the last untrusted hop behind a trusted proxy, whatever the client wrote first", () => {
    expect(resolveClientAddress("::ffff:10.0.0.1", "6.6.6.6, 198.51.100.7", ["10.0.0.1"])).toBe("198.51.100.7")
    expect(resolveClientAddress("10.0.0.1", "198.51.100.7, 10.0.0.2", ["10.0.0.1", "10.0.0.2"])).toBe("198.51.100.7")
    expect(resolveClientAddress("10.0.0.1", undefined, ["10.0.0.1"])).toBe("10.0.0.1")
    expect(resolveClientAddress(undefined, undefined, [])).toBe("unknown")
  })
})
