import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { accessReason, isVipActive, playModeOf, priceFor, vipPriceLabel } from "./access.ts"
import { formatClock, formatCourseLength, formatLearners, formatStudyTime, isCourseSort, isPriceFilter, normalizeKeyword } from "./catalog.ts"
import { commentMediaProblem, isSitePath } from "./comment-media.ts"
import { lensAt, shiftThumbWindow, thumbWindowStart } from "./magnifier.ts"
import { COURSE_MESSAGES } from "./messages.ts"
import { chinaDate, isLessonDone, lastChinaDays, percentDone, pickResume, resumeOffer, studyIncrement, weekdayLabel } from "./progress.ts"
import { cents } from "../core/money.ts"

const course = fc.record({
  priceCents: fc.integer({ min: 0, max: 100_000 }).map(cents),
  vipPriceCents: fc.option(fc.integer({ min: 0, max: 100_000 }).map(cents), { nil: null }),
  vipFree: fc.boolean(),
})

const priced = (price: number, vipPrice: number | null, vipFree: boolean) => ({ priceCents: cents(price), vipPriceCents: vipPrice === null ? null : cents(vipPrice), vipFree })

describe("course access", () => {
  test.prop([course, fc.boolean(), fc.boolean()])("a free course is open; a buyer always learns; a VIP only free-for-VIP courses", (c, purchased, vipActive) => {
    const reason = accessReason(c, { purchased, vipActive })
    if (c.priceCents === 0) expect(reason).toBe("free")
    else if (purchased) expect(reason).toBe("purchased")
    else if (vipActive && c.vipFree) expect(reason).toBe("vip")
    else expect(reason).toBeNull()
  })

  test.prop([course, fc.boolean()])("the price is never above the list price nor below zero; VIPs pay less only when a lower VIP price exists", (c, vip) => {
    const price = priceFor(c, vip)
    expect(price).toBeGreaterThanOrEqual(0)
    expect(price).toBeLessThanOrEqual(c.priceCents)
    if (!vip) expect(price).toBe(c.priceCents)
  })

  it("prices and labels examples", () => {
    expect(priceFor(priced(9900, 4900, false), true)).toBe(4900)
    expect(priceFor(priced(9900, 12_900, false), true)).toBe(9900)
    expect(priceFor(priced(9900, null, true), true)).toBe(0)
    expect(vipPriceLabel(priced(9900, null, true))).toBe("VIP免费")
    expect(vipPriceLabel(priced(9900, 4900, false))).toBe("VIP价")
    expect(vipPriceLabel(priced(0, null, false))).toBeNull()
    expect(vipPriceLabel(priced(9900, null, false))).toBeNull()
  })

  it("plays all for the entitled, the preview when there is one, else nothing", () => {
    expect(playModeOf(true, 0)).toBe("full")
    expect(playModeOf(true, 10)).toBe("full")
    expect(playModeOf(false, 10)).toBe("preview")
    expect(playModeOf(false, 0)).toBe("locked")
    expect(isVipActive(null, 1000)).toBe(false)
    expect(isVipActive(2000, 1000)).toBe(true)
    expect(isVipActive(1000, 1000)).toBe(false)
  })
})

describe("catalogue helpers", () => {
  it("formats clocks, lengths, study time and learners", () => {
    expect(formatClock(0)).toBe("00:00")
    expect(formatClock(75.9)).toBe("01:15")
    expect(formatClock(3725)).toBe("1:02:05")
    expect(formatClock(-3)).toBe("00:00")
    expect(formatClock(Number.NaN)).toBe("00:00")
    expect(formatCourseLength(45)).toBe("45秒")
    expect(formatCourseLength(240)).toBe("4分钟")
    expect(formatCourseLength(7500)).toBe("2小时5分钟")
    expect(formatCourseLength(7200)).toBe("2小时")
    expect(formatStudyTime(59)).toBe("0分钟")
    expect(formatStudyTime(4800)).toBe("1小时20分钟")
    expect(formatLearners(1280)).toBe("1280人学习")
    expect(formatLearners(12_345)).toBe("1.2万人学习")
    expect(formatLearners(30_000)).toBe("3万人学习")
  })

  test.prop([fc.string()])("a keyword is trimmed, single-spaced and at most 30 characters", (raw) => {
    const k = normalizeKeyword(raw)
    expect(Array.from(k).length).toBeLessThanOrEqual(30)
    expect(k).toBe(k.trim())
    expect(k).not.toMatch(/\s{2}/)
  })

  it("knows its sorts and price filters", () => {
    expect(isCourseSort("hot")).toBe(true)
    expect(isCourseSort("random")).toBe(false)
    expect(isPriceFilter("vip")).toBe(true)
    expect(isPriceFilter(null)).toBe(false)
  })
})

describe("comment media", () => {
  it("takes up to nine pictures and one video, on this site", () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => ({ type: "image" as const, url: `/uploads/comment/${i}.png` }))
    expect(commentMediaProblem([])).toBeNull()
    expect(commentMediaProblem([...images(9), { type: "video", url: "/uploads/v.mp4" }])).toBeNull()
    expect(commentMediaProblem(images(10))).toBe(COURSE_MESSAGES.tooManyMedia)
    expect(commentMediaProblem([{ type: "video", url: "/a.mp4" }, { type: "video", url: "/b.mp4" }])).toBe(COURSE_MESSAGES.tooManyMedia)
    expect(commentMediaProblem([{ type: "image", url: "https://x.example/a.png" }])).toBe(COURSE_MESSAGES.badMedia)
    for (const bad of ["//x.example/a.png", "/a/../b.png", "javascript:alert(1)", "/a b.png", "/a?.png", ""]) expect(isSitePath(bad), bad).toBe(false)
    expect(isSitePath("/course/comments/comment-1.svg")).toBe(true)
  })
})

