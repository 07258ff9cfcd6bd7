import { describe, expect, it } from "vitest"
import { siteConfigEntries, siteLinks } from "../../server/shell/tables.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("site data over HTTP on %s", (kind) => {
  const suite = useTestServer(kind)

  it("answers health with the database state", async () => {
    const answer = await suite.server.call("health")
    expect(answer.ok && answer.body).toEqual({ status: "ok", database: "ok", databaseKind: kind === "pglite" ? "pglite" : "postgres" })
  })

  it("merges webuser and website settings and drops webshop and websys", async () => {
    const db = suite.server.deps.db
    await db.insert(siteConfigEntries).values([
      { group: "webuser", key: "probeUser", value: "from-webuser" },
      { group: "website", key: "probeSite", value: "from-website" },
      { group: "webuser", key: "probeBoth", value: "user" },
      { group: "website", key: "probeBoth", value: "site" },
      { group: "webshop", key: "probeShop", value: "secret-shop" },
      { group: "websys", key: "probeSys", value: "secret-sys" },
    ])
    const [heading] = await db.insert(siteLinks).values({ group: "webshop", title: "商家专用", href: "" }).returning()
    await db.insert(siteLinks).values({ group: "websys", parentId: heading?.id ?? null, title: "系统链接", href: "/sys" })

    // Written behind the API's back: both caches are emptied as a change through the API would.
    suite.server.deps.siteCache.clear()
    suite.server.deps.sharedReads?.clear()
    const answer = await suite.server.call("systemConfig")
    if (!answer.ok) throw new Error(answer.body.message)
    const site = answer.body
    expect(site.extra.probeUser).toBe("from-webuser")
    expect(site.extra.probeSite).toBe("from-website")
    expect(site.extra.probeBoth).toBe("site")
    const text = JSON.stringify(site)
    expect(text).not.toContain("secret-shop")
    expect(text).not.toContain("secret-sys")
    expect(text).not.toContain("商家专用")
    expect(text).not.toContain("系统链接")
    expect(site.title).toBe("悦享健康美丽网")
    expect(site.searchHotKeywords.length).toBeGreaterThan(0)
    expect(site.links.length).toBeGreaterThan(0)
    expect(site.links.every((group) => group.children.length > 0)).toBe(true)
  })

  it("serves a static page's html by advert key, 404 in Chinese for an unknown key, 400 without a key", async () => {
    const about = await suite.server.call("advert", { query: { key: "aboutus" } })
    expect(about.ok && about.body.value).toContain("<")
    const missing = await suite.server.call("advert", { query: { key: "no-such-page" } })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ status: 404, message: "页面内容不存在" })
    const bad = await fetch(`${suite.server.url}/api/advert`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ status: 400, code: "bad_request", message: "请求参数错误" })
  })

  it("answers the category tree nested three levels deep", async () => {
    const answer = await suite.server.call("productCategoryTree")
    if (!answer.ok) throw new Error(answer.body.message)
    expect(answer.body.length).toBeGreaterThanOrEqual(6)
    expect(answer.body.every((top) => top.parentCid === null && top.children.length > 0)).toBe(true)
    expect(answer.body.some((top) => top.children.some((child) => child.children.length > 0))).toBe(true)
  })

  it("pages a dictionary", async () => {
    const all = await suite.server.call("dictDetailFree", { query: { dictName: "gender", page: 0, size: 9999 } })
    if (!all.ok) throw new Error(all.body.message)
    expect(all.body.totalElements).toBe(all.body.content.length)
    const first = await suite.server.call("dictDetailFree", { query: { dictName: "feedback_type", page: 0, size: 1 } })
    expect(first.ok && first.body.content.length).toBe(1)
    const bad = await fetch(`${suite.server.url}/api/dictDetail/free?dictName=gender&size=abc`)
    expect(bad.status).toBe(400)
  })

  it("never answers bad input with a 5xx or a stack trace", async () => {
    for (const [path, init] of [
      ["/api/advert?key=", {}],
      ["/api/dictDetail/free?dictName=gender&page=-1", {}],
      ["/api/nope", {}],
      ["/api/SystemConfig", { method: "POST", body: "{" }],
      ["/api/%E0%A4%A", {}],
    ] as const) {
      const response = await fetch(`${suite.server.url}${path}`, init)
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
      const text = await response.text()
      expect(text).not.toMatch(/at .*\.ts:\d+/)
    }
  })

  it("sends the security headers and serves the history fallback", async () => {
    const response = await fetch(`${suite.server.url}/api/health`)
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'")
    const sso = await fetch(`${suite.server.url}/iframe`)
    expect(sso.headers.get("x-frame-options")).toBeNull()
    // Answers built by a handler, by the error layer and as files all carry them, once.
    for (const url of ["/api/SystemConfig", "/api/advert?key=no-such-page", "/api/nowhere", "/account/center", "/favicon-missing.png"]) {
      const answer = await fetch(`${suite.server.url}${url}`)
      expect(answer.headers.get("content-security-policy"), url).toContain("frame-ancestors 'self'")
      expect(answer.headers.get("x-frame-options"), url).toBe("SAMEORIGIN")
      expect(answer.headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin")
    }
    // Documents get the page policy, also when revalidated (the browser takes a 304's headers
    // into its stored copy); every other answer the lean one, which lets nothing run.
    const page = await fetch(`${suite.server.url}/account/center`)
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'")
    const revalidated = await fetch(`${suite.server.url}/account/center`, { headers: { "if-none-match": page.headers.get("etag") ?? "" } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get("content-security-policy")).toContain("script-src 'self'")
    for (const url of ["/api/SystemConfig", "/api/nowhere", "/brand/logo.svg"]) {
      const policy = (await fetch(`${suite.server.url}${url}`)).headers.get("content-security-policy") ?? ""
      expect(policy, url).toMatch(/^default-src 'none';/)
      expect(policy, url).not.toContain("script-src")
    }
  })

  it("answers site-wide reads from the cache with the same text each time", async () => {
    const first = await fetch(`${suite.server.url}/api/advert?key=aboutus`)
    const second = await fetch(`${suite.server.url}/api/advert?key=aboutus`)
    expect(first.headers.get("content-type")).toBe("application/json")
    const text = await first.text()
    expect(JSON.parse(text)).toMatchObject({ key: "aboutus" })
    expect(await second.text()).toBe(text)
  })
})
