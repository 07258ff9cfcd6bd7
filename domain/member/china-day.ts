/**
 * Calendar days of the portal. Daily limits (sign-in, draws) and the sign-in week follow the
 * clock of mainland China (UTC+8, no daylight saving), whatever the server's own time zone.
 * A day is written `YYYY-MM-DD`.
 */

import { DAY } from "../core/durations.ts"

const CHINA_OFFSET_MS = 8 * 3_600_000

/** The shape of a day's text, `YYYY-MM-DD`, before asking whether the day exists (`isChinaDay`). */
export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Said of a day that is malformed (2026-3-1) or does not exist (2026-02-30). */
export const DAY_TEXT_MESSAGE = "请输入存在的日期，格式为 YYYY-MM-DD"

const pad = (n: number) => String(n).padStart(2, "0")

/** The day in China at this instant: `chinaDay(Date.UTC(2024, 10, 18, 16))` is `2024-11-19`. */
export function chinaDay(epochMs: number): string {
  const d = new Date(epochMs + CHINA_OFFSET_MS)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** The clock in China at this instant, `YYYY-MM-DDTHH:mm:ss` without a zone: `chinaClock(Date.UTC(2024, 10, 18, 16))` is `2024-11-19T00:00:00`. */
export function chinaClock(epochMs: number): string {
  return new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 19)
}

/** The clock in China at this instant as the portal's tables write it: `2024-11-19 00:00:00`. */
export function chinaDateTime(epochMs: number): string {
  return chinaClock(epochMs).replace("T", " ")
}

/** Midnight in China of a day, as an instant. */
export function chinaMidnight(day: string): number {
  const m = DAY_PATTERN.exec(day)
  if (m === null) throw new RangeError(`not a day: ${day}`)
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - CHINA_OFFSET_MS
}

/** Whether the text is a day that exists: `2026-02-28`, not `2026-02-30` nor `2026-2-28`. */
export function isChinaDay(text: string): boolean {
  return DAY_PATTERN.test(text) && chinaDay(chinaMidnight(text)) === text
}

/** The longest range of days a dashboard (图文数据, video data, the shop's sales) reads at once. */
export const DASHBOARD_MAX_DAYS = 92

/** The day `n` days after (or before, for negative `n`) this one. */
export function addDays(day: string, n: number): string {
  return chinaDay(chinaMidnight(day) + n * DAY)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((chinaMidnight(to) - chinaMidnight(from)) / DAY)
}

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(day: string): number {
  const sundayFirst = new Date(chinaMidnight(day) + CHINA_OFFSET_MS).getUTCDay()
  return (sundayFirst + 6) % 7
}

export const WEEKDAY_LABELS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"] as const

/** The seven days, Monday to Sunday, of the week holding this day. */
export function weekOf(day: string): ReadonlyArray<string> {
  const monday = addDays(day, -weekdayIndex(day))
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i))
}

/** `11-18` from `2024-11-18`. */
export function shortDay(day: string): string {
  return day.slice(5)
}
