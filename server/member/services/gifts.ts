import { and, asc, eq, gte, sql } from "drizzle-orm"
import type { Gift, GiftOrder } from "../../../domain/member/entities/member.ts"
import { chinaDay } from "../../../domain/member/china-day.ts"
import { GIFT_MESSAGES, giftOrderNo, giftTotalPoints, validateGiftExchange } from "../../../domain/member/gift.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { Db } from "../../core/db/client.ts"
import { giftOrders, gifts } from "../tables.ts"
import { badRequest, conflict } from "../../../domain/core/errors.ts"
import { once } from "../../wallet/services/idempotency.ts"
import { debit } from "../../wallet/services/ledger.ts"
import { addressOf } from "./addresses.ts"
import { newestFirst, readTablePage } from "../../core/db/read-page.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

type GiftRow = typeof gifts.$inferSelect
type GiftOrderRow = typeof giftOrders.$inferSelect

export const giftView = (row: GiftRow): Gift => ({
  id: row.id,
  name: row.name,
  image: row.image,
  description: row.description,
  points: row.points,
  marketPrice: row.marketPriceCents,
  stock: row.stock,
  exchanged: row.exchanged,
  tag: row.tag,
})

export const giftOrderView = (row: GiftOrderRow): GiftOrder => ({
  id: row.id,
  orderNo: row.orderNo,
  giftId: row.giftId,
  giftName: row.giftName,
  giftImage: row.giftImage,
  quantity: row.quantity,
  points: row.points,
  status: row.status === "shipped" || row.status === "completed" ? row.status : "pending",
  receiver: row.receiver,
  phone: row.phone,
  address: row.address,
  courier: row.courier,
  trackingNo: row.trackingNo,
  createTime: row.createdAt.toISOString(),
})

export interface ExchangeInput {
  readonly giftId: number
  readonly quantity: number
  readonly addressId: number
  readonly idempotencyKey: string
}

/**
 * Exchanges points for a gift in one transaction, once per idempotency key (a repeated request
 * answers the first order; the wallet's idempotency records), the stock is taken with a conditional
 * update (`stock >= quantity`), then the points are debited (用户积分不足，不能进行积分兑换 when
 * they do not cover it, and nothing stays changed).
 */
export const exchangeGift = async (db: Db, userId: number, input: ExchangeInput, now: number): Promise<GiftOrder> => {
  const message = firstFormError(validateGiftExchange({ quantity: input.quantity, addressId: input.addressId }))
  if (message !== undefined) throw badRequest(message)
  return db.transaction((tx) =>
    once(tx, { userId, key: input.idempotencyKey, scope: `giftExchange:${input.giftId}` }, async () => {
      const gift = await rowOrNotFound(tx, gifts, eq(gifts.id, input.giftId), GIFT_MESSAGES.offShelf)
      if (!gift.enabled) throw conflict(GIFT_MESSAGES.offShelf)
      const address = await addressOf(tx, userId, input.addressId)
      const [taken] = await tx
        .update(gifts)
        .set({ stock: sql`${gifts.stock} - ${input.quantity}`, exchanged: sql`${gifts.exchanged} + ${input.quantity}` })
        .where(and(eq(gifts.id, gift.id), eq(gifts.enabled, true), gte(gifts.stock, input.quantity)))
        .returning({ id: gifts.id })
      if (!taken) throw conflict(GIFT_MESSAGES.outOfStock)
      const points = giftTotalPoints(gift.points, input.quantity)
      const [order] = await tx
        .insert(giftOrders)
        .values({
          orderNo: `G-pending-${userId}-${input.idempotencyKey}`,
          userId,
          giftId: gift.id,
          giftName: gift.name,
          giftImage: gift.image,
          quantity: input.quantity,
          points,
          receiver: address.name,
          phone: address.phone ?? address.telephone ?? "",
          address: `${address.regionText} ${address.detail}`,
          idempotencyKey: input.idempotencyKey,
          createdAt: new Date(now),
        })
        .returning()
      if (!order) throw new Error("gift order not stored")
      const orderNo = giftOrderNo(chinaDay(now), order.id)
      await debit(tx, {
        userId,
        points,
        kind: "gift",
        title: `积分兑换：${gift.name}${input.quantity > 1 ? ` ×${input.quantity}` : ""}`,
        ref: orderNo,
      })
      const [numbered] = await tx.update(giftOrders).set({ orderNo }).where(eq(giftOrders.id, order.id)).returning()
      if (!numbered) throw new Error("gift order not numbered")
      return giftOrderView(numbered)
    }),
  )
}

/** One page of the gifts on offer, by tag when one is given. */
export const giftPage = async (db: Db, query: { readonly tag?: string | undefined }, page: number, size: number) => {
  const tag = query.tag?.trim()
  const where = tag ? and(eq(gifts.enabled, true), eq(gifts.tag, tag)) : eq(gifts.enabled, true)
  const { rows, totalElements, totalPages } = await readTablePage(db, { page, size }, size, [asc(gifts.sort), asc(gifts.id)], gifts, where)
  return { content: rows.map(giftView), totalElements, totalPages }
}

/** A gift on offer. */
export const giftOnOffer = async (db: Db, id: number): Promise<Gift> => {
  const row = await rowOrNotFound(db, gifts, and(eq(gifts.id, id), eq(gifts.enabled, true)), GIFT_MESSAGES.offShelf)
  return giftView(row)
}

/** One page of the member's gift orders, latest first. */
export const giftOrderPage = async (db: Db, userId: number, page: number, size: number) => {
  const { rows, totalElements, totalPages } = await readTablePage(db, { page, size }, size, newestFirst(giftOrders.createdAt, giftOrders.id), giftOrders, eq(giftOrders.userId, userId))
  return { content: rows.map(giftOrderView), totalElements, totalPages }
}

/** One of the member's gift orders. */
export const memberGiftOrder = async (db: Db, userId: number, id: number): Promise<GiftOrder> => {
  const row = await rowOrNotFound(db, giftOrders, and(eq(giftOrders.id, id), eq(giftOrders.userId, userId)), "兑换订单不存在")
  return giftOrderView(row)
}
