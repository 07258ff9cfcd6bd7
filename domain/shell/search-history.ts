/**
 * Search history and search targets (spec 1 §3, §5, §9). Storage-agnostic: pure functions over
 * a plain object; the browser adapter loads and saves it.
 */
import { SEARCH_HISTORY_MAX } from "../core/constants.ts"
import { buildQuery } from "./routes/query-string.ts"

export const SEARCH_TYPES = ["comprehensive", "courses", "products", "science", "news", "forum", "famous"] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export type SearchHistory = { readonly [K in SearchType]: ReadonlyArray<string> }

interface SearchTarget {
  readonly label: string
  readonly path: string
  readonly newTab: boolean
}

/** Label in the type selector, result page, and whether results open in a new tab. */
export const SEARCH_TARGETS: { readonly [K in SearchType]: SearchTarget } = {
  comprehensive: { label: "综合", path: "/comprehensive", newTab: false },
  courses: { label: "课程", path: "/video/search", newTab: false },
  products: { label: "商品", path: "/product/search", newTab: false },
  science: { label: "科普", path: "/healthy", newTab: false },
  news: { label: "资讯", path: "/news", newTab: false },
  forum: { label: "论坛", path: "/bbs", newTab: true },
  famous: { label: "名师", path: "/famous", newTab: true },
}

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === "string" && (SEARCH_TYPES as ReadonlyArray<string>).includes(value)
}

export function emptySearchHistory(): SearchHistory {
  return { comprehensive: [], courses: [], products: [], science: [], news: [], forum: [], famous: [] }
}

/**
 * Puts the keyword (trimmed) at the front, removing an earlier copy, keeping at most 5.
 * An empty or blank keyword leaves the list unchanged.
 */
export function pushSearchHistory(list: ReadonlyArray<string>, keyword: string): ReadonlyArray<string> {
  const k = keyword.trim()
  if (k === "") return list
  return [k, ...list.filter((item) => item !== k)].slice(0, SEARCH_HISTORY_MAX)
}

/** Records a keyword under one search type. */
export function addSearchKeyword(history: SearchHistory, type: SearchType, keyword: string): SearchHistory {
  const next = pushSearchHistory(history[type], keyword)
  return next === history[type] ? history : { ...history, [type]: next }
}

/** Clears one type's list. */
export function clearSearchHistory(history: SearchHistory, type: SearchType): SearchHistory {
  return { ...history, [type]: [] }
}

/** Whether the search box shows history on focus. */
export function hasSearchHistory(history: SearchHistory, type: SearchType): boolean {
  return history[type].length > 0
}

/**
 * Reads whatever storage held into a well-formed history: unknown keys and non-string entries
 * are dropped, blanks removed, duplicates and overflow cut.
 */
export function normalizeSearchHistory(raw: unknown): SearchHistory {
  const out: { [K in SearchType]: ReadonlyArray<string> } = emptySearchHistory()
  if (typeof raw !== "object" || raw === null) return out
  for (const type of SEARCH_TYPES) {
    const list: unknown = (raw as Record<string, unknown>)[type]
    if (!Array.isArray(list)) continue
    const strings = list.filter((v): v is string => typeof v === "string")
    out[type] = strings.reduceRight<ReadonlyArray<string>>((acc, k) => pushSearchHistory(acc, k), [])
  }
  return out
}

export function opensInNewTab(type: SearchType): boolean {
  return SEARCH_TARGETS[type].newTab
}

export function searchPath(type: SearchType): string {
  return SEARCH_TARGETS[type].path
}

export interface SearchQuery {
  readonly keyword: string
  /** Cache-buster chosen by the caller (e.g. a random number), so a repeated search reloads. */
  readonly m: string | number
}

/** The result page address: `/video/search?keyword=%E9%9D%A2%E8%86%9C&m=123`. */
export function searchHref(type: SearchType, query: SearchQuery): string {
  return `${searchPath(type)}${buildQuery({ keyword: query.keyword.trim(), m: query.m })}`
}
