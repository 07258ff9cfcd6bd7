/**
 * Returns (order_return): the buyer applies within RETURN_DAYS of completion for an order or
 * some of its lines; the shop accepts with a return address or rejects with a reason; the
 * buyer enters the courier and tracking number of the goods sent back; the shop confirms
 * receipt and the refund goes to the buyer's balance through the wallet ledger in the same
 * transaction. Every change locks the return (or, when applying, the order) and checks its
 * state, and the ledger movement is keyed by the return, so a refund is made once whatever
 * the retries or concurrent confirmations.
 */
import { randomInt } from "node:crypto"
import { and, asc, eq, inArray, type SQL } from "drizzle-orm"
import { courierLabel, COURIERS } from "../../../domain/mall/logistics/couriers.ts"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import { trackingProblem } from "../../../domain/mall/order.ts"
import {
  holdsLines,
  rejectReasonProblem,
  returnAddressProblem,
  returnApplicationProblem,
  returnDeadline,
  RETURN_DAYS,
  RETURN_REASONS,
  type OrderAfterSale,
  type OrderReturn,
  type OrderReturnPage,
  type ReturnAddress,
  type ReturnStatus,
} from "../../../domain/mall/order-return.ts"
import { defaultReviewAt } from "../../../domain/mall/review.ts"
import { linePaidCents } from "../../../domain/mall/vip-price.ts"
import type { Tx } from "../../core/db/client.ts"
import { badRequest, conflict, forbidden, notFound } from "../../../domain/core/errors.ts"
import { users } from "../../session/tables/users.ts"
import { credit } from "../../wallet/services/ledger.ts"
import { releaseCouponOfRefund } from "./coupon-checkout.ts"
import { orderLine } from "./order-lines.ts"
import { orderReturnItems, orderReturns } from "../tables/returns.ts"
import { productReviews } from "../tables/reviews.ts"
import { mallOrderItems, mallOrders, shops } from "../tables.ts"
import { newestFirst, readTablePage } from "../../core/db/read-page.ts"
import { iso } from "../../core/iso.ts"
import { cents } from "../../../domain/core/money.ts"

type ReturnRow = typeof orderReturns.$inferSelect
type ItemRow = typeof mallOrderItems.$inferSelect

/** `TH` + China date and time to the second + six random digits. */
const newReturnNo = (now: number): string => {
  const china = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14)
  return `TH${china}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`
}

const views = async (tx: Tx, rows: ReadonlyArray<ReturnRow>): Promise<OrderReturn[]> => {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [items, orderRows, shopRows, buyerRows] = await Promise.all([
    tx
      .select({ returnId: orderReturnItems.returnId, refundCents: orderReturnItems.refundCents, item: mallOrderItems })
      .from(orderReturnItems)
      .innerJoin(mallOrderItems, eq(mallOrderItems.id, orderReturnItems.orderItemId))
      .where(inArray(orderReturnItems.returnId, ids))
      .orderBy(asc(mallOrderItems.id)),
    tx.select({ id: mallOrders.id, orderNum: mallOrders.orderNum }).from(mallOrders).where(inArray(mallOrders.id, [...new Set(rows.map((r) => r.orderId))])),
    tx.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, [...new Set(rows.map((r) => r.shopId))])),
    tx.select({ id: users.id, nickName: users.nickName }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
  ])
  return rows.map((r) => ({
    id: r.id,
    returnNo: r.returnNo,
    orderNum: orderRows.find((o) => o.id === r.orderId)?.orderNum ?? "",
    status: r.status as ReturnStatus,
    shop: { id: r.shopId, name: shopRows.find((s) => s.id === r.shopId)?.name ?? "" },
    buyer: { nickName: buyerRows.find((u) => u.id === r.userId)?.nickName ?? "" },
    items: items
      .filter((i) => i.returnId === r.id)
      .map(({ item, refundCents }) => ({
        skuId: item.skuId,
        spuId: item.spuId,
        title: item.title,
        skuText: item.skuText,
        picture: item.picture,
        priceCents: item.priceCents,
        quantity: item.quantity,
        refundCents,
      })),
    refundCents: r.refundCents,
    reason: r.reason,
    description: r.description,
    pictures: r.pictures,
    createTime: r.createdAt.toISOString(),
    handleTime: iso(r.handledAt),
    handleNote: r.handleNote,
    returnAddress: r.returnAddress ?? null,
    courier: r.courier,
    courierName: r.courier ? courierLabel(r.courier) : null,
    trackingNo: r.trackingNo,
    sendTime: iso(r.sentAt),
    receiveTime: iso(r.receivedAt),
    receiveNote: r.receiveNote,
  }))
}

