/**
 * Wallet orders paid from the balance: a VIP membership (from a member fee) and the shop
 * service fee. An order is created unpaid, then paid once: the order turns paid and the
 * balance is debited in one transaction (the order's own ledger key makes a second debit of
 * one order impossible whatever the client's key). A paid VIP order sets the member's grade,
 * VIP amount and expiry; a renewal extends from the current expiry.
 */
import { and, desc, eq, isNotNull, gt } from "drizzle-orm"
import { GRADE_LABELS, SHOP_SERVICE_FEE, WALLET_MESSAGES, addMonths, extendVip } from "../../../domain/wallet/wallet.ts"
import type { WalletOrder } from "../../../domain/wallet/entities/wallet.ts"
import type { Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { memberFees, walletOrders } from "../tables.ts"
import { conflict } from "../../../domain/core/errors.ts"
import { unpaidCutoff } from "../../../domain/orders/unpaid.ts"
import { debit } from "./ledger.ts"
import { iso } from "../../core/iso.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"
import { drawOrderNumber, insertUnderFreshNumber } from "../../core/db/fresh-number.ts"
import type { Cents } from "../../../domain/core/money.ts"

export type WalletOrderKind = "vip" | "shop_fee"
type OrderRow = typeof walletOrders.$inferSelect

/** `VIP` + China date and time to the second + six random digits (`SHOP` for the shop fee). */
const newWalletOrderNo = (kind: WalletOrderKind, now: number): string => drawOrderNumber(kind === "vip" ? "VIP" : "SHOP", now)

export const orderView = (row: OrderRow): WalletOrder => ({
  id: row.id,
  orderNo: row.orderNo,
  kind: row.kind as WalletOrderKind,
  title: row.title,
  amount: row.amountCents,
  months: row.months,
  status: row.status as WalletOrder["status"],
  createTime: row.createdAt.toISOString(),
  payTime: iso(row.paidAt),
  periodEnd: iso(row.periodEnd),
})

/** Places an unpaid order of `kind` for the member, numbered by its kind and time, for what `item` says it buys. */
const placeOrder = async (
  tx: Tx,
  userId: number,
  kind: WalletOrderKind,
  item: { readonly feeId?: number; readonly title: string; readonly amountCents: Cents; readonly months: number },
  now: number,
): Promise<WalletOrder> => {
  const { row } = await insertUnderFreshNumber(
    () => newWalletOrderNo(kind, now),
    (orderNo) =>
      tx
        .insert(walletOrders)
        .values({ orderNo, userId, kind, ...item, createdAt: new Date(now) })
        .onConflictDoNothing({ target: walletOrders.orderNo })
        .returning(),
  )
  return orderView(row)
}

export const createVipOrder = async (tx: Tx, userId: number, feeId: number, now: number): Promise<WalletOrder> => {
  const fee = await rowOrNotFound(tx, memberFees, and(eq(memberFees.id, feeId), eq(memberFees.enabled, true)), WALLET_MESSAGES.feeNotFound)
  return placeOrder(tx, userId, "vip", { feeId: fee.id, title: `开通VIP会员（${fee.name}）`, amountCents: fee.priceCents, months: fee.months }, now)
}

export const createShopFeeOrder = (tx: Tx, userId: number, now: number): Promise<WalletOrder> =>
  placeOrder(tx, userId, "shop_fee", { title: SHOP_SERVICE_FEE.title, amountCents: SHOP_SERVICE_FEE.cents, months: SHOP_SERVICE_FEE.months }, now)

export const findOrder = (tx: Tx, userId: number, kind: WalletOrderKind, id: number): Promise<OrderRow> =>
  rowOrNotFound(tx, walletOrders, and(eq(walletOrders.id, id), eq(walletOrders.userId, userId), eq(walletOrders.kind, kind)), WALLET_MESSAGES.orderNotFound)

/** Until when the member's shop service fee is paid, or null. */
export const shopServiceUntil = async (tx: Tx, userId: number): Promise<Date | null> => {
  const [row] = await tx
    .select({ end: walletOrders.periodEnd })
    .from(walletOrders)
    .where(and(eq(walletOrders.userId, userId), eq(walletOrders.kind, "shop_fee"), eq(walletOrders.status, "paid"), isNotNull(walletOrders.periodEnd)))
    .orderBy(desc(walletOrders.periodEnd))
    .limit(1)
  return row?.end ?? null
}

/**
 * Pays an unpaid order from the balance inside the caller's transaction. An order that is
 * already paid answers as it is (nothing is debited); a closed one is refused.
 */
export const payOrderFromBalance = async (
  tx: Tx,
  input: { readonly userId: number; readonly kind: WalletOrderKind; readonly orderId: number; readonly idempotencyKey: string },
  now: number,
): Promise<WalletOrder> => {
  const paidAt = new Date(now)
  // The conditional update takes the order's row lock: of two payments of one order, the
  // second waits, then finds it paid.
  const [claimed] = await tx
    .update(walletOrders)
    .set({ status: "paid", paidAt })
    .where(
      and(
        eq(walletOrders.id, input.orderId),
        eq(walletOrders.userId, input.userId),
        eq(walletOrders.kind, input.kind),
        eq(walletOrders.status, "unpaid"),
        // 30 minutes after creation an unpaid order is closed, swept or not.
        gt(walletOrders.createdAt, new Date(unpaidCutoff(now))),
      ),
    )
    .returning()
  if (!claimed) {
    const existing = await findOrder(tx, input.userId, input.kind, input.orderId)
    // Closed, or unpaid past its 30 minutes (the sweep closes it).
    if (existing.status !== "paid") throw conflict(WALLET_MESSAGES.orderClosed, "order_closed")
    return orderView(existing)
  }

  await debit(tx, {
    userId: input.userId,
    cents: claimed.amountCents,
    kind: input.kind,
    ref: claimed.orderNo,
    title: claimed.title,
    idempotencyKey: `order-${claimed.id}`,
  })

  // The member's row lock orders two paid orders of one member, so their periods chain. A
  // no-key lock: rows referencing the member (ledger, idempotency records) hold key-share locks.
  const [member] = await tx
    .select({ vipExpiresAt: users.vipExpiresAt })
    .from(users)
    .where(eq(users.id, input.userId))
    .for("no key update")
  let periodStart: Date
  let periodEnd: Date
  if (input.kind === "vip") {
    const current = member?.vipExpiresAt ?? null
    periodStart = current && current.getTime() > now ? current : paidAt
    periodEnd = extendVip(current, paidAt, claimed.months)
    await tx
      .update(users)
      .set({ grade: GRADE_LABELS.vip, vipAmount: claimed.amountCents, vipExpiresAt: periodEnd })
      .where(eq(users.id, input.userId))
  } else {
    const current = await shopServiceUntil(tx, input.userId)
    periodStart = current && current.getTime() > now ? current : paidAt
    periodEnd = addMonths(periodStart, claimed.months)
  }
  const [paid] = await tx
    .update(walletOrders)
    .set({ periodStart, periodEnd })
    .where(eq(walletOrders.id, claimed.id))
    .returning()
  if (!paid) throw new Error("order vanished")
  return orderView(paid)
}

/** A wallet order of the member, as shown while it is paid. */
export const walletOrderStatus = async (tx: Tx, userId: number, kind: WalletOrderKind, id: number): Promise<WalletOrder> =>
  orderView(await findOrder(tx, userId, kind, id))
