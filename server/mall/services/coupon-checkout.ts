/**
 * Coupons at checkout: the member's unused coupons planned against the lines (the best first,
 * spread over the shop's lines), used by an order once, given back when it closes unpaid or
 * refunds in full.
 */
import { and, asc, eq, gte, isNull, sql } from "drizzle-orm"
import { compareCandidates, couponOutcome, type CheckoutCoupon, type CouponLine, type UnusableCoupon } from "../../../domain/mall/coupon.ts"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import type { Tx } from "../../core/db/client.ts"
import { conflict } from "../../../domain/core/errors.ts"
import { coupons, memberCoupons } from "../tables/coupons.ts"
import { couponViews, productLines, readCategories, ruleOf } from "./coupons.ts"
import { cents } from "../../../domain/core/money.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

/** A line of checkout with what a coupon needs to know. */
export interface CheckoutCouponLine {
  readonly skuId: number
  readonly spuId: number
  readonly shopId: number
  readonly cents: number
}

export interface CouponPlan {
  readonly coupons: CheckoutCoupon[]
  readonly unusable: UnusableCoupon[]
  /** The chosen coupon with its order (shop) and each line's share, by SKU. */
  readonly chosen: { readonly id: number; readonly shopId: number; readonly discountCents: number; readonly lineDiscounts: ReadonlyMap<number, number> } | null
}

/**
 * The member's unused coupons against checkout's lines: each one on the shop's order where it
 * takes off most; the best first. `choice` undefined takes the best, null none, a number that
 * coupon of the member's (404 when it is not theirs, 409 when used or when it does not apply).
 */
export const planCoupon = async (tx: Tx, userId: number, lines: ReadonlyArray<CheckoutCouponLine>, choice: number | null | undefined, now: number): Promise<CouponPlan> => {
  const held = await tx
    .select({ mine: memberCoupons, def: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.userId, userId), isNull(memberCoupons.orderNum), gte(coupons.useEnd, new Date(now))))
    .orderBy(asc(memberCoupons.id))
  if (typeof choice === "number" && !held.some((h) => h.mine.id === choice)) {
    const other = await rowOrNotFound(tx, memberCoupons, and(eq(memberCoupons.id, choice), eq(memberCoupons.userId, userId)), MALL_MESSAGES.couponNotFound, "coupon_not_found")
    if (other.orderNum !== null) throw conflict(MALL_MESSAGES.couponUsed, "coupon_used")
    throw conflict(MALL_MESSAGES.couponExpired, "coupon_unusable")
  }
  if (held.length === 0) return { coupons: [], unusable: [], chosen: null }
  const categories = await readCategories(tx)
  const facts = await productLines(
    tx,
    lines.map((l) => l.spuId),
    categories,
  )
  const byShop = new Map<number, CheckoutCouponLine[]>()
  for (const line of lines) byShop.set(line.shopId, [...(byShop.get(line.shopId) ?? []), line])
  const views = await couponViews(
    tx,
    held.map((h) => h.def),
    categories,
  )

  type Candidate = { id: number; useEnd: number; shopId: number; discountCents: number; lineDiscounts: Map<number, number> }
  const candidates: Candidate[] = []
  const unusable: UnusableCoupon[] = []
  for (const { mine, def } of held) {
    const rule = ruleOf(def)
    let best: Candidate | null = null
    let problem: string = MALL_MESSAGES.couponNotForGoods
    for (const [shopId, shopLines] of byShop) {
      const couponLines: CouponLine[] = shopLines.map((l) => ({ ...(facts.get(l.spuId) ?? { spuId: l.spuId, shopId, categoryIds: [] }), shopId, cents: l.cents }))
      const outcome = couponOutcome(rule, couponLines, now)
      if (!outcome.ok) {
        // The most telling reason: a threshold or window problem says more than "not for these goods".
        if (outcome.problem !== MALL_MESSAGES.couponNotForGoods) problem = outcome.problem
        continue
      }
      const candidate: Candidate = {
        id: mine.id,
        useEnd: rule.useEnd,
        shopId,
        discountCents: outcome.discountCents,
        lineDiscounts: new Map(shopLines.map((l, i) => [l.skuId, outcome.lineDiscounts[i] ?? 0])),
      }
      if (best === null || candidate.discountCents > best.discountCents) best = candidate
    }
    if (best) candidates.push(best)
    else unusable.push({ id: mine.id, coupon: views.get(def.id)!, reason: problem })
  }
  candidates.sort(compareCandidates)
  const couponOfId = (id: number) => views.get(held.find((h) => h.mine.id === id)!.def.id)!
  let chosen: Candidate | null = null
  if (choice === undefined) chosen = candidates[0] ?? null
  else if (choice !== null) {
    chosen = candidates.find((c) => c.id === choice) ?? null
    if (!chosen) throw conflict(unusable.find((u) => u.id === choice)?.reason ?? MALL_MESSAGES.couponNotForGoods, "coupon_unusable")
  }
  return {
    coupons: candidates.map((c) => ({ id: c.id, coupon: couponOfId(c.id), shopId: c.shopId, discountCents: cents(c.discountCents) })),
    unusable,
    chosen: chosen && { id: chosen.id, shopId: chosen.shopId, discountCents: chosen.discountCents, lineDiscounts: chosen.lineDiscounts },
  }
}

/** Marks the member's coupon used on an order; 409 when it was used meanwhile. */
export const useCoupon = async (tx: Tx, userId: number, memberCouponId: number, orderNum: string, now: number): Promise<void> => {
  const [used] = await tx
    .update(memberCoupons)
    .set({ orderNum, usedAt: new Date(now) })
    .where(and(eq(memberCoupons.id, memberCouponId), eq(memberCoupons.userId, userId), isNull(memberCoupons.orderNum)))
    .returning({ couponId: memberCoupons.couponId })
  if (!used) throw conflict(MALL_MESSAGES.couponUsed, "coupon_used")
  await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.id, used.couponId))
}

/** Gives back the coupon used on an order that closed unpaid. */
export const releaseCoupon = async (tx: Tx, orderNum: string): Promise<void> => {
  const released = await tx.update(memberCoupons).set({ orderNum: null, usedAt: null }).where(eq(memberCoupons.orderNum, orderNum)).returning({ couponId: memberCoupons.couponId })
  for (const r of released) await tx.update(coupons).set({ usedCount: sql`greatest(0, ${coupons.usedCount} - 1)` }).where(eq(coupons.id, r.couponId))
}

/**
 * Gives back the coupon of an order refunded in full, when its use period has not ended (the
 * refund rules page: 在有效期内的优惠券将返还至您的账户).
 */
export const releaseCouponOfRefund = async (tx: Tx, orderNum: string, now: number): Promise<boolean> => {
  const [held] = await tx
    .select({ id: memberCoupons.id, couponId: memberCoupons.couponId, useEnd: coupons.useEnd })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.orderNum, orderNum))
  if (!held || held.useEnd.getTime() < now) return false
  await releaseCoupon(tx, orderNum)
  return true
}
