/**
 * Drug leaflets: saving one (names, pinyin, initials and the search columns computed here, so
 * they always agree with the text), the ranked search and one leaflet with a view counted.
 */
import { and, eq, sql, type SQL } from "drizzle-orm"
import { DRUG_MESSAGES, DRUG_PAGE_SIZE, LEAFLET_SECTIONS, TCM_INDICATIONS_TITLE, isDrugCategory, normalizeDrugKeyword, type DrugCategory, type DrugKind, type LeafletSectionKey } from "../../../domain/drugs/leaflet.ts"
import type { DrugCard, DrugDetail, DrugPage } from "../../../domain/drugs/entities.ts"
import { notFound } from "../../../domain/core/errors.ts"
import { cappedPage } from "../../core/db/read-list-page.ts"
import { readTablePage } from "../../core/db/read-page.ts"
import type { Tx } from "../../core/db/client.ts"
import { likePattern, prefixPattern } from "../../core/db/like-pattern.ts"
import { highlightRanges, mergeRanges } from "../../../domain/search/highlight.ts"
import { searchTerms } from "../../../domain/search/site-search.ts"
import { nameInitials, pinyinRanges, printedPinyin, searchWords } from "../../search/segment.ts"
import { drugLeaflets, type DrugLeafletRow } from "../tables.ts"

/** A leaflet as written: every section's text by key (汉语拼音 is computed when absent). */
export interface LeafletInput {
  readonly kind: DrugKind
  readonly category: DrugCategory
  /** Traditional Chinese medicine: 功能主治 instead of 适应症. */
  readonly tcm: boolean
  readonly sections: Readonly<Partial<Record<LeafletSectionKey, string>>> & { readonly genericName: string; readonly approvalNumber: string; readonly manufacturer: string }
}

const textOf = (input: LeafletInput, key: LeafletSectionKey) => (input.sections[key] ?? "").trim()

/** Saves a leaflet (a new one, or the one with the same approval number), computing pinyin and the search columns. */
export const saveLeaflet = async (tx: Tx, input: LeafletInput, now: number): Promise<number> => {
  const genericName = textOf(input, "genericName")
  const brandName = textOf(input, "brandName")
  const englishName = textOf(input, "englishName")
  const ingredients = textOf(input, "ingredients")
  const approvalNumber = textOf(input, "approvalNumber")
  const pinyin = textOf(input, "pinyin") || printedPinyin(genericName)
  const initials = nameInitials(genericName)
  const brandInitials = nameInitials(brandName)
  const sections = LEAFLET_SECTIONS.map((s) => ({
    key: s.key,
    title: s.key === "indications" && input.tcm ? TCM_INDICATIONS_TITLE : s.title,
    text: s.key === "pinyin" ? pinyin : textOf(input, s.key),
  })).filter((s) => s.text !== "" || s.key !== "brandName")
  const words = searchWords([genericName, brandName, englishName, ingredients, textOf(input, "indications")].join(" "))
  const compactPinyin = pinyin.replace(/\s+/g, "").toLowerCase()
  const values = {
    genericName,
    brandName,
    englishName,
    pinyin,
    initials,
    brandInitials,
    kind: input.kind,
    category: input.category,
    ingredients,
    approvalNumber,
    manufacturer: textOf(input, "manufacturer"),
    sections,
    searchWords: [...words, compactPinyin, initials, brandInitials].filter((w) => w !== "").join(" "),
    searchText: [genericName, brandName, englishName, compactPinyin, initials, brandInitials, ingredients, approvalNumber].join(" | ").toLowerCase(),
    updatedAt: new Date(now),
  }
  const [row] = await tx
    .insert(drugLeaflets)
    .values({ ...values, createdAt: new Date(now) })
    .onConflictDoUpdate({ target: drugLeaflets.approvalNumber, set: values })
    .returning({ id: drugLeaflets.id })
  if (!row) throw new Error("drug leaflet not stored")
  return row.id
}

const sectionText = (row: DrugLeafletRow, key: LeafletSectionKey) => row.sections.find((s) => s.key === key)?.text ?? ""

