import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { dropPage, emptyKeepAlive, hidePages, scrollTargetFor, showPage, type KeepAliveState } from "./keep-alive-cache.ts"

const visit = (state: KeepAliveState<string>, key: string, max = 3) => showPage(state, key, () => `page ${key}`, max)

describe("keep-alive cache", () => {
  it("creates a page once and reuses it on return", () => {
    let made = 0
    const a = showPage(emptyKeepAlive<number>(), "/", () => ++made)
    const b = showPage(a.state, "/news", () => ++made)
    const back = showPage(b.state, "/", () => ++made)
    expect(a.reused).toBe(false)
    expect(back.reused).toBe(true)
    expect(made).toBe(2)
    expect(back.state.activeKey).toBe("/")
    expect(back.state.entries.find((e) => e.key === "/")?.value).toBe(1)
  })

  it("keys by full path: another query is another page", () => {
    const s = visit(visit(emptyKeepAlive(), "/news?keyword=a").state, "/news?keyword=b").state
    expect(s.entries.map((e) => e.key)).toEqual(["/news?keyword=a", "/news?keyword=b"])
  })

  it("drops the least recently shown page beyond the bound, keeping first-shown order", () => {
    let s = emptyKeepAlive<string>()
    for (const key of ["/a", "/b", "/c", "/a", "/d"]) s = visit(s, key).state
    expect(s.entries.map((e) => e.key)).toEqual(["/a", "/c", "/d"])
  })

  it("hides all pages while a standalone page shows, and keeps them", () => {
    const s = hidePages(visit(emptyKeepAlive(), "/").state)
    expect(s.activeKey).toBeNull()
    expect(visit(s, "/").reused).toBe(true)
  })

  it("forgets a dropped page", () => {
    const s = dropPage(visit(emptyKeepAlive(), "/").state, "/")
    expect(s.entries).toEqual([])
    expect(s.activeKey).toBeNull()
    expect(visit(s, "/").reused).toBe(false)
  })

  it("returns the same state when the page already shows", () => {
    const s = visit(emptyKeepAlive(), "/").state
    expect(visit(s, "/").state).toBe(s)
  })

  test.prop([fc.array(fc.constantFrom("/", "/a", "/b", "/c", "/d", "/e"), { minLength: 1, maxLength: 50 }), fc.integer({ min: 1, max: 5 })])(
    "never holds more than the bound, always holds the page on screen, never duplicates a key",
    (keys, max) => {
      let s = emptyKeepAlive<string>()
      for (const key of keys) s = visit(s, key, max).state
      expect(s.entries.length).toBeLessThanOrEqual(max)
      expect(s.entries.some((e) => e.key === keys[keys.length - 1])).toBe(true)
      expect(new Set(s.entries.map((e) => e.key)).size).toBe(s.entries.length)
      // The kept pages are the most recently shown distinct ones.
      const recent = [...new Set([...keys].reverse())].slice(0, max).sort()
      expect(s.entries.map((e) => e.key).sort()).toEqual(recent)
    },
  )
})

describe("scroll target", () => {
  it("restores the saved position only when going back or forward to a kept page", () => {
    expect(scrollTargetFor("pop", true, 820)).toBe(820)
    expect(scrollTargetFor("pop", false, 820)).toBe(0)
    expect(scrollTargetFor("push", true, 820)).toBe(0)
    expect(scrollTargetFor("replace", true, 820)).toBe(0)
    expect(scrollTargetFor("initial", true, 820)).toBe(0)
    expect(scrollTargetFor("pop", true, undefined)).toBe(0)
  })
})
