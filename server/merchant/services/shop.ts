/** The caller's shop and the paging every maker-centre table shares. */
import { eq } from "drizzle-orm"
import { MERCHANT_MESSAGES } from "../../../domain/merchant/messages.ts"
import { forbidden } from "../../../domain/core/errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { shops } from "../../mall/tables.ts"

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

export const likePattern = (keyword: string) => `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
