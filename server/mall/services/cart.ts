/**
 * The member's cart, and a visitor's cart read from the lines the browser keeps. Adding a SKU
 * that is in the cart adds up; a line never holds more than the SKU's stock (nor 99).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm"
import { MAX_CART_LINES, mergeLines, type Cart, type CartItem, type CartLineInput } from "../../../domain/mall/cart.ts"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import { MAX_QUANTITY, skuText } from "../../../domain/mall/sku.ts"
import type { Tx } from "../../core/db/client.ts"
import { products } from "../tables/products.ts"
import { conflict, notFound } from "../../../domain/core/errors.ts"
import { cartItems, productSkus, productSpecs, shops } from "../tables.ts"
import type { Cents } from "../../../domain/core/money.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

const skuColumns = {
  skuId: productSkus.skuId,
  spuId: productSkus.spuId,
  attrs: productSkus.attrs,
  priceCents: productSkus.priceCents,
  stock: productSkus.stock,
  picture: productSkus.picture,
  weightGrams: productSkus.weightGrams,
  title: products.title,
  status: products.status,
  saleAttrs: productSpecs.saleAttrs,
  freightTemplateId: productSpecs.freightTemplateId,
  shopId: shops.id,
  shopName: shops.name,
}

/** SKUs with what the cart and checkout show of them, by id. */
export const skusById = async (tx: Tx, skuIds: ReadonlyArray<number>) => {
  if (skuIds.length === 0) return new Map<number, SkuFacts>()
  const rows = await tx
    .select(skuColumns)
    .from(productSkus)
    .innerJoin(products, eq(products.spuId, productSkus.spuId))
    .innerJoin(productSpecs, eq(productSpecs.spuId, productSkus.spuId))
    .innerJoin(shops, eq(shops.id, products.merchantId))
    .where(inArray(productSkus.skuId, [...new Set(skuIds)]))
  return new Map(rows.map((r) => [r.skuId, r]))
}
export type SkuFacts = {
  readonly skuId: number
  readonly spuId: number
  readonly attrs: string[]
  readonly priceCents: Cents
  readonly stock: number
  readonly picture: string
  readonly weightGrams: number
  readonly title: string
  readonly status: string
  readonly saleAttrs: ReadonlyArray<{ name: string }>
  readonly freightTemplateId: number
  readonly shopId: number
  readonly shopName: string
}

const itemOf = (sku: SkuFacts, quantity: number, checked: boolean): CartItem => ({
  skuId: sku.skuId,
  spuId: sku.spuId,
  title: sku.title,
  skuText: skuText(sku.saleAttrs, sku.attrs),
  picture: sku.picture,
  priceCents: sku.priceCents,
  quantity,
  stock: sku.stock,
  checked,
  available: sku.status === "on" && sku.stock > 0,
  shop: { id: sku.shopId, name: sku.shopName },
})

/** A visitor's lines as a cart: unknown SKUs are left out; every line ticked. */
export const previewCart = async (tx: Tx, lines: ReadonlyArray<CartLineInput>): Promise<Cart> => {
  const merged = mergeLines([], lines)
  const skus = await skusById(tx, merged.map((l) => l.skuId))
  return { items: merged.flatMap((l) => (skus.has(l.skuId) ? [itemOf(skus.get(l.skuId)!, l.quantity, true)] : [])) }
}

export const readCart = async (tx: Tx, userId: number): Promise<Cart> => {
  const rows = await tx.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id))
  const skus = await skusById(tx, rows.map((r) => r.skuId))
  return { items: rows.flatMap((r) => (skus.has(r.skuId) ? [itemOf(skus.get(r.skuId)!, r.quantity, r.checked)] : [])) }
}

const buyableSku = async (tx: Tx, skuId: number): Promise<SkuFacts> => {
  const sku = (await skusById(tx, [skuId])).get(skuId)
  if (!sku || sku.status !== "on") throw notFound(MALL_MESSAGES.skuNotFound, "sku_not_found")
  if (sku.stock <= 0) throw conflict(MALL_MESSAGES.soldOut, "out_of_stock")
  return sku
}

const lineCount = async (tx: Tx, userId: number): Promise<number> => {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.userId, userId))
  return row?.n ?? 0
}

