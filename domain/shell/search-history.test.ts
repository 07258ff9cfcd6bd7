import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import {
  addSearchKeyword,
  clearSearchHistory,
  emptySearchHistory,
  hasSearchHistory,
  isSearchType,
  normalizeSearchHistory,
  opensInNewTab,
  pushSearchHistory,
  searchHref,
  searchPath,
  SEARCH_TARGETS,
  SEARCH_TYPES,
} from "./search-history.ts"

describe("search history (spec 1 §9)", () => {
  test("seven types", () => {
    expect(SEARCH_TYPES).toEqual(["comprehensive", "courses", "products", "science", "news", "forum", "famous"])
    expect(Object.keys(emptySearchHistory())).toEqual([...SEARCH_TYPES])
    expect(isSearchType("forum")).toBe(true)
    expect(isSearchType("shops")).toBe(false)
    expect(isSearchType(3)).toBe(false)
  })
  test("most recent first, duplicates to the front, at most 5, blanks not saved", () => {
    let list: ReadonlyArray<string> = []
    for (const k of ["a", "b", "c", "d", "e"]) list = pushSearchHistory(list, k)
    expect(list).toEqual(["e", "d", "c", "b", "a"])
    expect(pushSearchHistory(list, "f")).toEqual(["f", "e", "d", "c", "b"])
    expect(pushSearchHistory(list, "c")).toEqual(["c", "e", "d", "b", "a"])
    expect(pushSearchHistory(list, "  ")).toBe(list)
    expect(pushSearchHistory(list, "")).toBe(list)
    expect(pushSearchHistory([], "  面膜 ")).toEqual(["面膜"])
  })
  test("per type, storage-agnostic", () => {
    const h = addSearchKeyword(emptySearchHistory(), "products", "面霜")
    expect(h.products).toEqual(["面霜"])
    expect(h.courses).toEqual([])
    expect(addSearchKeyword(h, "products", " ")).toBe(h)
    expect(hasSearchHistory(h, "products")).toBe(true)
    expect(hasSearchHistory(h, "news")).toBe(false)
    expect(clearSearchHistory(h, "products").products).toEqual([])
  })
  test("stored values are normalised", () => {
    expect(normalizeSearchHistory(null)).toEqual(emptySearchHistory())
    expect(normalizeSearchHistory("x")).toEqual(emptySearchHistory())
    expect(
      normalizeSearchHistory({ news: ["a", 3, "b", "a", " ", "c", "d", "e", "f"], forum: "x", other: ["y"] }),
    ).toEqual({ ...emptySearchHistory(), news: ["a", "b", "c", "d", "e"] })
  })
  test("targets: route paths and new tabs", () => {
    expect(Object.fromEntries(SEARCH_TYPES.map((t) => [t, searchPath(t)]))).toEqual({
      comprehensive: "/comprehensive",
      courses: "/video/search",
      products: "/product/search",
      science: "/healthy",
      news: "/news",
      forum: "/bbs",
      famous: "/famous",
    })
    expect(SEARCH_TYPES.filter(opensInNewTab)).toEqual(["forum", "famous"])
    expect(Object.values(SEARCH_TARGETS).every((t) => t.label.length > 0)).toBe(true)
  })
  test("query carries keyword and the caller's cache-buster", () => {
    expect(searchHref("courses", { keyword: " 面膜 ", m: 42 })).toBe("/video/search?keyword=%E9%9D%A2%E8%86%9C&m=42")
    expect(searchHref("forum", { keyword: "a b&c", m: "x" })).toBe("/bbs?keyword=a%20b%26c&m=x")
  })
  const keyword = fc.oneof(fc.constantFrom("面膜", "a", "b", " ", "", "护肤"), fc.string({ maxLength: 4 }))
  test.prop([fc.array(keyword, { maxLength: 30 })])("after any pushes: at most 5, no duplicates, no blanks, last pushed first", (keys) => {
    let list: ReadonlyArray<string> = []
    for (const k of keys) list = pushSearchHistory(list, k)
    expect(list.length).toBeLessThanOrEqual(5)
    expect(new Set(list).size).toBe(list.length)
    expect(list.every((k) => k.trim() === k && k !== "")).toBe(true)
    const lastNonBlank = [...keys].reverse().find((k) => k.trim() !== "")
    if (lastNonBlank !== undefined) expect(list[0]).toBe(lastNonBlank.trim())
  })
})
