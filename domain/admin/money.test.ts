import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { MONEY_DAILY_MAX_DAYS, MONEY_MESSAGES, validateDayRange } from "./money.ts"

const day = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))

describe("the money page's day range", () => {
  test("refuses days that do not exist, the wrong order and a daily range too long", () => {
    expect(validateDayRange("2026-02-30", "2026-03-01", false)).toEqual([MONEY_MESSAGES.dayFormat])
    expect(validateDayRange("2026-13-01", undefined, false)).toEqual([MONEY_MESSAGES.dayFormat])
    expect(validateDayRange("2026-3-1", undefined, false)).toEqual([MONEY_MESSAGES.dayFormat])
    expect(validateDayRange("2028-02-29", "2028-03-01", true)).toEqual([])
    expect(validateDayRange("2026-03-02", "2026-03-01", false)).toEqual([MONEY_MESSAGES.rangeOrder])
    expect(validateDayRange("2026-01-01", "2026-06-01", true)).toEqual([MONEY_MESSAGES.rangeTooLong])
    expect(validateDayRange(undefined, undefined, true)).toEqual([MONEY_MESSAGES.dayFormat])
    expect(validateDayRange(undefined, undefined, false)).toEqual([])
  })
  test.prop([day, fc.integer({ min: 0, max: MONEY_DAILY_MAX_DAYS - 1 })])("takes every real day and a range up to its limit", (from, n) => {
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
    expect(validateDayRange(from, to, true)).toEqual([])
  })
})
