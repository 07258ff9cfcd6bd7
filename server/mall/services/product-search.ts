/**
 * A keyword's search in the mall's products. Most product keywords a shopper types are two
 * Chinese characters (面膜, 精华, 防晒), which pg_trgm cannot look up: they hold no whole trigram.
 * Such a keyword is read from product_grams, the two-character pieces of each on-shelf
 * product's searched text kept in the shelf's order, so that its first page and its capped total
 * cost what a page costs however many products hold it (its total is one row of
 * product_gram_counts). Longer keywords go through the search index
 * (server/search/services/search-index.ts).
 *
 * A keyword whose jieba words are all such pieces (补水 面膜, 补水面膜) is read from product_grams
 * too: the products holding every piece, walked in the order of the rarest piece's rows, each
 * checked for the others by product_grams_gram_spu. Such a search is paged without a total: it
 * reads one product past its page to know that another page follows. Its exact total would
 * read every product of each word, and the text-search index would rank every match (8,000 of
 * 补水 面膜 at the bench's size) to show twenty.
 *
 * Ranking (综合) of a two-character keyword: the products whose title holds it lead, then those
 * whose subtitle or brand does, then those in a category whose name holds it (or below one);
 * within each, the shelf's order. The pieces carry that tier: 0, 1 or 2. A keyword of several
 * pieces ranks by the tier of its rarest piece, the word that tells products apart most (the
 * weight a rare word has in any text ranking), then the shelf's order. Longer keywords rank as
 * the search index ranks them (the title, the text, the text-search rank of the words), then the
 * shelf's order.
 */
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm"
import type { Tx } from "../../core/db/client.ts"
import { inText } from "../../core/db/window-in-text.ts"
import { searchWords } from "../../search/segment.ts"
import { textSearch } from "../../search/services/search-index.ts"
import { productGramCounts, productGrams, products } from "../tables/products.ts"

/** A piece product_grams keeps: two Chinese characters (the unified ideographs and extension A), or two of a-z and 0-9; the migration's pattern is the same. */
const GRAM = /^(?:[\u3400-\u9fff]{2}|[a-z0-9]{2})$/

/**
 * The pieces a keyword is looked up by in product_grams, from one cut of jieba: the keyword in
 * lower case when it is one piece (two Chinese characters, or two of a-z and 0-9) that jieba keeps
 * as one word, so that its words find nothing its substring does not; its jieba words when it has
 * several and each is a piece (补水 面膜 -> 补水, 面膜); null for any other keyword.
 */
export const gramsOf = (keyword: string): string[] | null => {
  const lower = keyword.trim().toLowerCase()
  if (!/^[\p{L}\p{N}\s]+$/u.test(lower)) return null
  const words = searchWords(lower)
  if (words.length === 1) return words[0] === lower && GRAM.test(lower) ? words : null
  return words.length > 1 && words.every((word) => GRAM.test(word)) ? words : null
}

/** The one piece a keyword is looked up by (gramsOf), or null. */
export const gramOf = (keyword: string): string | null => {
  const grams = gramsOf(keyword)
  return grams?.length === 1 ? (grams[0] ?? null) : null
}

/**
 * The piece of several that the fewest on-shelf products hold (the first in the keyword on a
 * tie), as a value worked out once per statement; null when one of them is held by none, so that
 * nothing matches. The search walks its products and ranks by where it stands.
 */
const rarestOf = (grams: readonly string[]): SQL<string | null> => {
  const words = sql`string_to_array(${grams.join(" ")}, ' ')`
  return sql<string | null>`(select case when count(*) = ${grams.length} then (array_agg(c.gram order by c.products, array_position(${words}, c.gram)))[1] end
    from product_gram_counts c where c.gram = any(${words}) and c.products > 0)`
}

/** The piece a search walks and ranks by: the one piece, or the rarest of several. */
const leadOf = (grams: readonly string[]): SQL => (grams.length === 1 ? sql`${grams[0] ?? ""}` : rarestOf(grams))

