import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { Schema } from "effect"
import { DashboardDays } from "./endpoints/common.ts"
import { addDays, chinaClock, chinaDateTime, chinaDay, chinaMidnight, daysBetween, isChinaDay, shortDay, weekdayIndex, weekOf } from "./china-day.ts"

const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) })

describe("days in China time", () => {
  test("the day turns at 16:00 UTC (midnight in Beijing)", () => {
    expect(chinaDay(Date.UTC(2024, 10, 18, 15, 59, 59))).toBe("2024-11-18")
    expect(chinaDay(Date.UTC(2024, 10, 18, 16, 0, 0))).toBe("2024-11-19")
    expect(chinaMidnight("2024-11-19")).toBe(Date.UTC(2024, 10, 18, 16))
  })
  test("the clock reads Beijing time, eight hours ahead of UTC", () => {
    expect(chinaClock(Date.UTC(2024, 10, 18, 15, 59, 59))).toBe("2024-11-18T23:59:59")
    expect(chinaClock(Date.UTC(2024, 10, 18, 16, 0, 0))).toBe("2024-11-19T00:00:00")
    expect(chinaDateTime(Date.UTC(2024, 10, 18, 16, 0, 5))).toBe("2024-11-19 00:00:05")
  })
  test.prop([instant])("the clock's date is the instant's day", (ms) => {
    expect(chinaClock(ms).slice(0, 10)).toBe(chinaDay(ms))
    expect(Date.parse(`${chinaClock(ms)}+08:00`)).toBe(ms - (ms % 1000))
  })
  test("a day must exist and be written in full", () => {
    expect(["2026-02-28", "2028-02-29", "2026-12-31"].every(isChinaDay)).toBe(true)
    expect(["2026-02-30", "2026-02-29", "2026-13-01", "2026-00-10", "2026-2-28", "", "2026-02-28 "].some(isChinaDay)).toBe(false)
  })
  test("a dashboard's range takes days that exist and refuses the rest", () => {
    const decode = Schema.decodeUnknownExit(DashboardDays)
    expect(decode({ from: "2026-02-01", to: "2026-02-28" })._tag).toBe("Success")
    expect(decode({ from: "2026-02-01", to: "2026-02-30" })._tag).toBe("Failure")
    expect(decode({ from: "2026-2-1", to: "2026-02-28" })._tag).toBe("Failure")
  })
  test.prop([instant])("every instant's day is a day", (ms) => {
    expect(isChinaDay(chinaDay(ms))).toBe(true)
  })
  test.prop([instant])("an instant lies within its day", (ms) => {
    const day = chinaDay(ms)
    expect(ms - chinaMidnight(day)).toBeGreaterThanOrEqual(0)
    expect(ms - chinaMidnight(day)).toBeLessThan(86_400_000)
  })
  test.prop([instant, fc.integer({ min: -400, max: 400 })])("adding days and counting them agree", (ms, n) => {
    const day = chinaDay(ms)
    expect(daysBetween(day, addDays(day, n))).toBe(n)
  })
  test("weeks run Monday to Sunday", () => {
    expect(weekdayIndex("2024-11-18")).toBe(0)
    expect(weekdayIndex("2024-11-24")).toBe(6)
    expect(weekOf("2024-11-20")).toEqual(["2024-11-18", "2024-11-19", "2024-11-20", "2024-11-21", "2024-11-22", "2024-11-23", "2024-11-24"])
    expect(weekOf("2024-12-31")[0]).toBe("2024-12-30")
    expect(shortDay("2024-11-20")).toBe("11-20")
  })
  test.prop([instant])("a day's week holds it, starts on a Monday and has seven consecutive days", (ms) => {
    const day = chinaDay(ms)
    const week = weekOf(day)
    expect(week).toContain(day)
    expect(weekdayIndex(week[0] ?? "")).toBe(0)
    week.forEach((d, i) => expect(daysBetween(week[0] ?? "", d)).toBe(i))
  })
})
