/**
 * The orders' life: paid from the balance (the wallet's ledger, once per order), closed when
 * cancelled or not paid in time (stock back), shipped by the shop, received by the member or by
 * itself 15 days after shipping, removed from the member's list when finished. Every change
 * locks the order row and checks its state, so two changes never both apply.
 */
import { and, asc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm"
import { courierLabel, COURIERS } from "../../../domain/mall/logistics/couriers.ts"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import { autoConfirmAt, payDeadline, trackingProblem, type MallOrder, type MallOrderPage, type OrderStatus } from "../../../domain/mall/order.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import type { RsaKeys } from "../../session/services/rsa.ts"
import { payWithPassword } from "../../wallet/services/password-payment.ts"
import { products } from "../tables/products.ts"
import { badRequest, conflict, forbidden, notFound } from "../../../domain/core/errors.ts"
import { schedule, unschedule } from "../../core/scheduler.ts"
import { balances, debit } from "../../wallet/services/ledger.ts"
import { mallOrderItems, mallOrders, productSkus, shops } from "../tables.ts"
import { releaseCoupon } from "./coupon-checkout.ts"
import { DEFAULT_REVIEW_JOB } from "./reviews.ts"
import { ORDER_POINTS_JOB } from "./order-points.ts"
import { moveStock } from "./stock.ts"
import { orderLine } from "./order-lines.ts"
import { takeFromWarehouses } from "./warehouse-stock.ts"
import { mergeIntoCart } from "./cart.ts"
import { orderReturns } from "../tables/returns.ts"
import { defaultReviewAt } from "../../../domain/mall/review.ts"
import { returnDeadline } from "../../../domain/mall/order-return.ts"
import { newestFirst, readTablePage } from "../../core/db/read-page.ts"
import { iso } from "../../core/iso.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

export const AUTO_CONFIRM_JOB = "mall.autoConfirm"
const CLOSE_JOB = "mall.closeOrder"

type OrderRow = typeof mallOrders.$inferSelect

const views = async (tx: Tx, rows: ReadonlyArray<OrderRow>): Promise<MallOrder[]> => {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [items, shopRows] = await Promise.all([
    tx.select().from(mallOrderItems).where(inArray(mallOrderItems.orderId, ids)).orderBy(asc(mallOrderItems.id)),
    tx.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, [...new Set(rows.map((r) => r.shopId))])),
  ])
  return rows.map((r) => ({
    orderNum: r.orderNum,
    status: r.status as OrderStatus,
    shop: shopRows.find((s) => s.id === r.shopId) ?? { id: r.shopId, name: "" },
    items: items
      .filter((i) => i.orderId === r.id)
      .map(orderLine),
    goodsCents: r.goodsCents,
    freightCents: r.freightCents,
    discountCents: r.discountCents,
    vipDiscountCents: r.vipDiscountCents,
    payCents: r.payCents,
    address: r.address,
    note: r.note,
    courier: r.courier,
    courierName: r.courier ? courierLabel(r.courier) : null,
    trackingNo: r.trackingNo,
    createTime: r.createdAt.toISOString(),
    payDeadline: new Date(payDeadline(r.createdAt.getTime())).toISOString(),
    payTime: iso(r.paidAt),
    shipTime: iso(r.shippedAt),
    receiveTime: iso(r.receivedAt),
    closeTime: iso(r.closedAt),
    closeReason: r.closeReason,
    autoConfirmTime: r.shippedAt && r.status === 2 ? new Date(autoConfirmAt(r.shippedAt.getTime())).toISOString() : null,
  }))
}

export const ordersByNums = async (tx: Tx, orderNums: ReadonlyArray<string>): Promise<MallOrder[]> => {
  if (orderNums.length === 0) return []
  const rows = await tx.select().from(mallOrders).where(inArray(mallOrders.orderNum, [...orderNums])).orderBy(asc(mallOrders.id))
  return views(tx, rows)
}

/** The member's order (not one removed from the list); 404 for anyone else's. */
export const memberOrder = async (tx: Tx, userId: number, orderNum: string): Promise<MallOrder> => {
  const row = await rowOrNotFound(tx, mallOrders, and(eq(mallOrders.orderNum, orderNum), eq(mallOrders.userId, userId), eq(mallOrders.deletedByMember, false)), MALL_MESSAGES.orderNotFound, "order_not_found")
  return (await views(tx, [row]))[0]!
}

const page = async (tx: Tx, where: SQL | undefined, query: { page?: number | undefined; size?: number | undefined }): Promise<MallOrderPage> => {
  const { rows, totalElements, totalPages } = await readTablePage(tx, query, 10, newestFirst(mallOrders.createdAt, mallOrders.id), mallOrders, where)
  return { content: await views(tx, rows), totalElements, totalPages }
}

