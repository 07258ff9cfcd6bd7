/**
 * 综合搜索 (spec 1 §2.2 /comprehensive, §9): one keyword searched in every area at once. Each
 * section holds the area's total and its first hits; "查看全部" leads to the area's own search
 * page, forum and famous-teacher searches in a new tab (spec 1 §9).
 */
import { Schema } from "effect"
import { Count } from "../core/entities/common.ts"
import { buildQuery } from "../shell/routes/query-string.ts"
import { SEARCH_TARGETS, type SearchType } from "../shell/search-history.ts"
import { highlightRanges, mergeRanges, type HighlightRange } from "./highlight.ts"

export const SITE_SEARCH_SECTIONS = ["courses", "products", "science", "news", "forum", "teachers", "leaflets"] as const
export type SiteSearchSection = (typeof SITE_SEARCH_SECTIONS)[number]

/** Section headings, in the order the page shows them. */
export const SITE_SEARCH_LABELS: { readonly [K in SiteSearchSection]: string } = {
  courses: "课程",
  products: "商品",
  science: "科普/美容文章",
  news: "资讯",
  forum: "论坛帖子",
  teachers: "讲师",
  leaflets: "说明书",
}

/** Hits shown per section; the area's page has the rest. */
export const SITE_SEARCH_HITS = 4
/** Hits read from an area's own search before ranking the first few. */
export const SITE_SEARCH_CANDIDATES = 12
/** A keyword as searched: trimmed, inner blanks collapsed, at most 30 characters. */
const SITE_SEARCH_KEYWORD_MAX = 30

export const SITE_SEARCH_MESSAGES = {
  keywordRequired: "请输入搜索关键词",
  nothingFound: "没有找到相关内容",
  sectionEmpty: "暂无相关结果",
  failed: "搜索失败，请稍后重试",
} as const

export function normalizeSiteKeyword(keyword: string | null | undefined): string {
  return Array.from((keyword ?? "").trim().replace(/\s+/g, " ")).slice(0, SITE_SEARCH_KEYWORD_MAX).join("")
}

/**
 * The words a keyword is searched and marked by: the keyword itself, then its segmented words of
 * two characters or more, longest first (segmentation is the caller's: the server uses jieba).
 */
export function searchTerms(keyword: string, words: ReadonlyArray<string>): ReadonlyArray<string> {
  const k = keyword.toLowerCase()
  const rest = words.map((w) => w.toLowerCase()).filter((w) => Array.from(w).length >= 2 && w !== k)
  return [...new Set([k, ...rest.sort((a, b) => b.length - a.length)])].filter((w) => w !== "")
}

const Range = Schema.Struct({ start: Count, end: Count })

export const SiteSearchHit = Schema.Struct({
  id: Count,
  title: Schema.String,
  titleMarks: Schema.Array(Range),
  summary: Schema.String,
  summaryMarks: Schema.Array(Range),
  /** A picture address, or empty. */
  cover: Schema.String,
  /** A short line: price, teacher, board, channel or maker. */
  meta: Schema.String,
  href: Schema.String,
})
export type SiteSearchHit = typeof SiteSearchHit.Type

export const SiteSearchLink = Schema.Struct({ label: Schema.String, href: Schema.String, newTab: Schema.Boolean, total: Count })
export type SiteSearchLink = typeof SiteSearchLink.Type

export const SiteSearchSectionResult = Schema.Struct({
  type: Schema.Literals(SITE_SEARCH_SECTIONS),
  label: Schema.String,
  total: Count,
  /** The word the section matched by: the keyword, or one of its words when the whole keyword found nothing. */
  matchedBy: Schema.String,
  hits: Schema.Array(SiteSearchHit),
  /** "查看全部": the area's own search page (science has one per channel). */
  more: Schema.Array(SiteSearchLink),
})
export type SiteSearchSectionResult = typeof SiteSearchSectionResult.Type

export const SiteSearchResult = Schema.Struct({
  keyword: Schema.String,
  terms: Schema.Array(Schema.String),
  total: Count,
  sections: Schema.Array(SiteSearchSectionResult),
})
export type SiteSearchResult = typeof SiteSearchResult.Type

/** A hit before ranking and marking, as an area's search returned it. */
export interface RawHit {
  readonly id: number
  readonly title: string
  readonly summary: string
  readonly cover: string
  readonly meta: string
  readonly href: string
  /** Stretches the area's own search marked in the title (a leaflet's name matched by pinyin). */
  readonly titleMarks?: ReadonlyArray<HighlightRange>
}

/** How well a title answers the terms: the whole keyword beats a word, earlier and shorter titles first. */
function titleScore(title: string, terms: ReadonlyArray<string>): number {
  const lower = title.toLowerCase()
  let score = 0
  terms.forEach((term, i) => {
    const at = lower.indexOf(term)
    if (at < 0) return
    score += (i === 0 ? 1000 : 100) - Math.min(at, 50)
    if (i === 0 && lower === term) score += 1000
  })
  return score
}

/**
 * The first hits of a section: the area's own order kept among equals, titles that hold the
 * keyword (then its words) first, with the marked stretches of title and summary.
 */
export function rankHits(hits: ReadonlyArray<RawHit>, terms: ReadonlyArray<string>, limit = SITE_SEARCH_HITS): ReadonlyArray<SiteSearchHit> {
  return hits
    .map((hit, order) => ({ hit, order, score: titleScore(hit.title, terms) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ hit }) => ({
      ...hit,
      titleMarks: mergeRanges(highlightRanges(hit.title, terms), hit.titleMarks ?? []) as HighlightRange[],
      summaryMarks: highlightRanges(hit.summary, terms) as HighlightRange[],
    }))
}

/** Where each section's "查看全部" leads: the area's search page, and the search type whose new-tab rule applies. */
const SECTION_PAGES: { readonly [K in SiteSearchSection]: ReadonlyArray<{ readonly label: string; readonly path: string; readonly type: SearchType | null }> } = {
  courses: [{ label: "查看全部", path: SEARCH_TARGETS.courses.path, type: "courses" }],
  products: [{ label: "查看全部", path: SEARCH_TARGETS.products.path, type: "products" }],
  science: [
    { label: "健康科普", path: "/healthy", type: "science" },
    { label: "美容护肤", path: "/cosmeto", type: "science" },
  ],
  news: [{ label: "查看全部", path: SEARCH_TARGETS.news.path, type: "news" }],
  forum: [{ label: "查看全部", path: SEARCH_TARGETS.forum.path, type: "forum" }],
  teachers: [{ label: "查看全部", path: SEARCH_TARGETS.famous.path, type: "famous" }],
  leaflets: [{ label: "查看全部", path: "/medInstr", type: null }],
}

/**
 * The "查看全部" links of a section for a keyword (with the cache-buster m of spec 1 §2.2);
 * `totals` holds each link's own count (science: one per channel).
 */
export function sectionLinks(type: SiteSearchSection, keyword: string, m: string | number, totals: ReadonlyArray<number>): SiteSearchLink[] {
  const query = buildQuery({ keyword: keyword.trim(), m })
  return SECTION_PAGES[type].map((page, i) => ({
    label: page.label,
    href: `${page.path}${query}`,
    newTab: page.type === null ? false : SEARCH_TARGETS[page.type].newTab,
    total: totals[i] ?? 0,
  }))
}