describe("magnifier", () => {
  const box = { width: 400, height: 400, zoom: 3 }
  test.prop([fc.double({ min: -100, max: 500, noNaN: true }), fc.double({ min: -100, max: 500, noNaN: true })])(
    "the lens stays inside the picture and the panel shows what is under it",
    (x, y) => {
      const lens = lensAt(x, y, box)
      expect(lens.lensX).toBeGreaterThanOrEqual(0)
      expect(lens.lensY).toBeGreaterThanOrEqual(0)
      expect(lens.lensX + lens.lensWidth).toBeLessThanOrEqual(400 + 1e-9)
      expect(lens.lensY + lens.lensHeight).toBeLessThanOrEqual(400 + 1e-9)
      expect(lens.backgroundX).toBeCloseTo(-lens.lensX * 3)
      expect(lens.backgroundWidth).toBe(1200)
      // The panel (400 wide) never shows past the zoomed picture's edge.
      expect(lens.backgroundX - 400).toBeGreaterThanOrEqual(-1200 - 1e-9)
    },
  )

  test.prop([fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: -5, max: 25 })])(
    "the thumbnail window shows the selected one and stays within the list",
    (count, selectedRaw, start) => {
      const selected = count === 0 ? 0 : selectedRaw % count
      const first = thumbWindowStart(selected, count, start)
      expect(first).toBeGreaterThanOrEqual(0)
      expect(first).toBeLessThanOrEqual(Math.max(0, count - 4))
      if (count > 0) {
        expect(selected).toBeGreaterThanOrEqual(first)
        expect(selected).toBeLessThan(first + 4)
      }
    },
  )

  it("moves the window with the arrows, within the list", () => {
    expect(shiftThumbWindow(0, 1, 6)).toBe(1)
    expect(shiftThumbWindow(2, 1, 6)).toBe(2)
    expect(shiftThumbWindow(0, -1, 6)).toBe(0)
    expect(shiftThumbWindow(0, 1, 3)).toBe(0)
    expect(thumbWindowStart(5, 6, 0)).toBe(2)
    expect(thumbWindowStart(0, 6, 2)).toBe(0)
  })
})

describe("progress and resume", () => {
  it("picks the newer saved position", () => {
    const a = { position: 40, at: 2000 }
    const b = { position: 10, at: 3000 }
    expect(pickResume(a, b)).toBe(b)
    expect(pickResume(a, null)).toBe(a)
    expect(pickResume(null, b)).toBe(b)
    expect(pickResume(null, null)).toBeNull()
    expect(pickResume({ position: 5, at: 1 }, { position: 7, at: 1 })).toEqual({ position: 7, at: 1 })
  })

  test.prop([fc.double({ min: -10, max: 4000, noNaN: true }), fc.integer({ min: 0, max: 3600 }), fc.integer({ min: 0, max: 100 })])(
    "offers only a position past the start, before the end and within the preview",
    (saved, duration, limit) => {
      const offer = resumeOffer(saved, duration, limit)
      if (offer === 0) return
      expect(offer).toBeGreaterThanOrEqual(3)
      if (duration > 0) expect(offer).toBeLessThan(duration - 3)
      if (limit > 0) expect(offer).toBeLessThan(limit)
      expect(Number.isInteger(offer)).toBe(true)
    },
  )

  it("resume examples", () => {
    expect(resumeOffer(12.7, 30)).toBe(12)
    expect(resumeOffer(2, 30)).toBe(0)
    expect(resumeOffer(28, 30)).toBe(0)
    expect(resumeOffer(12, 30, 10)).toBe(0)
    expect(resumeOffer(8, 30, 10)).toBe(8)
    expect(resumeOffer(120, 0)).toBe(120)
  })

  test.prop([fc.option(fc.integer({ min: 0, max: 4000 }), { nil: null }), fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 600_000 })])(
    "a report adds at most 10 seconds, never more than the time that passed, and nothing backwards",
    (previous, next, elapsed) => {
      const step = studyIncrement(previous, next, elapsed)
      expect(step).toBeGreaterThanOrEqual(0)
      expect(step).toBeLessThanOrEqual(10)
      expect(step).toBeLessThanOrEqual(Math.floor(elapsed / 1000) + 1)
      if (previous === null || next <= previous) expect(step).toBe(0)
    },
  )

  it("counts a lesson learned near its end, and percentages", () => {
    expect(isLessonDone(27, 30)).toBe(true)
    expect(isLessonDone(26, 30)).toBe(true)
    expect(isLessonDone(20, 30)).toBe(false)
    expect(isLessonDone(10, 0)).toBe(false)
    expect(percentDone(1, 3)).toBe(33)
    expect(percentDone(3, 3)).toBe(100)
    expect(percentDone(1, 0)).toBe(0)
  })

  it("names days in China time", () => {
    const evening = Date.UTC(2026, 10, 21, 17, 0) // 01:00 on the 22nd in Beijing
    expect(chinaDate(evening)).toBe("2026-11-22")
    expect(lastChinaDays(evening, 3)).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"])
    expect(weekdayLabel("2026-11-22")).toBe("周日")
    expect(weekdayLabel("2026-11-23")).toBe("周一")
  })
})
