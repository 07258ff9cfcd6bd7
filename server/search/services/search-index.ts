/**
 * Chinese search over courses, teachers, products, news and science articles. Each searched row
 * has an entry in search_entries: its text in lower case (substring search, pg_trgm) and that
 * text's jieba words (a `simple` text-search vector).
 *
 * Entries are written, not refreshed at search time: the services that change a searched text
 * call `indexSearchEntries` in the same transaction (news and science articles: create, edit,
 * delete), and `fillSearchEntries` writes the entries that are missing, once after the seeds
 * (demo rows, rows from before the index existed, rows a bulk import wrote). A search reads the
 * two indexes only, so its cost follows the number of matches, not the size of the tables.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core"
import type { Tx } from "../../core/db/client.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import { newsArticles } from "../../news/tables.ts"
import { products } from "../../mall/tables/products.ts"
import { courseCategories, courses, courseTeachers } from "../../courses/tables.ts"
import { scienceArticles } from "../../community/tables/science.ts"
import { searchWords } from "../segment.ts"
import { searchEntries } from "../tables.ts"

export type SearchKind = "course" | "teacher" | "product" | "news" | "science"

export const SEARCH_KINDS: ReadonlyArray<SearchKind> = ["course", "teacher", "product", "news", "science"]

interface Source {
  readonly table: PgTable
  readonly id: AnyPgColumn
  /** The searched text of a row, as one line. */
  readonly text: SQL
}

const SOURCES: { readonly [K in SearchKind]: Source } = {
  course: {
    table: courses,
    id: courses.id,
    text: sql`concat_ws(' ', ${courses.title}, ${courses.subtitle}, array_to_string(${courses.tags}, ' '),
      (select ${courseTeachers.name} from ${courseTeachers} where ${courseTeachers.id} = ${courses.teacherId}),
      (select ${courseCategories.name} from ${courseCategories} where ${courseCategories.id} = ${courses.categoryId}))`,
  },
  teacher: {
    table: courseTeachers,
    id: courseTeachers.id,
    text: sql`concat_ws(' ', ${courseTeachers.name}, ${courseTeachers.title}, array_to_string(${courseTeachers.specialties}, ' '), ${courseTeachers.intro})`,
  },
  product: { table: products, id: products.spuId, text: sql`concat_ws(' ', ${products.title}, ${products.subtitle}, ${products.brand})` },
  news: { table: newsArticles, id: newsArticles.id, text: sql`concat_ws(' ', ${newsArticles.title}, ${newsArticles.summary}, ${newsArticles.body})` },
  science: {
    table: scienceArticles,
    id: scienceArticles.id,
    text: sql`concat_ws(' ', ${scienceArticles.title}, ${scienceArticles.summary}, ${scienceArticles.bodyText})`,
  },
}

/** Rows read and written per statement: a few hundred keep each statement small. */
const BATCH = 500

/** The entry of a row's lower-case text: the text itself and its jieba words. */
export const searchEntryOf = (kind: SearchKind, refId: number, text: string) => ({ kind, refId, text, words: searchWords(text).join(" ") })

const writeEntries = async (tx: Tx, kind: SearchKind, rows: ReadonlyArray<{ readonly id: number; readonly text: string }>) => {
  for (let at = 0; at < rows.length; at += BATCH) {
    const values = rows.slice(at, at + BATCH).map((r) => searchEntryOf(kind, Number(r.id), r.text))
    await tx
      .insert(searchEntries)
      .values(values)
      .onConflictDoUpdate({ target: [searchEntries.kind, searchEntries.refId], set: { text: sql`excluded.text`, words: sql`excluded.words` } })
  }
}

/**
 * Writes the entries of some rows of a kind as their text now reads; the entries of rows that
 * are gone are removed. Called by a service in the transaction that saved or deleted them.
 */
export const indexSearchEntries = async (tx: Tx, kind: SearchKind, ids: ReadonlyArray<number>): Promise<void> => {
  if (ids.length === 0) return
  const source = SOURCES[kind]
  const rows = await tx
    .select({ id: sql<number>`${source.id}`, text: sql<string>`lower(${source.text})` })
    .from(source.table)
    .where(inArray(source.id, [...ids]))
  await writeEntries(tx, kind, rows)
  const kept = new Set(rows.map((r) => Number(r.id)))
  const gone = ids.filter((id) => !kept.has(id))
  if (gone.length > 0) await tx.delete(searchEntries).where(and(eq(searchEntries.kind, kind), inArray(searchEntries.refId, gone)))
}

