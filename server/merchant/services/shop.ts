/** The caller's shop, and the paging and keyword filters every maker-centre table shares. */
import { eq, ilike, sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { MERCHANT_MESSAGES } from "../../../domain/merchant/messages.ts"
import { forbidden } from "../../../domain/core/errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import { productSkus, shops } from "../../mall/tables.ts"
import { products } from "../../mall/tables/products.ts"

/** The id of the caller's shop (its owner's account id); 403 not_merchant when none is open. */
export const shopOf = async (tx: Tx, userId: number): Promise<number> => {
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, userId))
  if (!shop) throw forbidden(MERCHANT_MESSAGES.noShop, "not_merchant")
  return shop.id
}

export interface PageQuery {
  readonly page?: number | undefined
  readonly size?: number | undefined
}

export const paging = (query: PageQuery, defaultSize = 10) => {
  const size = query.size ?? defaultSize
  const page = query.page ?? 0
  return { size, page, offset: page * size }
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