/**
 * Whether the product of the outer product_grams row holds a piece, as a scalar subquery: an
 * EXISTS would be planned as a join that reads every row of the piece, where a page needs only
 * the first matches of its walk. It names the outer table: Drizzle leaves a one-table select's
 * columns unqualified, and a bare `spu_id` here would be the subquery's own.
 */
const alsoHolds = (gram: string) => sql`(select 1 from product_grams held where held.gram = ${gram} and held.spu_id = product_grams.spu_id) is not null`

export interface ProductSearch {
  /** The products the keyword finds. */
  readonly matches: SQL
  /** Higher is better; for a two-character keyword 2 for the title, 1 for the subtitle or brand, 0 for a category's name. */
  readonly rank: SQL<number>
}

/** The search of a keyword in the products: by its pieces where it has them (`grams`, from gramsOf), otherwise by the search index. */
export const productSearch = (keyword: string, grams: readonly string[] | null): ProductSearch => {
  if (grams === null) return textSearch("product", keyword, products.spuId, products.title)
  return {
    matches: sql`${products.spuId} in (${holdingAll(grams)})`,
    rank: sql<number>`coalesce((select 2 - ${productGrams.tier} from ${productGrams} where ${productGrams.spuId} = ${products.spuId} and ${productGrams.gram} = ${leadOf(grams)}), 0)`,
  }
}

/** The ranking's order, which is product_grams' key after the piece. */
const gramOrder = () => [asc(productGrams.tier), asc(productGrams.sort), asc(productGrams.spuId)]

/**
 * One page of the products holding every piece, in the ranking's order (the title matches of the
 * one piece, or of the rarest of several, first; then the shelf's order), read from
 * product_grams' key without sorting the matches. Each product the walk meets is checked for the
 * other pieces.
 */
export const gramPage = (tx: Tx, grams: readonly string[], offset: number, limit: number) => {
  const lead = leadOf(grams)
  const others = grams.length === 1 ? [] : grams.map((gram) => sql`(${gram} = ${lead} or ${alsoHolds(gram)})`)
  return tx
    .select({ spuId: productGrams.spuId, tier: productGrams.tier, sort: productGrams.sort })
    .from(productGrams)
    .where(and(eq(productGrams.gram, lead), ...others))
    .orderBy(...gramOrder())
    .limit(inText(limit))
    .offset(inText(offset))
}

/**
 * The products holding every piece of several, as a select of their ids: the pieces' rows joined
 * by product, which PostgreSQL reads as a merge of product_grams_gram_spu in the ids' order.
 */
const holdingAll = ([lead = "", ...others]: readonly string[]): SQL => {
  const joins = others.map((gram, i) => {
    const piece = sql.raw(`piece_${i + 1}`)
    return sql` join product_grams ${piece} on ${piece}.gram = ${gram} and ${piece}.spu_id = first_piece.spu_id`
  })
  return sql`select first_piece.spu_id from product_grams first_piece${sql.join(joins)} where first_piece.gram = ${lead}`
}

/** How many on-shelf products hold every piece of several, at most `cap + 1`: a merge of their rows in the order of the products' ids that stops one past the cap. */
export const heldCount = async (tx: Tx, grams: readonly string[], cap: number): Promise<number> => {
  const [row] = await tx.select({ n: count() }).from(sql`(${holdingAll(grams)} order by first_piece.spu_id limit ${inText(cap + 1)}) held`)
  return row?.n ?? 0
}

/** How many on-shelf products hold a piece (kept in product_gram_counts), at most `cap + 1`. */
export const gramCount = async (tx: Tx, gram: string, cap: number): Promise<number> => {
  const [row] = await tx.select({ n: productGramCounts.products }).from(productGramCounts).where(eq(productGramCounts.gram, gram))
  return Math.min(row?.n ?? 0, cap + 1)
}
