import { existsSync } from "node:fs"
import path from "node:path"
import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { DEFAULT_HOME_BANNERS } from "../../domain/shell/home-banners.ts"
import { PAGE_ADVERT_KEYS } from "../../domain/shell/page-adverts.ts"
import { adverts } from "../../server/shell/tables.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("portal shell over HTTP on %s", (kind) => {
  const suite = useTestServer(kind)

  it("answers the client configuration: nothing configured by default", async () => {
    const answer = await suite.server.call("clientConfig")
    expect(answer.ok && answer.body).toEqual({ mobileSiteUrl: null, ssoFrameUrl: "/iframe", ssoAllowedOrigins: [] })
  })

  it("answers the home banners with the configuration and seeds the shell's html pages", async () => {
    for (const key of Object.values(PAGE_ADVERT_KEYS)) {
      const answer = await suite.server.call("advert", { query: { key } })
      expect(answer.ok, key).toBe(true)
      if (answer.ok) expect(answer.body.value.length, key).toBeGreaterThan(20)
    }
    const config = await suite.server.call("systemConfig")
    expect(config.ok && config.body.extra.serviceAccountQr).toBe("/brand/qr-service-account.svg")
    expect(config.ok && config.body.homeBanners).toEqual(DEFAULT_HOME_BANNERS)
    for (const banner of DEFAULT_HOME_BANNERS) expect(existsSync(path.join("public", banner.image)), banner.image).toBe(true)
  })

  it("cleans stored html of scripts and event handlers before answering", async () => {
    await suite.server.deps.db.insert(adverts).values({
      key: "probe_malicious",
      title: "测试",
      value: '<p onclick="steal()">正文</p><script>window.pwned = 1</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">链接</a>',
    })
    const answer = await suite.server.call("advert", { query: { key: "probe_malicious" } })
    expect(answer.ok && answer.body.value).toBe('<p>正文</p><img src="x" /><a>链接</a>')
    await suite.server.deps.db.delete(adverts).where(eq(adverts.key, "probe_malicious"))
  })

  it("lets pages frame only the portal itself when no login frame is configured", async () => {
    const response = await fetch(`${suite.server.url}/`)
    expect(response.headers.get("content-security-policy")).toContain("frame-src 'self';")
  })
})

describe("portal shell with a mobile site and a cross-site login frame", () => {
  const suite = useTestServer("pglite", {
    env: {
      MOBILE_SITE_URL: "https://m.yuexiang-health.cn/",
      SSO_FRAME_URL: "https://shop.yuexiang-health.cn/sso/frame.html",
      SSO_FRAME_ANCESTORS: "'self' https://shop.yuexiang-health.cn https://*.partner.cn",
    },
  })

  it("tells the browser where phones go, which frame to embed and which origins may frame /iframe", async () => {
    const answer = await suite.server.call("clientConfig")
    expect(answer.ok && answer.body).toEqual({
      mobileSiteUrl: "https://m.yuexiang-health.cn/",
      ssoFrameUrl: "https://shop.yuexiang-health.cn/sso/frame.html",
      ssoAllowedOrigins: ["https://shop.yuexiang-health.cn"],
    })
  })

  it("allows the login frame's origin in frame-src and the partners in /iframe's frame-ancestors", async () => {
    const home = (await fetch(`${suite.server.url}/`)).headers.get("content-security-policy") ?? ""
    expect(home).toContain("frame-src 'self' https://shop.yuexiang-health.cn;")
    expect(home).toContain("frame-ancestors 'self'")
    const frame = await fetch(`${suite.server.url}/iframe`)
    expect(frame.headers.get("content-security-policy")).toContain("frame-ancestors 'self' https://shop.yuexiang-health.cn https://*.partner.cn")
    expect(frame.headers.get("x-frame-options")).toBeNull()
  })
})
