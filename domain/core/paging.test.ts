import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import {
  canLoadMore,
  initialPageState,
  isEmptyList,
  nextPageQuery,
  pageReducer,
  PAGE_SIZES,
  totalPagesOf,
  type PageState,
} from "./paging.ts"

const loaded = <T>(state: PageState<T>, content: T[], total: { totalPages?: number; totalPage?: number }) =>
  pageReducer(state, { type: "page.loaded", page: state.page, response: { content, ...total } })

describe("paging (spec 1 §4, spec 2 §4, §9)", () => {
  test("page sizes", () => {
    expect(PAGE_SIZES).toEqual({ comments: 15, questions: 15, replies: 5 })
  })
  test("first load replaces, later loads append, refresh resets", () => {
    let s = initialPageState<number>()
    expect(canLoadMore(s)).toBe(false)
    s = loaded(s, [1, 2], { totalPages: 3 })
    expect(s).toEqual({ items: [1, 2], page: 1, total: 3, loaded: true })
    expect(canLoadMore(s)).toBe(true)
    s = loaded(s, [3, 4], { totalPages: 3 })
    s = loaded(s, [5], { totalPages: 3 })
    expect(s.items).toEqual([1, 2, 3, 4, 5])
    expect(canLoadMore(s)).toBe(false)
    s = pageReducer(s, { type: "page.refresh" })
    expect(s).toEqual(initialPageState())
    s = loaded(s, [9], { totalPages: 1 })
    expect(s.items).toEqual([9])
  })
  test("a late response for another page is ignored", () => {
    const s = loaded(initialPageState<number>(), [1], { totalPages: 3 })
    expect(pageReducer(s, { type: "page.loaded", page: 0, response: { content: [7], totalPages: 3 } })).toBe(s)
  })
  test("both spellings of the total", () => {
    expect(totalPagesOf({ content: [], totalPages: 4 })).toBe(4)
    expect(totalPagesOf({ content: [], totalPage: 2 })).toBe(2)
    expect(totalPagesOf({ content: [], totalPage: null })).toBe(0)
    expect(loaded(initialPageState(), [1], { totalPage: 2 }).total).toBe(2)
  })
  test("an empty list shows the empty text, not load-more", () => {
    const s = loaded(initialPageState(), [], { totalPage: 0 })
    expect(isEmptyList(s)).toBe(true)
    expect(canLoadMore(s)).toBe(false)
  })
  test("new and updated items", () => {
    let s = loaded(initialPageState<string>(), ["a"], { totalPage: 1 })
    s = pageReducer(s, { type: "item.added", item: "b" })
    expect(s.items).toEqual(["a", "b"])
    s = pageReducer(s, { type: "item.updated", index: 0, item: "A" })
    expect(s.items).toEqual(["A", "b"])
    expect(pageReducer(s, { type: "item.updated", index: 5, item: "x" })).toBe(s)
  })
  test("next query", () => {
    const s = loaded(initialPageState(), [1], { totalPages: 3 })
    expect(nextPageQuery(s, "replies", { questionId: 7 })).toEqual({ questionId: 7, page: 1, size: 5, sort: "createTime,desc" })
    expect(nextPageQuery(initialPageState(), "comments", { courseId: 1 })).toEqual({ courseId: 1, page: 0, size: 15, sort: "createTime,desc" })
  })
  test.prop([fc.array(fc.array(fc.nat(), { maxLength: 5 }), { minLength: 1, maxLength: 8 }), fc.nat(10)])(
    "after n loads: page n, every item in order, load-more while n differs from the total",
    (pages, total) => {
      let s = initialPageState<number>()
      for (const p of pages) s = loaded(s, p, { totalPages: total })
      expect(s.page).toBe(pages.length)
      expect(s.items).toEqual(pages.flat())
      expect(canLoadMore(s)).toBe(total > 0 && pages.length !== total)
    },
  )
})
