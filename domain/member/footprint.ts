/**
 * 我的足迹 /footmark (spec 1 §2.2): the courses, products and articles a member opened, newest
 * first and grouped by day, as Chinese malls keep them: one entry per item (opening it again
 * moves it to now), kept FOOTPRINT_KEEP_DAYS days and at most FOOTPRINT_MAX entries; the
 * member removes single entries or clears them all.
 */
import { DAY } from "../core/durations.ts"
import { chinaDay } from "./china-day.ts"
import { FAVORITE_TYPE_LABELS, type FavoriteTargetType } from "./collection.ts"

export const FOOTPRINT_KEEP_DAYS = 30
export const FOOTPRINT_MAX = 200

export const FOOTPRINT_MESSAGES = {
  empty: "暂无浏览记录",
  confirmClear: "确定清空全部足迹吗？清空后无法恢复。",
  cleared: "足迹已清空",
  removed: "已删除",
} as const

/** The kinds of content a footprint points at: those that can also be favourites. */
export const FOOTPRINT_TYPE_LABELS: Readonly<Record<FavoriteTargetType, string>> = FAVORITE_TYPE_LABELS

export interface FootprintTarget {
  readonly targetType: FavoriteTargetType
  readonly targetId: number
}

const ID = /^[1-9]\d{0,9}$/
const idOf = (raw: string | null | undefined): number | null => {
  if (!raw || !ID.test(raw)) return null
  const n = Number(raw)
  return n <= 2_147_483_647 ? n : null
}
const target = (targetType: FavoriteTargetType, raw: string | null | undefined): FootprintTarget | null => {
  const targetId = idOf(raw)
  return targetId === null ? null : { targetType, targetId }
}

/**
 * The item a page shows, from its path and query, or null for a page that is not an item's:
 * /video/detail?id=3 and /image/detail/3 (course), /product/detail/3 (product),
 * /news/detail?id=3 (article), /healthy?id=3 and /cosmeto?id=3 (science).
 */
export function footprintTarget(pathname: string, search: string): FootprintTarget | null {
  const query = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search)
  if (pathname === "/video/detail") return target("course", query.get("id"))
  if (pathname === "/news/detail") return target("article", query.get("id"))
  if (pathname === "/healthy" || pathname === "/cosmeto") return target("science", query.get("id"))
  const image = /^\/image\/detail\/([^/]+)$/.exec(pathname)
  if (image) return target("course", image[1])
  const product = /^\/product\/detail\/([^/]+)$/.exec(pathname)
  if (product) return target("product", product[1])
  return null
}

/** 今天, 昨天, 11月20日 in this year, 2025年12月31日 before it. */
export function dayLabel(day: string, now: number): string {
  const today = chinaDay(now)
  if (day === today) return "今天"
  if (day === chinaDay(now - DAY)) return "昨天"
  const [y, m, d] = day.split("-").map(Number)
  return day.slice(0, 4) === today.slice(0, 4) ? `${m}月${d}日` : `${y}年${m}月${d}日`
}

/** Entries (newest first) in day groups, newest day first, keeping their order. */
export function groupByDay<T extends { readonly viewTime: string }>(items: ReadonlyArray<T>, now: number): ReadonlyArray<{ day: string; label: string; items: ReadonlyArray<T> }> {
  const groups: { day: string; label: string; items: T[] }[] = []
  for (const item of items) {
    const day = chinaDay(Date.parse(item.viewTime))
    const last = groups.at(-1)
    if (last && last.day === day) last.items.push(item)
    else groups.push({ day, label: dayLabel(day, now), items: [item] })
  }
  return groups
}
