/**
 * Relative times. Both forms take the moment and "now" explicitly, so they are pure.
 * Moments may be a Date, epoch milliseconds, or text ("YYYY-MM-DD HH:mm:ss" read as local
 * time, or any ISO 8601 form). Unreadable input gives "".
 */
import { JUST_NOW_SECONDS } from "./constants.ts"

export type Moment = Date | number | string

const LOCAL_DATETIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/

/** Epoch milliseconds of a moment, or NaN. */
export function toEpochMs(moment: Moment): number {
  if (moment instanceof Date) return moment.getTime()
  if (typeof moment === "number") return moment
  const m = LOCAL_DATETIME.exec(moment.trim())
  if (m !== null) {
    const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0))
    return new Date(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0).getTime()
  }
  return Date.parse(moment)
}

const pad2 = (n: number): string => String(n).padStart(2, "0")

/** Local calendar date `YYYY-MM-DD`. */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`
}

/** Local `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`
}

const MINUTE = 60
const HOUR = 3600
const DAY = 86400

function elapsedSeconds(then: Moment, now: Moment): number {
  return Math.floor((toEpochMs(now) - toEpochMs(then)) / 1000)
}

/** The start both scales share: "" for a moment that cannot be read, 刚刚, N分钟前, N小时前; null from a day on. */
function withinADay(s: number): string | null {
  if (Number.isNaN(s)) return ""
  if (s < JUST_NOW_SECONDS) return "刚刚"
  if (s < HOUR) return `${Math.max(1, Math.floor(s / MINUTE))}分钟前`
  if (s < DAY) return `${Math.floor(s / HOUR)}小时前`
  return null
}

/**
 * Long scale: under 30 s 刚刚, then N分钟前, N小时前, N天前 (under 7 days), N周前 (under 30 days),
 * N个月前 (30-day months, under 365 days), N年前. Moments in the future read 刚刚.
 */
export function timeAgo(then: Moment, now: Moment): string {
  const s = elapsedSeconds(then, now)
  const recent = withinADay(s)
  if (recent !== null) return recent
  const days = Math.floor(s / DAY)
  if (days < 7) return `${days}天前`
  if (days < 30) return `${Math.floor(days / 7)}周前`
  if (days < 365) return `${Math.floor(days / 30)}个月前`
  return `${Math.floor(days / 365)}年前`
}

/**
 * Short scale (lists): under 30 s 刚刚, then N分钟前, N小时前, 1天前 (24 to 48 hours), then the
 * local date YYYY-MM-DD of the moment.
 */
export function timeAgoShort(then: Moment, now: Moment): string {
  const s = elapsedSeconds(then, now)
  const recent = withinADay(s)
  if (recent !== null) return recent
  if (s < 2 * DAY) return "1天前"
  return formatDate(new Date(toEpochMs(then)))
}