/** 我的订单: by state, searched by product title or order number, newest first. */
export const listMemberOrders = (tx: Tx, userId: number, query: { status?: number | undefined; keyword?: string | undefined; page?: number | undefined; size?: number | undefined }) => {
  const keyword = query.keyword?.trim().replace(/\s+/g, " ") ?? ""
  return page(
    tx,
    and(
      eq(mallOrders.userId, userId),
      eq(mallOrders.deletedByMember, false),
      query.status === undefined ? undefined : eq(mallOrders.status, query.status),
      keyword === "" ? undefined : ilike(mallOrders.searchText, likePattern(keyword)),
    ),
    query,
  )
}

/** The orders of the member's shop; 403 for a member without a shop. */
export const listShopOrders = async (tx: Tx, userId: number, query: { status?: number | undefined; page?: number | undefined; size?: number | undefined }) => {
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, userId))
  if (!shop) throw forbidden(MALL_MESSAGES.notMerchant, "not_merchant")
  return page(tx, and(eq(mallOrders.shopId, shop.id), query.status === undefined ? undefined : eq(mallOrders.status, query.status)), query)
}

const lockOrder = async (tx: Tx, orderNum: string): Promise<OrderRow | undefined> => {
  const [row] = await tx.select().from(mallOrders).where(eq(mallOrders.orderNum, orderNum)).for("update")
  return row
}

const lockMemberOrder = async (tx: Tx, userId: number, orderNum: string): Promise<OrderRow> => {
  const row = await lockOrder(tx, orderNum)
  if (!row || row.userId !== userId || row.deletedByMember) throw notFound(MALL_MESSAGES.orderNotFound, "order_not_found")
  return row
}

const itemsOf = (tx: Tx, orderId: number) => tx.select().from(mallOrderItems).where(eq(mallOrderItems.orderId, orderId))

/**
 * Pays the member's unpaid orders from the balance (call inside the pay call's transaction,
 * after the payment password): one ledger movement per order keyed by its number, the held
 * stock becomes sold. A balance that does not cover them all changes nothing.
 */
export const payOrders = async (tx: Tx, userId: number, orderNums: ReadonlyArray<string>, now: number): Promise<{ orders: MallOrder[]; balance: number }> => {
  const nums = [...new Set(orderNums)].sort()
  for (const orderNum of nums) {
    const order = await lockMemberOrder(tx, userId, orderNum)
    if (order.status === 4) throw conflict(MALL_MESSAGES.orderClosed, "order_closed")
    if (order.status !== 0) throw conflict(MALL_MESSAGES.orderPaid, "order_paid")
    const items = await itemsOf(tx, order.id)
    if (order.payCents > 0) {
      await debit(tx, {
        userId,
        cents: order.payCents,
        kind: "product",
        ref: order.orderNum,
        title: `购买商品：${items[0]?.title ?? order.orderNum}${items.length > 1 ? `等${items.length}件` : ""}`,
        idempotencyKey: `product-${order.orderNum}`,
      })
    }
    for (const item of [...items].sort((a, b) => a.skuId - b.skuId)) {
      const [sold] = await tx
        .update(productSkus)
        .set({ lockedStock: sql`${productSkus.lockedStock} - ${item.quantity}`, salesCount: sql`${productSkus.salesCount} + ${item.quantity}` })
        .where(and(eq(productSkus.skuId, item.skuId), sql`${productSkus.lockedStock} >= ${item.quantity}`))
        .returning({ skuId: productSkus.skuId })
      if (!sold) throw new Error(`order ${order.orderNum} holds no stock of SKU ${item.skuId}`)
      await takeFromWarehouses(tx, item.skuId, item.quantity)
    }
    for (const spuId of [...new Set(items.map((i) => i.spuId))].sort((a, b) => a - b)) {
      const pieces = items.filter((i) => i.spuId === spuId).reduce((n, i) => n + i.quantity, 0)
      await tx.update(products).set({ salesCount: sql`${products.salesCount} + ${pieces}` }).where(eq(products.spuId, spuId))
    }
    await tx.update(mallOrders).set({ status: 1, paidAt: new Date(now) }).where(eq(mallOrders.id, order.id))
    await unschedule(tx, CLOSE_JOB, order.orderNum)
  }
  const money = await balances(tx, userId)
  return { orders: await ordersByNums(tx, nums), balance: money.balanceCents }
}

/** Closes an unpaid order and gives its stock and its coupon back; false when it is no longer unpaid. */
export const closeOrder = async (tx: Tx, orderNum: string, reason: string, now: number): Promise<boolean> => {
  const order = await lockOrder(tx, orderNum)
  if (!order || order.status !== 0) return false
  const items = await itemsOf(tx, order.id)
  await moveStock(tx, items, "release")
  await releaseCoupon(tx, order.orderNum)
  await tx.update(mallOrders).set({ status: 4, closedAt: new Date(now), closeReason: reason }).where(eq(mallOrders.id, order.id))
  await unschedule(tx, CLOSE_JOB, order.orderNum)
  return true
}

