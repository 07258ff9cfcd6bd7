/** The caller's shop, and the paging and keyword filters every maker-centre table shares. */
import { eq, ilike, sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core"
import { MERCHANT_MESSAGES } from "../../../domain/merchant/messages.ts"
import { forbidden } from "../../../domain/core/errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import { readSelectPage, type PageQuery } from "../../core/db/read-page.ts"
import { productSkus, shops } from "../../mall/tables.ts"
import { products } from "../../mall/tables/products.ts"

/** The id of the caller's shop (its owner's account id); 403 not_merchant when none is open. */
export const shopOf = async (tx: Tx, userId: number): Promise<number> => {
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, userId))
  if (!shop) throw forbidden(MERCHANT_MESSAGES.noShop, "not_merchant")
  return shop.id
}

const SHOP_PAGE_SIZE = 10

/**
 * One page of a maker-centre table (10 rows unless asked) and the count of the whole filter,
 * read together as every paged list is (`readSelectPage`); answered with its page and size.
 */
export const readShopPage = async <Q extends PgSelect, T>(
  query: PageQuery,
  order: ReadonlyArray<SQL | AnyPgColumn>,
  select: Q,
  total: () => Promise<ReadonlyArray<{ n: number }>>,
  view: (rows: Q["_"]["result"]) => T[] | Promise<T[]>,
) => {
  const { rows, totalElements } = await readSelectPage(query, SHOP_PAGE_SIZE, order, select, total)
  return { content: await view(rows), totalElements, page: query.page ?? 0, size: query.size ?? SHOP_PAGE_SIZE }
}

/** The rows whose `column` contains the keyword, trimmed; no filter when the keyword is blank. */
export const keywordFilter = (column: AnyPgColumn, keyword: string | undefined): SQL | undefined => {
  const word = keyword?.trim()
  return word ? ilike(column, likePattern(word)) : undefined
}

/** The SKUs whose title, product title or code contain the keyword, trimmed; no filter when it is blank. */
export const skuKeywordFilter = (keyword: string | undefined): SQL | undefined => {
  const word = keyword?.trim()
  if (!word) return undefined
  const like = likePattern(word)
  return sql`(${productSkus.title} ilike ${like} or ${products.title} ilike ${like} or ${productSkus.code} ilike ${like})`
}