const viewOf = async (tx: Tx, row: ReturnRow): Promise<OrderReturn> => (await views(tx, [row]))[0]!

/** The return of each line that holds it (open or done; rejected ones let the line go). */
const holdingReturns = async (tx: Tx, orderId: number): Promise<Map<number, { id: number; status: ReturnStatus }>> => {
  const rows = await tx
    .select({ itemId: orderReturnItems.orderItemId, id: orderReturns.id, status: orderReturns.status })
    .from(orderReturnItems)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.id))
  const held = new Map<number, { id: number; status: ReturnStatus }>()
  for (const r of rows) if (holdsLines(r.status as ReturnStatus)) held.set(r.itemId, { id: r.id, status: r.status as ReturnStatus })
  return held
}

const memberOrderRow = async (tx: Tx, userId: number, orderNum: string, lock: boolean) => {
  const query = tx.select().from(mallOrders).where(eq(mallOrders.orderNum, orderNum))
  const [row] = lock ? await query.for("update") : await query
  if (!row || row.userId !== userId || row.deletedByMember) throw notFound(MALL_MESSAGES.orderNotFound, "order_not_found")
  return row
}

const itemsOf = (tx: Tx, orderId: number): Promise<ItemRow[]> => tx.select().from(mallOrderItems).where(eq(mallOrderItems.orderId, orderId)).orderBy(asc(mallOrderItems.id))

/** What the buyer may still do with each line of an order: return it, review it. */
export const orderAfterSale = async (tx: Tx, userId: number, orderNum: string, now: number): Promise<OrderAfterSale> => {
  const order = await memberOrderRow(tx, userId, orderNum, false)
  const [items, held, reviews] = await Promise.all([
    itemsOf(tx, order.id),
    holdingReturns(tx, order.id),
    tx.select({ id: productReviews.id, itemId: productReviews.orderItemId }).from(productReviews).where(eq(productReviews.orderId, order.id)),
  ])
  const completed = order.status === 3 && order.receivedAt !== null
  const deadline = completed ? returnDeadline(order.receivedAt!.getTime()) : null
  return {
    orderNum: order.orderNum,
    status: order.status as OrderAfterSale["status"],
    receiveTime: iso(order.receivedAt),
    returnDeadline: deadline === null ? null : new Date(deadline).toISOString(),
    defaultReviewTime: completed ? new Date(defaultReviewAt(order.receivedAt!.getTime())).toISOString() : null,
    items: items.map((i) => {
      const ret = held.get(i.id) ?? null
      const review = reviews.find((r) => r.itemId === i.id) ?? null
      return {
        ...orderLine(i),
        returnable: completed && deadline !== null && now <= deadline && ret === null,
        returnId: ret?.id ?? null,
        returnStatus: ret?.status ?? null,
        reviewable: completed && review === null,
        reviewId: review?.id ?? null,
      }
    }),
    reasons: [...RETURN_REASONS],
  }
}

export interface ReturnApplyInput {
  readonly orderNum: string
  readonly skuIds?: ReadonlyArray<number> | undefined
  readonly reason: string
  readonly description: string
  readonly pictures: ReadonlyArray<string>
}

/**
 * Applies for a return of the buyer's completed order within RETURN_DAYS: the lines named, or
 * every line no other return holds. The order row is locked, so two applications for one line
 * cannot both pass. The refund of a line is what was paid for it (its coupon share taken off).
 */
