/** The course catalogue: sort orders, price filters, page sizes and how lengths read (our design). */

export const COURSE_PAGE_SIZE = 12
export const TEACHER_PAGE_SIZE = 12
/** Cards of the home page's recommended-courses block. */
export const HOME_COURSE_COUNT = 8
/** Cards of the 猜你喜欢 list beside a course. */
export const LIKE_LIST_SIZE = 6

export type CourseSort = "default" | "new" | "hot" | "priceAsc" | "priceDesc"

export const COURSE_SORTS: ReadonlyArray<{ readonly key: CourseSort; readonly label: string }> = [
  { key: "default", label: "综合" },
  { key: "hot", label: "最热" },
  { key: "new", label: "最新" },
  { key: "priceAsc", label: "价格从低到高" },
  { key: "priceDesc", label: "价格从高到低" },
]

export type PriceFilter = "all" | "free" | "paid" | "vip"

export const PRICE_FILTERS: ReadonlyArray<{ readonly key: PriceFilter; readonly label: string }> = [
  { key: "all", label: "全部" },
  { key: "free", label: "免费" },
  { key: "paid", label: "付费" },
  { key: "vip", label: "VIP免费" },
]

export const isCourseSort = (value: string | null | undefined): value is CourseSort =>
  COURSE_SORTS.some((sort) => sort.key === value)

export const isPriceFilter = (value: string | null | undefined): value is PriceFilter =>
  PRICE_FILTERS.some((filter) => filter.key === value)

/** A keyword as searched: trimmed, inner blanks collapsed, at most 30 characters. */
export function normalizeKeyword(keyword: string | null | undefined): string {
  return Array.from((keyword ?? "").trim().replace(/\s+/g, " ")).slice(0, 30).join("")
}

/** `mm:ss`, or `h:mm:ss` from an hour on. Negative or broken values read 00:00. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const mm = String(m).padStart(2, "0")
  const ss = String(s).padStart(2, "0")
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`
}

/** A course's total length in words: 45秒, 12分钟, 2小时5分钟. */
export function formatCourseLength(seconds: number): string {
  const total = Math.max(0, Math.round(seconds))
  if (total < 60) return `${total}秒`
  return hoursAndMinutes(Math.round(total / 60))
}

/** Seconds studied in words for the timetable: 0分钟, 35分钟, 1小时20分钟. */
export function formatStudyTime(seconds: number): string {
  return hoursAndMinutes(Math.floor(Math.max(0, seconds) / 60))
}

/** Whole minutes in words: 35分钟, 2小时, 1小时20分钟. */
function hoursAndMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes}分钟`
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return m === 0 ? `${h}小时` : `${h}小时${m}分钟`
}

/** Sales as the cards show them: 1280人学习, 1.2万人学习. */
export function formatLearners(count: number): string {
  if (count >= 10_000) return `${(Math.floor(count / 1000) / 10).toString()}万人学习`
  return `${Math.max(0, Math.floor(count))}人学习`
}
