/** Shops: opening one for a merchant, its page with products, and following it. */
import { and, count, eq, sql } from "drizzle-orm"
import type { FreightTemplate } from "../../../domain/mall/freight.ts"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import type { ShopPage } from "../../../domain/mall/shop.ts"
import type { Tx } from "../../core/db/client.ts"
import { products } from "../tables/products.ts"
import { notFound } from "../../../domain/core/errors.ts"
import { listProducts } from "./catalog.ts"
import { freightTemplates, shopFollows, shops } from "../tables.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

export interface ShopInput {
  readonly ownerId: number
  readonly name: string
  readonly logo: string
  readonly description: string
  readonly ratingTenths?: number
}

/** Opens the merchant's shop (its id is the owner's account id). */
export const openShop = async (tx: Tx, input: ShopInput): Promise<number> => {
  await tx.insert(shops).values({ id: input.ownerId, name: input.name, logo: input.logo, description: input.description, ratingTenths: input.ratingTenths ?? 50 })
  return input.ownerId
}

export const addFreightTemplate = async (tx: Tx, shopId: number, template: FreightTemplate): Promise<number> => {
  const [row] = await tx.insert(freightTemplates).values({ shopId, name: template.name, chargeBy: template.chargeBy, rules: template.rules }).returning({ id: freightTemplates.id })
  return row!.id
}

/** The shop's page: the shop and its products on the shelf (best sellers first). */
export const shopPage = async (tx: Tx, shopId: number, viewerId: number | null): Promise<ShopPage> => {
  const shop = await rowOrNotFound(tx, shops, eq(shops.id, shopId), MALL_MESSAGES.shopNotFound, "shop_not_found")
  const [[listed], followed] = await Promise.all([
    tx.select({ n: count() }).from(products).where(and(eq(products.merchantId, shopId), eq(products.status, "on"))),
    viewerId === null ? Promise.resolve([]) : tx.select({ shopId: shopFollows.shopId }).from(shopFollows).where(and(eq(shopFollows.shopId, shopId), eq(shopFollows.userId, viewerId))),
  ])
  const page = await listProducts(tx, { sort: "sales", size: 48, shopId })
  return {
    shop: {
      id: shop.id,
      name: shop.name,
      logo: shop.logo,
      description: shop.description,
      ratingTenths: shop.ratingTenths,
      followers: shop.followers,
      productCount: listed?.n ?? 0,
      followed: followed.length > 0,
    },
    products: page.content,
  }
}

/** Follows or unfollows; the count changes with the follow row in one transaction. */
export const followShop = (db: Tx, shopId: number, userId: number, follow: boolean): Promise<{ followed: boolean; followers: number }> =>
  db.transaction(async (tx) => {
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for("update")
    if (!shop) throw notFound(MALL_MESSAGES.shopNotFound, "shop_not_found")
    if (follow) {
      const added = await tx.insert(shopFollows).values({ shopId, userId }).onConflictDoNothing().returning({ shopId: shopFollows.shopId })
      if (added.length > 0) await tx.update(shops).set({ followers: sql`${shops.followers} + 1` }).where(eq(shops.id, shopId))
    } else {
      const removed = await tx.delete(shopFollows).where(and(eq(shopFollows.shopId, shopId), eq(shopFollows.userId, userId))).returning({ shopId: shopFollows.shopId })
      if (removed.length > 0) await tx.update(shops).set({ followers: sql`greatest(0, ${shops.followers} - 1)` }).where(eq(shops.id, shopId))
    }
    const [after] = await tx.select({ followers: shops.followers }).from(shops).where(eq(shops.id, shopId))
    return { followed: follow, followers: after?.followers ?? 0 }
  })
