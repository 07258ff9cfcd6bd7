import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { chinaDay } from "./china-day.ts"
import { dayLabel, footprintTarget, groupByDay } from "./footprint.ts"

describe("我的足迹", () => {
  it("knows the item of each detail page", () => {
    expect(footprintTarget("/video/detail", "?id=12")).toEqual({ targetType: "course", targetId: 12 })
    expect(footprintTarget("/image/detail/7", "")).toEqual({ targetType: "course", targetId: 7 })
    expect(footprintTarget("/product/detail/3", "")).toEqual({ targetType: "product", targetId: 3 })
    expect(footprintTarget("/news/detail", "id=5")).toEqual({ targetType: "article", targetId: 5 })
    expect(footprintTarget("/healthy", "?id=9&m=1")).toEqual({ targetType: "science", targetId: 9 })
    expect(footprintTarget("/cosmeto", "?id=9")).toEqual({ targetType: "science", targetId: 9 })
    for (const [path, search] of [["/healthy", ""], ["/video/detail", "?id=abc"], ["/video/detail", "?id=0"], ["/product/detail/99999999999", ""], ["/video", "?id=3"], ["/product/detail/3/x", ""]]) {
      expect(footprintTarget(path ?? "", search ?? "")).toBeNull()
    }
  })

  it("never answers an id outside the 32-bit column", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (raw) => {
        const found = footprintTarget("/video/detail", `?id=${encodeURIComponent(raw)}`)
        if (found) expect(found.targetId >= 1 && found.targetId <= 2_147_483_647 && String(found.targetId) === raw).toBe(true)
      }),
    )
  })

  it("names days in China's time: 今天, 昨天, then dates", () => {
    const now = Date.parse("2026-11-23T02:00:00Z") // 10:00 in Beijing
    expect(chinaDay(Date.parse("2026-11-22T16:30:00Z"))).toBe("2026-11-23")
    expect(dayLabel("2026-11-23", now)).toBe("今天")
    expect(dayLabel("2026-11-22", now)).toBe("昨天")
    expect(dayLabel("2026-11-02", now)).toBe("11月2日")
    expect(dayLabel("2025-12-31", now)).toBe("2025年12月31日")
  })

  it("groups newest-first entries by day without losing or reordering any", () => {
    const now = Date.parse("2026-11-23T02:00:00Z")
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 * 86_400_000 }), { maxLength: 30 }), (ages) => {
        const items = [...ages].sort((a, b) => a - b).map((age, i) => ({ i, viewTime: new Date(now - age).toISOString() }))
        const groups = groupByDay(items, now)
        expect(groups.flatMap((g) => g.items)).toEqual(items)
        expect(new Set(groups.map((g) => g.day)).size).toBe(groups.length)
      }),
    )
  })
})
