/**
 * Date-range picker shortcuts (spec 1 §9). Every range runs from 00:00:00 of its first day to
 * 23:59:59 of its last day, local time, and is computed from a given `now`.
 */
import { formatDateTime } from "./time-ago.ts"

export type DateRange = readonly [start: Date, end: Date]

export type DateRangeShortcut = "today" | "yesterday" | "lastWeek" | "last30Days" | "thisMonth" | "thisQuarter"

export const DATE_RANGE_SHORTCUTS: ReadonlyArray<{ readonly key: DateRangeShortcut; readonly label: string }> = [
  { key: "today", label: "今天" },
  { key: "yesterday", label: "昨天" },
  { key: "lastWeek", label: "最近一周" },
  { key: "last30Days", label: "最近30天" },
  { key: "thisMonth", label: "本月" },
  { key: "thisQuarter", label: "本季度" },
]

export type DateRangeStep = "day" | "week"

export const DATE_RANGE_SHIFTS: ReadonlyArray<{
  readonly step: DateRangeStep
  readonly direction: -1 | 1
  readonly label: string
}> = [
  { step: "day", direction: -1, label: "前一天" },
  { step: "day", direction: 1, label: "后一天" },
  { step: "week", direction: -1, label: "前一周" },
  { step: "week", direction: 1, label: "后一周" },
]

const startOfDay = (y: number, m: number, d: number): Date => new Date(y, m, d, 0, 0, 0, 0)
const endOfDay = (y: number, m: number, d: number): Date => new Date(y, m, d, 23, 59, 59, 0)

/** Range over whole days, from the day `fromOffset` days after `now`'s date to `toOffset`. */
function dayRange(now: Date, fromOffset: number, toOffset: number): DateRange {
  const y = now.getFullYear()
  const m = now.getMonth()
  const d = now.getDate()
  return [startOfDay(y, m, d + fromOffset), endOfDay(y, m, d + toOffset)]
}

/**
 * today, yesterday; lastWeek = the 7 days ending today; last30Days = the 30 days ending today;
 * thisMonth and thisQuarter = the whole calendar month or quarter containing today.
 */
export function dateRangeFor(shortcut: DateRangeShortcut, now: Date): DateRange {
  const y = now.getFullYear()
  const m = now.getMonth()
  switch (shortcut) {
    case "today":
      return dayRange(now, 0, 0)
    case "yesterday":
      return dayRange(now, -1, -1)
    case "lastWeek":
      return dayRange(now, -6, 0)
    case "last30Days":
      return dayRange(now, -29, 0)
    case "thisMonth":
      return [startOfDay(y, m, 1), endOfDay(y, m + 1, 0)]
    case "thisQuarter": {
      const first = m - (m % 3)
      return [startOfDay(y, first, 1), endOfDay(y, first + 3, 0)]
    }
  }
}

/** Moves both ends by one day or one week, backwards (-1) or forwards (1), keeping the times of day. */
export function shiftDateRange(range: DateRange, step: DateRangeStep, direction: -1 | 1): DateRange {
  const days = (step === "day" ? 1 : 7) * direction
  const move = (date: Date): Date =>
    new Date(
      date.getFullYear(),
      date.getMonth(),
      date.getDate() + days,
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    )
  return [move(range[0]), move(range[1])]
}

/** The range as the two `YYYY-MM-DD HH:mm:ss` strings the list queries send. */
export function formatDateRange(range: DateRange): readonly [string, string] {
  return [formatDateTime(range[0]), formatDateTime(range[1])]
}
