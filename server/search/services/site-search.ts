/**
 * 综合搜索: one keyword through every area's own search service (courses, products, science,
 * news, forum, teachers, drug leaflets); each section keeps the area's total and ranks the first
 * hits. A keyword that finds nothing as a whole is tried by its jieba words, longest first, so
 * that "补水面膜推荐" still finds what "面膜" finds.
 */
import { scienceChannelLabel, type ScienceChannel } from "../../../domain/community/index.ts"
import { PRODUCT_LIST_CAP } from "../../../domain/mall/catalog.ts"
import { badRequest } from "../../../domain/core/errors.ts"
import { formatMoney } from "../../../domain/core/money.ts"
import {
  normalizeSiteKeyword,
  rankHits,
  searchTerms,
  sectionLinks,
  SITE_SEARCH_CANDIDATES,
  SITE_SEARCH_LABELS,
  SITE_SEARCH_MESSAGES,
  SITE_SEARCH_SECTIONS,
  type RawHit,
  type SiteSearchResult,
  type SiteSearchSection,
  type SiteSearchSectionResult,
} from "../../../domain/search/site-search.ts"
import type { Tx } from "../../core/db/client.ts"
import { listPublished as listScience } from "../../community/services/science.ts"
import { listTopics } from "../../community/services/forum-topics.ts"
import { listCourses, listTeachers } from "../../courses/services/catalog.ts"
import { searchLeaflets } from "../../drugs/services/leaflets.ts"
import { listProducts } from "../../mall/services/catalog.ts"
import { listPublished as listNews } from "../../news/services/articles.ts"
import { searchWords } from "../segment.ts"

/** What one area's search found for a word: its total (per page link) and its first candidates. */
interface AreaFind {
  readonly totals: ReadonlyArray<number>
  readonly hits: ReadonlyArray<RawHit>
}

type AreaSearch = (tx: Tx, word: string, now: number) => Promise<AreaFind>

/** An area's one page of results as a find: its total and its cards turned into hits. */
const findOf = <T>(page: { readonly totalElements: number; readonly content: ReadonlyArray<T> }, hitOf: (item: T) => RawHit): AreaFind => ({
  totals: [page.totalElements],
  hits: page.content.map(hitOf),
})

const size = SITE_SEARCH_CANDIDATES

const scienceChannel = async (tx: Tx, channel: ScienceChannel, word: string) => {
  const page = await listScience(tx, { channel, keyword: word, size })
  return {
    total: page.totalElements,
    hits: page.content.map((a): RawHit => ({
      id: a.id,
      title: a.title,
      summary: a.excerpt,
      cover: a.cover,
      meta: `${scienceChannelLabel(channel)} · ${a.author.nickName}`,
      href: `/${channel}?id=${a.id}`,
    })),
  }
}

