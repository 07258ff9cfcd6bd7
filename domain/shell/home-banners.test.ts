import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseHomeBanners } from "./home-setting-schemas.ts"
import { DEFAULT_HOME_BANNERS, HOME_BANNER_MESSAGES, homeBannerProblem } from "./home-banners.ts"

describe("the home page's banners", () => {
  it("fall back to the default banners when nothing valid is stored", () => {
    expect(parseHomeBanners(undefined)).toEqual(DEFAULT_HOME_BANNERS)
    expect(parseHomeBanners("{")).toEqual(DEFAULT_HOME_BANNERS)
    expect(parseHomeBanners(JSON.stringify([{ title: "x", image: "https://evil.example/x.png", href: "/", sort: 0, show: true, newTab: false }]))).toEqual(DEFAULT_HOME_BANNERS)
    expect(parseHomeBanners("[]")).toEqual([])
  })

  it("take only the site's own pictures or uploaded pictures, and site paths or web addresses as links", () => {
    const banner = { title: "春季", image: "/files/pictures/202611/ab12.png", href: "/video", sort: 0 }
    expect(homeBannerProblem(banner)).toBeNull()
    expect(homeBannerProblem({ ...banner, image: "/banners/home-1.svg" })).toBeNull()
    for (const image of ["", "https://evil.example/x.png", "/files/avatar/1.png", "/files/pictures/../../secret", "javascript:alert(1)", "/banners/a b.png"])
      expect(homeBannerProblem({ ...banner, image }), image).toBe(HOME_BANNER_MESSAGES.imageRequired)
    expect(homeBannerProblem({ ...banner, href: "javascript:alert(1)" })).toBe(HOME_BANNER_MESSAGES.badHref)
    expect(homeBannerProblem({ ...banner, title: "  " })).toBe(HOME_BANNER_MESSAGES.titleRequired)
    expect(homeBannerProblem({ ...banner, sort: 100 })).toBe(HOME_BANNER_MESSAGES.sortRange)
  })

  it("read back any valid stored list in sort order, keeping the stored order for equal sorts", () => {
    const bannerArb = fc.record({
      title: fc.string({ minLength: 1, maxLength: 10 }).filter((t) => t.trim() !== "" && !/[\p{C}]/u.test(t)),
      image: fc.constantFrom("/banners/home-1.svg", "/files/pictures/202611/a.png"),
      href: fc.constantFrom("/video", "https://example.com/a"),
      sort: fc.integer({ min: 0, max: 99 }),
      show: fc.boolean(),
      newTab: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(bannerArb, { maxLength: 8 }), (banners) => {
        const read = parseHomeBanners(JSON.stringify(banners))
        expect(read).toHaveLength(banners.length)
        for (let i = 1; i < read.length; i++) expect(read[i - 1]!.sort).toBeLessThanOrEqual(read[i]!.sort)
        const stable = banners.map((b, i) => ({ b, i })).sort((x, y) => x.b.sort - y.b.sort || x.i - y.i).map(({ b }) => b)
        expect(read).toEqual(stable)
      }),
    )
  })
})