export const applyReturn = (db: Tx, userId: number, input: ReturnApplyInput, now: number): Promise<OrderReturn> =>
  db.transaction(async (tx) => {
    const problem = returnApplicationProblem(input)
    if (problem) throw badRequest(problem, "bad_return")
    const order = await memberOrderRow(tx, userId, input.orderNum, true)
    if (order.status !== 3 || order.receivedAt === null) throw conflict(MALL_MESSAGES.returnOnlyCompleted, "not_completed")
    if (now > returnDeadline(order.receivedAt.getTime())) throw conflict(MALL_MESSAGES.returnWindowOver(RETURN_DAYS), "return_window_over")
    const [items, held] = await Promise.all([itemsOf(tx, order.id), holdingReturns(tx, order.id)])
    let chosen: ItemRow[]
    if (input.skuIds) {
      const wanted = [...new Set(input.skuIds)]
      chosen = items.filter((i) => wanted.includes(i.skuId))
      if (chosen.length !== wanted.length) throw badRequest(MALL_MESSAGES.returnLineNotInOrder, "line_not_in_order")
      if (chosen.some((i) => held.has(i.id))) throw conflict(MALL_MESSAGES.returnLineTaken, "line_taken")
    } else {
      chosen = items.filter((i) => !held.has(i.id))
      if (chosen.length === 0) throw conflict(MALL_MESSAGES.returnNothingLeft, "nothing_left")
    }
    // What the line was paid: its coupon share and its VIP discount stay with the shop.
    const refundOf = (i: ItemRow) => cents(linePaidCents(i))
    const [row] = await tx
      .insert(orderReturns)
      .values({
        returnNo: newReturnNo(now),
        orderId: order.id,
        userId,
        shopId: order.shopId,
        refundCents: cents(chosen.reduce((n, i) => n + refundOf(i), 0)),
        reason: input.reason,
        description: input.description.trim(),
        pictures: [...input.pictures],
        createdAt: new Date(now),
      })
      .returning()
    await tx.insert(orderReturnItems).values(chosen.map((i) => ({ returnId: row!.id, orderItemId: i.id, refundCents: refundOf(i) })))
    return viewOf(tx, row!)
  })

type Paging = { status?: number | undefined; page?: number | undefined; size?: number | undefined }

const page = async (tx: Tx, where: SQL | undefined, query: Paging): Promise<OrderReturnPage> => {
  const { rows, totalElements, totalPages } = await readTablePage(tx, query, 10, newestFirst(orderReturns.createdAt, orderReturns.id), orderReturns, where)
  return { content: await views(tx, rows), totalElements, totalPages }
}

const byStatus = (status: number | undefined) => (status === undefined ? undefined : eq(orderReturns.status, status))

/** 我的退货: the member's returns, newest first. */
export const myReturns = (tx: Tx, userId: number, query: Paging) => page(tx, and(eq(orderReturns.userId, userId), byStatus(query.status)), query)

const lockReturn = async (tx: Tx, id: number): Promise<ReturnRow | undefined> => {
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for("update")
  return row
}

const memberReturnRow = async (tx: Tx, userId: number, id: number, lock: boolean): Promise<ReturnRow> => {
  const row = lock ? await lockReturn(tx, id) : (await tx.select().from(orderReturns).where(eq(orderReturns.id, id)))[0]
  if (!row || row.userId !== userId) throw notFound(MALL_MESSAGES.returnNotFound, "return_not_found")
  return row
}

export const memberReturn = async (tx: Tx, userId: number, id: number): Promise<OrderReturn> => viewOf(tx, await memberReturnRow(tx, userId, id, false))

/** The buyer sends the goods back (退货中): a courier of the list and a tracking number; again to correct them. */
export const sendBack = (db: Tx, userId: number, id: number, input: { courier: string; trackingNo: string }, now: number): Promise<OrderReturn> =>
  db.transaction(async (tx) => {
    const problem = trackingProblem(input.courier, input.trackingNo)
    if (problem) throw badRequest(problem, "bad_tracking")
    if (!COURIERS.some((c) => c.value === input.courier)) throw badRequest(MALL_MESSAGES.courierRequired, "bad_tracking")
    const row = await memberReturnRow(tx, userId, id, true)
    if (row.status !== 1) throw conflict(MALL_MESSAGES.returnNotReturning, "not_returning")
    const [updated] = await tx
      .update(orderReturns)
      .set({ courier: input.courier, trackingNo: input.trackingNo.trim().toUpperCase(), sentAt: new Date(now) })
      .where(eq(orderReturns.id, id))
      .returning()
    return viewOf(tx, updated!)
  })

/** The member's shop (its id is the owner's); 403 for a member without one. */
export const requireShop = async (tx: Tx, userId: number): Promise<number> => {
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, userId))
  if (!shop) throw forbidden(MALL_MESSAGES.notMerchant, "not_merchant")
  return shop.id
}

/** The shop's returns, newest first. */
export const shopReturns = async (tx: Tx, userId: number, query: Paging) => {
  const shopId = await requireShop(tx, userId)
  return page(tx, and(eq(orderReturns.shopId, shopId), byStatus(query.status)), query)
}