export const cancelOrder = (db: Tx, userId: number, orderNum: string, now: number): Promise<MallOrder> =>
  db.transaction(async (tx) => {
    const order = await lockMemberOrder(tx, userId, orderNum)
    if (order.status !== 0) throw conflict(MALL_MESSAGES.notCancellable, "not_cancellable")
    await closeOrder(tx, orderNum, MALL_MESSAGES.closedByMember, now)
    return memberOrder(tx, userId, orderNum)
  })

/**
 * Marks a shipped order received; false when it is not shipped (any more). The default good
 * review of its unreviewed lines is planned for REVIEW_DAYS later, its shopping points for the
 * end of its return window.
 */
const receive = async (tx: Tx, order: OrderRow, now: number): Promise<boolean> => {
  if (order.status !== 2) return false
  await tx.update(mallOrders).set({ status: 3, receivedAt: new Date(now) }).where(eq(mallOrders.id, order.id))
  await unschedule(tx, AUTO_CONFIRM_JOB, order.orderNum)
  await schedule(tx, { kind: DEFAULT_REVIEW_JOB, key: order.orderNum, runAt: defaultReviewAt(now), payload: { orderNum: order.orderNum } })
  await schedule(tx, { kind: ORDER_POINTS_JOB, key: order.orderNum, runAt: returnDeadline(now), payload: { orderNum: order.orderNum } })
  return true
}

export const receiveOrder = (db: Tx, userId: number, orderNum: string, now: number): Promise<MallOrder> =>
  db.transaction(async (tx) => {
    const order = await lockMemberOrder(tx, userId, orderNum)
    if (!(await receive(tx, order, now))) throw conflict(MALL_MESSAGES.notReceivable, "not_receivable")
    return memberOrder(tx, userId, orderNum)
  })

/** The job 15 days after shipping. */
export const autoReceive = async (tx: Tx, orderNum: string, now: number): Promise<boolean> => {
  const order = await lockOrder(tx, orderNum)
  return order ? receive(tx, order, now) : false
}

export const deleteOrder = (db: Tx, userId: number, orderNum: string): Promise<void> =>
  db.transaction(async (tx) => {
    const order = await lockMemberOrder(tx, userId, orderNum)
    if (order.status !== 3 && order.status !== 4) throw conflict(MALL_MESSAGES.notDeletable, "not_deletable")
    const [open] = await tx
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, order.id), inArray(orderReturns.status, [0, 1])))
      .limit(1)
    if (open) throw conflict(MALL_MESSAGES.orderHasOpenReturn, "open_return")
    await tx.update(mallOrders).set({ deletedByMember: true }).where(eq(mallOrders.id, order.id))
  })

/** The order's lines, for 再次购买. */
export const orderLines = async (tx: Tx, userId: number, orderNum: string) => {
  const order = await memberOrder(tx, userId, orderNum)
  return order.items.map((i) => ({ skuId: i.skuId, quantity: i.quantity }))
}

/** The shop ships a paid order with a courier of the list and a tracking number. */
export const shipOrder = (db: Tx, userId: number, orderNum: string, input: { courier: string; trackingNo: string }, now: number): Promise<MallOrder> =>
  db.transaction(async (tx) => {
    const problem = trackingProblem(input.courier, input.trackingNo)
    if (problem) throw badRequest(problem, "bad_tracking")
    if (!COURIERS.some((c) => c.value === input.courier)) throw badRequest(MALL_MESSAGES.courierRequired, "bad_tracking")
    const order = await lockOrder(tx, orderNum)
    if (!order) throw notFound(MALL_MESSAGES.orderNotFound, "order_not_found")
    if (order.shopId !== userId) throw forbidden(MALL_MESSAGES.notMerchant, "not_merchant")
    if (order.status !== 1) throw conflict(MALL_MESSAGES.notShippable, "not_shippable")
    await tx.update(mallOrders).set({ status: 2, shippedAt: new Date(now), courier: input.courier, trackingNo: input.trackingNo.trim().toUpperCase() }).where(eq(mallOrders.id, order.id))
    await schedule(tx, { kind: AUTO_CONFIRM_JOB, key: orderNum, runAt: autoConfirmAt(now), payload: { orderNum } })
    return (await ordersByNums(tx, [orderNum]))[0]!
  })

/** Pays unpaid orders from the balance with the payment password, once per idempotency key. */
export const payOrdersWithPassword = (
  db: Db,
  rsa: RsaKeys,
  userId: number,
  input: { readonly orderNums: ReadonlyArray<string>; readonly payPass: string; readonly idempotencyKey: string },
  now: number,
): Promise<{ orders: MallOrder[]; balance: number }> => {
  const scope = `mallPay:${[...new Set(input.orderNums)].sort().join(",")}`.slice(0, 500)
  return payWithPassword(db, rsa, { userId, payPass: input.payPass, idempotencyKey: input.idempotencyKey, scope, now }, (tx) =>
    payOrders(tx, userId, input.orderNums, now),
  )
}

/** Puts an order's lines into the cart again; answers the cart. */
export const buyAgain = (db: Tx, userId: number, orderNum: string) =>
  db.transaction(async (tx) => mergeIntoCart(tx, userId, await orderLines(tx, userId, orderNum)))
