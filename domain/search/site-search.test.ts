import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { normalizeSiteKeyword, rankHits, searchTerms, sectionLinks, SITE_SEARCH_HITS, type RawHit } from "./site-search.ts"

const hit = (id: number, title: string): RawHit => ({ id, title, summary: "", cover: "", meta: "", href: `/x?id=${id}` })

describe("site-wide search rules", () => {
  it("normalizes a keyword: trimmed, blanks collapsed, at most 30 characters", () => {
    expect(normalizeSiteKeyword("  补水   面膜 ")).toBe("补水 面膜")
    expect(normalizeSiteKeyword(null)).toBe("")
    expect(Array.from(normalizeSiteKeyword("长".repeat(40)))).toHaveLength(30)
  })

  it("searches by the keyword, then its words of two characters or more, longest first", () => {
    expect(searchTerms("经络按揉推荐", ["经络", "按揉", "推荐", "的"])).toEqual(["经络按揉推荐", "经络", "按揉", "推荐"])
    expect(searchTerms("AMXL", ["amxl"])).toEqual(["amxl"])
  })

  it("ranks titles holding the whole keyword first, then its words, keeping the area's order among equals", () => {
    const ranked = rankHits([hit(1, "日常保健"), hit(2, "经络按揉"), hit(3, "经络养生入门"), hit(4, "养生经络")], ["经络养生", "经络", "养生"])
    expect(ranked.map((h) => h.id)).toEqual([3, 4, 2, 1])
    expect(ranked[0]?.titleMarks).toEqual([{ start: 0, end: 4 }])
  })

  it("links each section to its area's search, forum and teachers in a new tab", () => {
    expect(sectionLinks("courses", "面膜", 7, [3])).toEqual([{ label: "查看全部", href: "/video/search?keyword=%E9%9D%A2%E8%86%9C&m=7", newTab: false, total: 3 }])
    expect(sectionLinks("forum", "a b", 1, [2])[0]).toMatchObject({ href: "/bbs?keyword=a%20b&m=1", newTab: true })
    expect(sectionLinks("teachers", "x", 1, [0])[0]).toMatchObject({ href: "/famous?keyword=x&m=1", newTab: true })
    expect(sectionLinks("science", "x", 1, [1, 2]).map((l) => [l.href, l.total])).toEqual([
      ["/healthy?keyword=x&m=1", 1],
      ["/cosmeto?keyword=x&m=1", 2],
    ])
    expect(sectionLinks("leaflets", "x", 1, [5])[0]?.href).toBe("/medInstr?keyword=x&m=1")
  })

  test.prop([fc.array(fc.string({ maxLength: 12 }), { maxLength: 20 }), fc.string({ minLength: 1, maxLength: 3 })])(
    "keeps at most the first few hits, each once",
    (titles, keyword) => {
      const ranked = rankHits(titles.map((t, i) => hit(i + 1, t)), [keyword.toLowerCase()])
      expect(ranked.length).toBe(Math.min(titles.length, SITE_SEARCH_HITS))
      expect(new Set(ranked.map((h) => h.id)).size).toBe(ranked.length)
    },
  )
})
