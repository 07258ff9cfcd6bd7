/**
 * A keyword's search in the mall's products. Most product keywords a shopper types are two
 * Chinese characters (面膜, 精华, 防晒), which pg_trgm cannot look up: they hold no whole trigram.
 * Such a keyword is read from product_grams, the two-character pieces of each on-shelf
 * product's searched text kept in the shelf's order, so that its first page and its capped total
 * cost what a page costs however many products hold it (its total is one row of
 * product_gram_counts). Longer keywords go through the search index
 * (server/search/services/search-index.ts).
 *
 * Ranking (综合) of a two-character keyword: the products whose title holds it lead, then those
 * whose subtitle or brand does, then those in a category whose name holds it (or below one);
 * within each, the shelf's order. The pieces carry that tier: 0, 1 or 2. Longer keywords rank as
 * the search index ranks them (the title, the text, the text-search rank of the words), then the
 * shelf's order.
 */
import { asc, eq, sql, type SQL } from "drizzle-orm"
import type { Tx } from "../../core/db/client.ts"
import { inText } from "../../core/db/window-in-text.ts"
import { searchWords } from "../../search/segment.ts"
import { textSearch, wordIsSubstring } from "../../search/services/search-index.ts"
import { productGramCounts, productGrams, products } from "../tables/products.ts"

/** A piece product_grams keeps: two Chinese characters (the unified ideographs and extension A), or two of a-z and 0-9; the migration's pattern is the same. */
const GRAM = /^(?:[\u3400-\u9fff]{2}|[a-z0-9]{2})$/

/**
 * The piece a keyword is looked up by in product_grams: the keyword in lower case when it is two
 * Chinese characters, or two of a-z and 0-9, that jieba keeps as one word (so that its words
 * find nothing its substring does not); null for any other keyword.
 */
export const gramOf = (keyword: string): string | null => {
  const lower = keyword.trim().toLowerCase()
  if (!GRAM.test(lower)) return null
  return wordIsSubstring(lower, searchWords(lower)) ? lower : null
}

export interface ProductSearch {
  /** The products the keyword finds. */
  readonly matches: SQL
  /** Higher is better; for a two-character keyword 2 for the title, 1 for the subtitle or brand, 0 for a category's name. */
  readonly rank: SQL<number>
}

/** The search of a keyword in the products, by its two-character piece where it has one. */
export const productSearch = (keyword: string): ProductSearch => {
  const gram = gramOf(keyword)
  if (gram === null) return textSearch("product", keyword, products.spuId, products.title)
  return {
    matches: sql`${products.spuId} in (select ${productGrams.spuId} from ${productGrams} where ${productGrams.gram} = ${gram})`,
    rank: sql<number>`coalesce((select 2 - ${productGrams.tier} from ${productGrams} where ${productGrams.spuId} = ${products.spuId} and ${productGrams.gram} = ${gram}), 0)`,
  }
}

/** The ranking's order, which is product_grams' key after the piece. */
const gramOrder = () => [asc(productGrams.tier), asc(productGrams.sort), asc(productGrams.spuId)]

/**
 * One page of the products holding a two-character piece, in the ranking's order (the title's
 * first, then the shelf's order), read from product_grams' key without sorting the matches.
 */
export const gramPage = (tx: Tx, gram: string, offset: number, limit: number) =>
  tx
    .select({ spuId: productGrams.spuId, tier: productGrams.tier, sort: productGrams.sort })
    .from(productGrams)
    .where(eq(productGrams.gram, gram))
    .orderBy(...gramOrder())
    .limit(inText(limit))
    .offset(inText(offset))

/** How many on-shelf products hold a two-character piece (kept in product_gram_counts), at most `cap + 1`. */
export const gramCount = async (tx: Tx, gram: string, cap: number): Promise<number> => {
  const [row] = await tx.select({ n: productGramCounts.products }).from(productGramCounts).where(eq(productGramCounts.gram, gram))
  return Math.min(row?.n ?? 0, cap + 1)
}
