import { describe, expect, it } from "vitest"
import { buildSiteSettings } from "../../domain/shell/site-config.ts"
import { originsOfSourceList } from "../../domain/shell/sso-messages.ts"
import { documentHints, firstPaint, ssoOriginsMeta } from "./document-hints.ts"

const site = (entries: ReadonlyArray<{ key: string; value: string }>) =>
  buildSiteSettings(entries.map((e) => ({ group: "website", ...e })), [])

describe("the document's picture links", () => {
  it("names the logo on every page and the first shown banner on the home page only", () => {
    const settings = site([
      { key: "logoImage", value: "/files/pictures/logo-2.png" },
      {
        key: "homeBanners",
        value: JSON.stringify([
          { title: "隐藏", image: "/banners/hidden.svg", href: "/video", sort: 0, show: false, newTab: false },
          { title: "首张", image: "/banners/first.svg", href: "/video", sort: 1, show: true, newTab: false },
        ]),
      },
    ])
    expect(documentHints("/video", settings)).toBe('  <link rel="preload" as="image" href="/files/pictures/logo-2.png" fetchpriority="high">')
    const home = documentHints("/", settings)
    expect(home).toContain('<link rel="preload" as="image" href="/banners/first.svg" fetchpriority="high">')
    expect(home).not.toContain("hidden.svg")
  })

  it("falls back to the portal's logo and names nothing that is not a plain path of the portal", () => {
    expect(documentHints("/video", site([]))).toBe('  <link rel="preload" as="image" href="/brand/logo.svg" fetchpriority="high">')
    for (const value of ['/x.svg" onerror="alert(1)', "https://cdn.example.com/logo.png", "//evil.example/x.png", "/../etc/passwd", "/a b.png"]) {
      expect(documentHints("/video", site([{ key: "logoImage", value }])), value).toBe("")
    }
  })

  it("names the largest picture of the page's first screen after the logo, only a plain path of the portal", () => {
    expect(documentHints("/video", site([]), [], "/course/covers/a.svg").split("\n")).toEqual([
      '  <link rel="preload" as="image" href="/brand/logo.svg" fetchpriority="high">',
      '  <link rel="preload" as="image" href="/course/covers/a.svg" fetchpriority="high">',
    ])
    for (const picture of ['/x.svg" onerror="alert(1)', "https://cdn.example.com/a.png", "/brand/logo.svg"]) {
      expect(documentHints("/video", site([]), [], picture).split("\n"), picture).toHaveLength(1)
    }
  })

  it("names the page's own scripts after the pictures, only plain paths of the portal", () => {
    const hints = documentHints("/video", site([]), ["/assets/page-Ab1.js", "//evil.example/x.js", '/assets/x.js" onload="alert(1)'])
    expect(hints.split("\n")).toEqual([
      '  <link rel="preload" as="image" href="/brand/logo.svg" fetchpriority="high">',
      '  <link rel="modulepreload" crossorigin href="/assets/page-Ab1.js">',
    ])
  })
})

describe("the document's first paint", () => {
  it("shows the site's logo where the header will, hidden from assistive technology", () => {
    expect(firstPaint(site([{ key: "logoImage", value: "/files/pictures/logo-2.png" }]))).toBe(
      '<div class="first-paint" aria-hidden="true"><div><img src="/files/pictures/logo-2.png" alt="" width="240" height="48"></div></div>',
    )
    expect(firstPaint(site([]))).toContain('src="/brand/logo.svg"')
  })

  it("shows nothing for a logo that is not a plain path of the portal", () => {
    for (const value of ['/x.svg" onerror="alert(1)', "https://cdn.example.com/logo.png", "/../etc/passwd"]) {
      expect(firstPaint(site([{ key: "logoImage", value }])), value).toBe("")
    }
  })
})

describe("the single-sign-on frame's partners", () => {
  const contentOf = (meta: string) => /content="([^"]*)"/.exec(meta)?.[1] ?? null

  it("names the allowed origins in one meta element that reads back as the same list", () => {
    const origins = originsOfSourceList("'self' https://shop.yuexiang-health.cn https://*.partner.cn http://127.0.0.1:8080")
    const meta = ssoOriginsMeta(origins)
    expect(meta).toBe('<meta name="sso-allowed-origins" content="https://shop.yuexiang-health.cn http://127.0.0.1:8080">')
    expect(originsOfSourceList(contentOf(meta) ?? "")).toEqual(origins)
  })

  it("names none as an empty list, and keeps a stray quote inside the attribute", () => {
    expect(ssoOriginsMeta([])).toBe('<meta name="sso-allowed-origins" content="">')
    expect(ssoOriginsMeta(['https://a.cn" onload="x', "<b>"])).toBe('<meta name="sso-allowed-origins" content="https://a.cn&quot; onload=&quot;x &lt;b&gt;">')
  })
})