/** Each area's own search service, its cards turned into hits. */
const AREAS: { readonly [K in SiteSearchSection]: AreaSearch } = {
  courses: async (tx, word) =>
    findOf(await listCourses(tx, { keyword: word, size }), (c) => ({
      id: c.id,
      title: c.title,
      summary: c.subtitle,
      cover: c.cover,
      meta: `${c.teacher.name} · ${c.vipFree ? "VIP免费" : c.priceCents === 0 ? "免费" : formatMoney(c.priceCents)}`,
      href: c.type === "image" ? `/image/detail/${c.id}` : `/video/detail?id=${c.id}`,
    })),
  products: async (tx, word) =>
    findOf(await listProducts(tx, { keyword: word, size }, PRODUCT_LIST_CAP, "counted"), (p) => ({
      id: p.spuId,
      title: p.title,
      summary: p.subtitle,
      cover: p.cover,
      meta: `${formatMoney(p.priceCents)} · 已售 ${p.salesCount}`,
      href: `/product/detail/${p.spuId}`,
    })),
  science: async (tx, word) => {
    const [healthy, cosmeto] = [await scienceChannel(tx, "healthy", word), await scienceChannel(tx, "cosmeto", word)]
    return { totals: [healthy.total, cosmeto.total], hits: [...healthy.hits, ...cosmeto.hits] }
  },
  news: async (tx, word) =>
    findOf(
      await listNews(tx, { keyword: word, size }),
      (n) => ({ id: n.id, title: n.title, summary: n.excerpt, cover: n.cover, meta: n.author.nickName, href: `/news/detail?id=${n.id}` }),
    ),
  forum: async (tx, word, now) =>
    findOf(await listTopics(tx, { keyword: word, size }, now), (t) => ({
      id: t.id,
      title: t.title,
      summary: t.excerpt,
      cover: "",
      meta: `${t.boardName} · ${t.replies} 回复`,
      href: `/bbs/detail?id=${t.id}`,
    })),
  teachers: async (tx, word) =>
    findOf(await listTeachers(tx, { keyword: word, size }), (t) => ({
      id: t.id,
      title: t.name,
      summary: t.intro,
      cover: t.avatar,
      meta: [t.title, `${t.courseCount} 门课程`].filter((s) => s !== "").join(" · "),
      href: `/teacher?id=${t.id}`,
    })),
  leaflets: async (tx, word) =>
    findOf(await searchLeaflets(tx, { keyword: word, size }), (d) => ({
      id: d.id,
      title: d.brandName ? `${d.genericName}（${d.brandName}）` : d.genericName,
      // What pinyin matched ("amxl" marks 阿莫西林): the brand's marks move past the name and "（".
      titleMarks: [...d.genericNameMarks, ...d.brandNameMarks.map((r) => ({ start: r.start + d.genericName.length + 1, end: r.end + d.genericName.length + 1 }))],
      summary: d.indications,
      cover: "",
      meta: [d.kind === "otc" ? "OTC" : "处方药", d.manufacturer].filter((s) => s !== "").join(" · "),
      href: `/medInstr/detail?id=${d.id}`,
    })),
}

const sum = (totals: ReadonlyArray<number>) => totals.reduce((a, b) => a + b, 0)

/** One section: the keyword first, then its words until one finds something. */
const searchSection = async (tx: Tx, type: SiteSearchSection, terms: ReadonlyArray<string>, keyword: string, m: string, now: number): Promise<SiteSearchSectionResult> => {
  const tries = [keyword, ...terms.slice(1, 4)]
  let found: AreaFind = { totals: [], hits: [] }
  let matchedBy = keyword
  for (const word of tries) {
    found = await AREAS[type](tx, word, now)
    matchedBy = word
    if (sum(found.totals) > 0) break
  }
  const total = sum(found.totals)
  return {
    type,
    label: SITE_SEARCH_LABELS[type],
    total,
    matchedBy: total > 0 ? matchedBy : keyword,
    hits: [...rankHits(found.hits, total > 0 && matchedBy !== keyword ? [matchedBy] : terms)],
    more: sectionLinks(type, total > 0 ? matchedBy : keyword, m, found.totals),
  }
}

export interface SiteSearchQuery {
  readonly keyword: string
  readonly m?: string | undefined
}

/** Every area searched for a keyword (400 when it is blank). */
export const siteSearch = async (tx: Tx, query: SiteSearchQuery, now: number): Promise<SiteSearchResult> => {
  const keyword = normalizeSiteKeyword(query.keyword)
  if (keyword === "") throw badRequest(SITE_SEARCH_MESSAGES.keywordRequired, "keyword_required")
  const terms = searchTerms(keyword, searchWords(keyword))
  const m = query.m ?? String(now)
  const sections: SiteSearchSectionResult[] = []
  // One after another: PGlite runs one query at a time anyway, and PostgreSQL keeps one connection per search.
  for (const type of SITE_SEARCH_SECTIONS) sections.push(await searchSection(tx, type, terms, keyword, m, now))
  return { keyword, terms: [...terms], total: sum(sections.map((s) => s.total)), sections }
}
