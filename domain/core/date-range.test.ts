import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { DATE_RANGE_SHORTCUTS, dateRangeFor, formatDateRange, shiftDateRange, type DateRangeShortcut } from "./date-range.ts"

const now = new Date(2024, 4, 15, 10, 30, 0) // Wednesday 15 May 2024
const fmt = (s: DateRangeShortcut, at = now) => formatDateRange(dateRangeFor(s, at))

describe("date-range shortcuts", () => {
  test("labels", () => {
    expect(DATE_RANGE_SHORTCUTS.map((s) => s.label)).toEqual(["今天", "昨天", "最近一周", "最近30天", "本月", "本季度"])
  })
  test("rows", () => {
    expect(fmt("today")).toEqual(["2024-05-15 00:00:00", "2024-05-15 23:59:59"])
    expect(fmt("yesterday")).toEqual(["2024-05-14 00:00:00", "2024-05-14 23:59:59"])
    expect(fmt("lastWeek")).toEqual(["2024-05-09 00:00:00", "2024-05-15 23:59:59"])
    expect(fmt("last30Days")).toEqual(["2024-04-16 00:00:00", "2024-05-15 23:59:59"])
    expect(fmt("thisMonth")).toEqual(["2024-05-01 00:00:00", "2024-05-31 23:59:59"])
    expect(fmt("thisQuarter")).toEqual(["2024-04-01 00:00:00", "2024-06-30 23:59:59"])
    expect(fmt("thisMonth", new Date(2024, 1, 10))).toEqual(["2024-02-01 00:00:00", "2024-02-29 23:59:59"])
    expect(fmt("thisQuarter", new Date(2024, 11, 31))).toEqual(["2024-10-01 00:00:00", "2024-12-31 23:59:59"])
    expect(fmt("yesterday", new Date(2024, 0, 1))).toEqual(["2023-12-31 00:00:00", "2023-12-31 23:59:59"])
  })
  test("shift by a day or a week", () => {
    const today = dateRangeFor("today", now)
    expect(formatDateRange(shiftDateRange(today, "day", -1))).toEqual(["2024-05-14 00:00:00", "2024-05-14 23:59:59"])
    expect(formatDateRange(shiftDateRange(today, "day", 1))).toEqual(["2024-05-16 00:00:00", "2024-05-16 23:59:59"])
    expect(formatDateRange(shiftDateRange(today, "week", -1))).toEqual(["2024-05-08 00:00:00", "2024-05-08 23:59:59"])
    expect(formatDateRange(shiftDateRange(dateRangeFor("lastWeek", now), "week", 1))).toEqual(["2024-05-16 00:00:00", "2024-05-22 23:59:59"])
  })
  const anyDay = fc.date({ min: new Date(1990, 0, 1), max: new Date(2090, 0, 1), noInvalidDate: true })
  test.prop([anyDay, fc.constantFrom<DateRangeShortcut>("today", "yesterday", "lastWeek", "last30Days", "thisMonth", "thisQuarter")])(
    "every range runs from 00:00:00 to 23:59:59 and covers the right days",
    (at, s) => {
      const [a, b] = fmt(s, at)
      expect(a.endsWith(" 00:00:00")).toBe(true)
      expect(b.endsWith(" 23:59:59")).toBe(true)
      const [start, end] = dateRangeFor(s, at)
      expect(start.getTime()).toBeLessThan(end.getTime())
      const days = Math.round((end.getTime() - start.getTime()) / 86400000)
      if (s === "lastWeek") expect(days).toBe(7)
      if (s === "last30Days") expect(days).toBe(30)
      if (s !== "yesterday") expect(end.getTime()).toBeGreaterThanOrEqual(Math.floor(at.getTime() / 1000) * 1000)
    },
  )
  test.prop([anyDay, fc.constantFrom<"day" | "week">("day", "week")])("shifting back and forth returns the same range", (at, step) => {
    const r = dateRangeFor("lastWeek", at)
    expect(formatDateRange(shiftDateRange(shiftDateRange(r, step, 1), step, -1))).toEqual(formatDateRange(r))
  })
})