/**
 * Writes the missing entries of every kind (rows that have none), in batches; returns how many
 * were written. One anti-join per kind and batch over the primary keys, so it costs little when
 * nothing is missing.
 */
export const fillSearchEntries = async (tx: Tx): Promise<number> => {
  let written = 0
  for (const kind of SEARCH_KINDS) {
    const source = SOURCES[kind]
    for (;;) {
      const missing = await tx
        .select({ id: sql<number>`${source.id}`, text: sql<string>`lower(${source.text})` })
        .from(source.table)
        .where(sql`not exists (select 1 from ${searchEntries} where ${searchEntries.kind} = ${kind} and ${searchEntries.refId} = ${source.id})`)
        .orderBy(asc(source.id))
        .limit(BATCH)
      if (missing.length === 0) break
      await writeEntries(tx, kind, missing)
      written += missing.length
    }
  }
  return written
}

/** What a keyword asks of a searched table: the rows it matches, and how well each matches. */
export interface TextSearch {
  readonly matches: SQL
  /** Higher is better: the keyword in the title, then as a substring anywhere, then the text-search rank of its words. */
  readonly rank: SQL<number>
}

/** `%`, `_` and `\` in a keyword match themselves. */

/**
 * Whether the words of a keyword find nothing its substring does not: a keyword that is one word
 * of Chinese characters, or of letters and digits, is one lexeme, and an entry holding that word
 * holds it in its text (its words are cut from its text), so the lookup by words adds no row.
 */
export const wordIsSubstring = (keyword: string, words: readonly string[]): boolean =>
  words.length === 1 && words[0] === keyword && /^(?:\p{Script=Han}+|[a-z0-9]+)$/u.test(keyword)

/**
 * The search of a keyword in one kind's rows: rows whose text holds it (pg_trgm) or whose jieba
 * words hold all of its words (`word_list`; only for a keyword of letters, digits and blanks),
 * ranked by the `simple` vector. `id` and `title` are the outer
 * query's columns of that table. The match is an `in` over the union of the two indexed lookups.
 */
export const textSearch = (kind: SearchKind, keyword: string, id: AnyPgColumn, title: AnyPgColumn): TextSearch => {
  const lower = keyword.trim().toLowerCase()
  const pattern = likePattern(lower)
  // A keyword with symbols ("100%", "a_b") is looked for as written: the segmenter would drop the
  // symbols and match the bare "100" or "a" and "b" anywhere.
  const words = /^[\p{L}\p{N}\s]+$/u.test(lower) ? searchWords(lower) : []
  const joined = words.join(" ")
  const query = words.length > 0 ? sql`plainto_tsquery('simple', ${joined})` : null
  const vector = searchEntries.vector
  const ofKind = sql`${searchEntries.kind} = ${kind}`
  // Two indexed branches joined by union, not one condition with "or": PostgreSQL answers "or"
  // across a pg_trgm and a GIN index with a scan of every entry.
  const bySubstring = sql`select ${searchEntries.refId} from ${searchEntries} where ${ofKind} and ${searchEntries.text} like ${pattern}`
  // An entry whose words hold every word of the keyword: both cut by the same segmenter.
  const byWords =
    words.length > 0 && !wordIsSubstring(lower, words)
      ? sql` union select ${searchEntries.refId} from ${searchEntries} where ${ofKind} and ${searchEntries.wordList} @> string_to_array(${joined}, ' ')`
      : sql``
  const score = sql`(case when ${searchEntries.text} like ${pattern} then 1 else 0 end)${query ? sql` + ts_rank(${vector}, ${query})` : sql``}`
  return {
    matches: sql`${id} in (${bySubstring}${byWords})`,
    rank: sql<number>`((case when lower(${title}) like ${pattern} then 2 else 0 end)
      + coalesce((select ${score} from ${searchEntries} where ${searchEntries.kind} = ${kind} and ${searchEntries.refId} = ${id}), 0))`,
  }
}