/** Adds a SKU (the same SKU adds up); refused beyond the stock. */
export const addToCart = (db: Tx, userId: number, line: CartLineInput): Promise<Cart> =>
  db.transaction(async (tx) => {
    const sku = await buyableSku(tx, line.skuId)
    const [existing] = await tx.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, line.skuId))).for("update")
    const quantity = (existing?.quantity ?? 0) + line.quantity
    if (quantity > Math.min(sku.stock, MAX_QUANTITY)) throw conflict(MALL_MESSAGES.outOfStock, "out_of_stock")
    if (existing) await tx.update(cartItems).set({ quantity, checked: true }).where(eq(cartItems.id, existing.id))
    else {
      if ((await lineCount(tx, userId)) >= MAX_CART_LINES) throw conflict(MALL_MESSAGES.cartFull, "cart_full")
      await tx.insert(cartItems).values({ userId, skuId: line.skuId, quantity }).onConflictDoUpdate({ target: [cartItems.userId, cartItems.skuId], set: { quantity: sql`least(${MAX_QUANTITY}, ${cartItems.quantity} + ${line.quantity})` } })
    }
    return readCart(tx, userId)
  })

/** Changes a line's quantity (within stock) or tick. */
export const updateCartLine = (db: Tx, userId: number, skuId: number, change: { quantity?: number | undefined; checked?: boolean | undefined }): Promise<Cart> =>
  db.transaction(async (tx) => {
    const existing = await rowOrNotFound(tx, cartItems, and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId)), MALL_MESSAGES.skuNotFound, "sku_not_found")
    if (change.quantity !== undefined) {
      const sku = (await skusById(tx, [skuId])).get(skuId)
      if (!sku || change.quantity > Math.min(sku.stock, MAX_QUANTITY)) throw conflict(MALL_MESSAGES.outOfStock, "out_of_stock")
    }
    const values = { ...(change.quantity !== undefined ? { quantity: change.quantity } : {}), ...(change.checked !== undefined ? { checked: change.checked } : {}) }
    // A change that names neither leaves the line as it is.
    if (Object.keys(values).length > 0) await tx.update(cartItems).set(values).where(eq(cartItems.id, existing.id))
    return readCart(tx, userId)
  })

export const checkCartLines = async (tx: Tx, userId: number, skuIds: ReadonlyArray<number>, checked: boolean): Promise<Cart> => {
  if (skuIds.length > 0) await tx.update(cartItems).set({ checked }).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, [...skuIds])))
  return readCart(tx, userId)
}

export const removeCartLines = async (tx: Tx, userId: number, skuIds: ReadonlyArray<number>): Promise<Cart> => {
  if (skuIds.length > 0) await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, [...skuIds])))
  return readCart(tx, userId)
}

export const clearCart = async (tx: Tx, userId: number): Promise<Cart> => {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId))
  return readCart(tx, userId)
}

/**
 * The visitor's lines join the member's cart: the same SKU adds up, each line capped at the
 * SKU's stock; unknown, off-shelf or sold-out SKUs are dropped.
 */
export const mergeIntoCart = (db: Tx, userId: number, lines: ReadonlyArray<CartLineInput>): Promise<Cart> =>
  db.transaction(async (tx) => {
    const merged = mergeLines([], lines)
    const skus = await skusById(tx, merged.map((l) => l.skuId))
    const current = await tx.select().from(cartItems).where(eq(cartItems.userId, userId)).for("update")
    let free = MAX_CART_LINES - current.length
    for (const line of merged) {
      const sku = skus.get(line.skuId)
      if (!sku || sku.status !== "on" || sku.stock <= 0) continue
      const cap = Math.min(sku.stock, MAX_QUANTITY)
      const mine = current.find((c) => c.skuId === line.skuId)
      if (mine) await tx.update(cartItems).set({ quantity: Math.min(cap, mine.quantity + line.quantity), checked: true }).where(eq(cartItems.id, mine.id))
      else if (free > 0) {
        await tx.insert(cartItems).values({ userId, skuId: line.skuId, quantity: Math.min(cap, line.quantity) }).onConflictDoNothing()
        free--
      }
    }
    return readCart(tx, userId)
  })
