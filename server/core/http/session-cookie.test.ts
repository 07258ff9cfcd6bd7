import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isHttps, isSameOrigin } from "./session-cookie.ts"

const hostArb = fc.tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined })).map(([name, port]) => (port ? `${name}:${port}` : name))

describe("where a request comes from", () => {
  it("takes the portal's own origin, over HTTPS and over HTTP when the request came so", () => {
    fc.assert(
      fc.property(hostArb, fc.boolean(), (host, https) => {
        const scheme = https ? "https" : "http"
        expect(isSameOrigin({ host, origin: `${scheme}://${host}`, fetchSite: undefined, https })).toBe(true)
        // An upper-case Host names the same origin.
        expect(isSameOrigin({ host: host.toUpperCase(), origin: `${scheme}://${host}`, fetchSite: "cross-site", https })).toBe(true)
      }),
    )
  })

  it("refuses any other host, a plain-HTTP origin of an HTTPS request, and an opaque origin, whatever Sec-Fetch-Site says", () => {
    fc.assert(
      fc.property(hostArb, hostArb, fc.constantFrom("same-origin", "cross-site", undefined), (host, other, fetchSite) => {
        fc.pre(other.toLowerCase() !== host.toLowerCase())
        expect(isSameOrigin({ host, origin: `https://${other}`, fetchSite, https: true })).toBe(false)
        expect(isSameOrigin({ host, origin: `http://${host}`, fetchSite, https: true })).toBe(false)
        expect(isSameOrigin({ host, origin: "null", fetchSite, https: false })).toBe(false)
        expect(isSameOrigin({ host: undefined, origin: `http://${host}`, fetchSite, https: false })).toBe(false)
      }),
    )
  })

  it("falls back to Sec-Fetch-Site without an Origin, and refuses a request with neither", () => {
    expect(isSameOrigin({ host: "portal.example", origin: undefined, fetchSite: "same-origin", https: true })).toBe(true)
    for (const fetchSite of ["same-site", "cross-site", "none", undefined]) {
      expect(isSameOrigin({ host: "portal.example", origin: undefined, fetchSite, https: true })).toBe(false)
    }
  })

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.array(fc.ipV4(), { maxLength: 3 }), (peer, proxies) => {
        const trusted = proxies.includes(peer)
        expect(isHttps(false, peer, "https", proxies)).toBe(trusted)
        expect(isHttps(false, `::ffff:${peer}`, "HTTPS, http", proxies)).toBe(trusted)
        expect(isHttps(false, peer, "http", proxies)).toBe(false)
        expect(isHttps(true, peer, undefined, proxies)).toBe(true)
      }),
    )
  })
})