const shorten = (text: string, max: number) => {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}…`
}

/** What a keyword matched in a name: its characters (the keyword and its words) or its pinyin. */
const marksIn = (name: string, keyword: string, terms: ReadonlyArray<string>) =>
  keyword === "" ? [] : mergeRanges(highlightRanges(name, terms), pinyinRanges(name, keyword))

const cardOf = (row: DrugLeafletRow, keyword: string, terms: ReadonlyArray<string>): DrugCard => ({
  id: row.id,
  genericName: row.genericName,
  genericNameMarks: [...marksIn(row.genericName, keyword, terms)],
  brandName: row.brandName,
  brandNameMarks: [...marksIn(row.brandName, keyword, terms)],
  englishName: row.englishName,
  pinyin: row.pinyin,
  kind: row.kind === "otc" ? "otc" : "rx",
  category: isDrugCategory(row.category) ? row.category : "tcm",
  ingredients: row.ingredients,
  specification: sectionText(row, "specification"),
  indications: shorten(sectionText(row, "indications"), 90),
  approvalNumber: row.approvalNumber,
  manufacturer: row.manufacturer,
})

/** `%`, `_` and `\` in a keyword match themselves. */

export interface DrugListQuery {
  readonly keyword?: string | undefined
  readonly category?: DrugCategory | undefined
  readonly kind?: DrugKind | undefined
  readonly page?: number | undefined
  readonly size?: number | undefined
}

/**
 * Leaflets by category and kind; with a keyword, those whose segmented words match (the
 * `simple` text-search vector) or whose names, pinyin, initials, ingredients or approval number
 * hold it (pg_trgm-indexed substring match), best first: the exact name, then a name, brand,
 * pinyin or initials starting with it, then a name holding it (earlier and shorter first), then
 * ingredients, then the text-search rank.
 */
export const searchLeaflets = async (tx: Tx, query: DrugListQuery): Promise<DrugPage> => {
  const keyword = normalizeDrugKeyword(query.keyword).toLowerCase()
  const terms = keyword ? searchWords(keyword) : []
  const tsQuery = terms.length > 0 ? sql`plainto_tsquery('simple', ${terms.join(" ")})` : null
  const compact = keyword.replace(/\s+/g, "")
  const vector = sql`to_tsvector('simple', ${drugLeaflets.searchWords})`
  const matches: SQL | undefined = keyword
    ? sql`(${drugLeaflets.searchText} like ${likePattern(compact)} or ${drugLeaflets.searchText} like ${likePattern(keyword)}${tsQuery ? sql` or ${vector} @@ ${tsQuery}` : sql``})`
    : undefined
  const where = and(
    query.category ? eq(drugLeaflets.category, query.category) : undefined,
    query.kind ? eq(drugLeaflets.kind, query.kind) : undefined,
    matches,
  )
  const lowerName = sql`lower(${drugLeaflets.genericName})`
  const score = keyword
    ? sql<number>`(case
        when ${lowerName} = ${keyword} or lower(${drugLeaflets.brandName}) = ${keyword} then 100
        when ${lowerName} like ${prefixPattern(keyword)} or lower(${drugLeaflets.brandName}) like ${prefixPattern(keyword)}
          or ${drugLeaflets.initials} like ${prefixPattern(compact)} or ${drugLeaflets.brandInitials} like ${prefixPattern(compact)}
          or replace(lower(${drugLeaflets.pinyin}), ' ', '') like ${prefixPattern(compact)} then 80
        when ${lowerName} like ${likePattern(keyword)} then 60
        when lower(${drugLeaflets.englishName}) like ${likePattern(keyword)} or lower(${drugLeaflets.approvalNumber}) like ${likePattern(compact)} then 50
        when lower(${drugLeaflets.ingredients}) like ${likePattern(keyword)} then 40
        else 0 end)${tsQuery ? sql` + ts_rank(${vector}, ${tsQuery}) * 10` : sql``}`
    : null
  const { rows, ...counts } = await readTablePage(
    tx,
    cappedPage(query, DRUG_PAGE_SIZE),
    DRUG_PAGE_SIZE,
    [
      ...(score && keyword ? [sql`${score} desc`, sql`nullif(strpos(${lowerName}, ${keyword}), 0) asc nulls last`] : []),
      sql`char_length(${drugLeaflets.genericName}) asc`,
      drugLeaflets.id,
    ],
    drugLeaflets,
    where,
  )
  const marked = keyword ? searchTerms(keyword, terms) : []
  return { content: rows.map((row) => cardOf(row, compact, marked)), ...counts }
}

/** One leaflet with its sections in printed order; a view is counted. */
export const leafletFor = async (tx: Tx, id: number): Promise<DrugDetail> => {
  const [row] = await tx
    .update(drugLeaflets)
    .set({ views: sql`${drugLeaflets.views} + 1` })
    .where(eq(drugLeaflets.id, id))
    .returning()
  if (!row) throw notFound(DRUG_MESSAGES.notFound, "leaflet_not_found")
  return {
    id: row.id,
    genericName: row.genericName,
    brandName: row.brandName,
    kind: row.kind === "otc" ? "otc" : "rx",
    category: isDrugCategory(row.category) ? row.category : "tcm",
    views: row.views,
    sections: row.sections.map((s) => ({ key: s.key, title: s.title, text: s.text })),
    updateTime: row.updatedAt.toISOString(),
  }
}