const shopReturnRow = async (tx: Tx, userId: number, id: number, lock: boolean): Promise<ReturnRow> => {
  const shopId = await requireShop(tx, userId)
  const row = lock ? await lockReturn(tx, id) : (await tx.select().from(orderReturns).where(eq(orderReturns.id, id)))[0]
  if (!row || row.shopId !== shopId) throw notFound(MALL_MESSAGES.returnNotFound, "return_not_found")
  return row
}

export const shopReturn = async (tx: Tx, userId: number, id: number): Promise<OrderReturn> => viewOf(tx, await shopReturnRow(tx, userId, id, false))

/** The shop accepts a 待处理 return with the address the goods go back to. */
export const acceptReturn = (db: Tx, userId: number, id: number, input: ReturnAddress & { note?: string | undefined }, now: number): Promise<OrderReturn> =>
  db.transaction(async (tx) => {
    const problem = returnAddressProblem(input)
    if (problem) throw badRequest(problem, "bad_return_address")
    const row = await shopReturnRow(tx, userId, id, true)
    if (row.status !== 0) throw conflict(MALL_MESSAGES.returnNotPending, "not_pending")
    const note = input.note?.trim() ?? ""
    const [updated] = await tx
      .update(orderReturns)
      .set({
        status: 1,
        handledAt: new Date(now),
        handleNote: note === "" ? null : note,
        returnAddress: { name: input.name.trim(), phone: input.phone.trim(), address: input.address.trim() },
      })
      .where(eq(orderReturns.id, id))
      .returning()
    return viewOf(tx, updated!)
  })

/** The shop rejects a 待处理 return with its reason. */
export const rejectReturn = (db: Tx, userId: number, id: number, reason: string, now: number): Promise<OrderReturn> =>
  db.transaction(async (tx) => {
    const problem = rejectReasonProblem(reason)
    if (problem) throw badRequest(problem, "bad_reject_reason")
    const row = await shopReturnRow(tx, userId, id, true)
    if (row.status !== 0) throw conflict(MALL_MESSAGES.returnNotPending, "not_pending")
    const [updated] = await tx.update(orderReturns).set({ status: 3, handledAt: new Date(now), handleNote: reason.trim() }).where(eq(orderReturns.id, id)).returning()
    return viewOf(tx, updated!)
  })

/**
 * The shop confirms the goods came back: the return is completed and the refund credited to the
 * buyer's balance in this transaction. A completed return answers as it is (a retry refunds
 * nothing); the ledger movement carries the key `order-return-<id>` as a second guard. When the
 * order is then refunded in full, its coupon comes back if its use period has not ended.
 */
export const receiveReturn = (db: Tx, userId: number, id: number, note: string | undefined, now: number): Promise<OrderReturn> =>
  db.transaction(async (tx) => {
    const row = await shopReturnRow(tx, userId, id, true)
    if (row.status === 2) return viewOf(tx, row)
    if (row.status !== 1) throw conflict(MALL_MESSAGES.returnNotReturning, "not_returning")
    if (row.sentAt === null) throw conflict(MALL_MESSAGES.returnNotSent, "not_sent")
    const [order] = await tx.select({ orderNum: mallOrders.orderNum }).from(mallOrders).where(eq(mallOrders.id, row.orderId))
    if (row.refundCents > 0) {
      await credit(tx, {
        userId: row.userId,
        cents: row.refundCents,
        kind: "refund",
        ref: row.returnNo,
        title: MALL_MESSAGES.returnRefundTitle(order?.orderNum ?? row.returnNo),
        idempotencyKey: `order-return-${row.id}`,
      })
    }
    const text = note?.trim() ?? ""
    const [updated] = await tx
      .update(orderReturns)
      .set({ status: 2, receivedAt: new Date(now), refundedAt: new Date(now), receiveNote: text === "" ? null : text })
      .where(eq(orderReturns.id, id))
      .returning()
    // Every line of the order refunded: its coupon comes back while it can still be used.
    const [items, refunded] = await Promise.all([
      itemsOf(tx, row.orderId),
      tx
        .select({ itemId: orderReturnItems.orderItemId })
        .from(orderReturnItems)
        .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
        .where(and(eq(orderReturns.orderId, row.orderId), eq(orderReturns.status, 2))),
    ])
    if (order && items.every((i) => refunded.some((r) => r.itemId === i.id))) await releaseCouponOfRefund(tx, order.orderNum, now)
    return viewOf(tx, updated!)
  })
