/**
 * VIP members in the mall: whether a member is VIP at an instant (the member price at checkout),
 * and the month's VIP coupons, given once per member and month. The grant row's primary key
 * (member, month) makes a second grant impossible however many requests race; the coupons
 * themselves are claimed through the coupon service like any other.
 */
import { asc, eq } from "drizzle-orm"
import { chinaMonth, chinaMonthSpan, VIP_COUPON_NAME, VIP_MONTHLY_COUPONS } from "../../../domain/mall/vip-coupons.ts"
import { vipActiveAt } from "../../../domain/mall/vip-price.ts"
import type { Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { coupons, vipCouponGrants } from "../tables/coupons.ts"
import { claimCoupon } from "./coupons.ts"
import { cents } from "../../../domain/core/money.ts"

/** Whether the member's VIP is active at `now`. */
export const isVipAt = async (tx: Tx, userId: number, now: number): Promise<boolean> => {
  const [row] = await tx.select({ vipExpiresAt: users.vipExpiresAt }).from(users).where(eq(users.id, userId))
  return vipActiveAt(row?.vipExpiresAt?.getTime() ?? null, now)
}

/** The month's VIP coupons, issued by the first grant of the month (a unique month and threshold). */
const monthCoupons = async (tx: Tx, month: string): Promise<number[]> => {
  const { start, end } = chinaMonthSpan(month)
  const window = { claimStart: new Date(start), claimEnd: new Date(end), useStart: new Date(start), useEnd: new Date(end) }
  await tx
    .insert(coupons)
    .values(VIP_MONTHLY_COUPONS.map((c) => ({ shopId: null, name: VIP_COUPON_NAME, scope: "all", thresholdCents: cents(c.thresholdCents), amountCents: cents(c.amountCents), totalCount: 1_000_000, perLimit: 1, vipMonth: month, ...window })))
    .onConflictDoNothing()
  const rows = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.vipMonth, month)).orderBy(asc(coupons.thresholdCents))
  return rows.map((r) => r.id)
}

/**
 * Gives an active VIP member this month's VIP coupons unless they had them; answers how many
 * were given (0 for a member who is not VIP or already has them).
 */
export const grantVipCoupons = (db: Tx, userId: number, now: number): Promise<number> =>
  db.transaction(async (tx) => {
    const [member] = await tx.select({ vipExpiresAt: users.vipExpiresAt }).from(users).where(eq(users.id, userId))
    if (!vipActiveAt(member?.vipExpiresAt?.getTime() ?? null, now)) return 0
    const month = chinaMonth(now)
    const [granted] = await tx.insert(vipCouponGrants).values({ userId, month, grantedAt: new Date(now) }).onConflictDoNothing().returning({ userId: vipCouponGrants.userId })
    if (!granted) return 0
    const ids = await monthCoupons(tx, month)
    for (const id of ids) await claimCoupon(tx, userId, id, now, { given: true })
    return ids.length
  })
