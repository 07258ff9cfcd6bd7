/**
 * Coupons of the mall (满 X 减 Y): the portal's coupons for every shop or a shop's own, good for
 * everything (全场通用), for products of a category and the categories below it, or for named
 * products. A coupon is claimed within its claim window, up to its total count and a limit per
 * member, and used within its use window on one order whose lines it covers reach its threshold.
 * The discount is the coupon's amount (never more than the lines it covers) spread over those
 * lines in proportion to their price (docs/decisions.md "Coupons: choice and spreading").
 */
import { Schema } from "effect"
import { centsToYuan } from "../core/money.ts"
import { MALL_MESSAGES } from "./messages.ts"
import { Whole, Cents } from "../core/entities/common.ts"
import { IdNumber } from "../core/validation/boundary.ts"

const COUPON_SCOPES = ["all", "category", "product"] as const
export type CouponScope = (typeof COUPON_SCOPES)[number]

/** 我的优惠券 tabs. */
export const MEMBER_COUPON_STATUSES = [
  { key: "unused", label: "未使用" },
  { key: "used", label: "已使用" },
  { key: "expired", label: "已过期" },
] as const
export type MemberCouponStatus = (typeof MEMBER_COUPON_STATUSES)[number]["key"]

/** What a coupon is, as every list shows it. */
export const Coupon = Schema.Struct({
  id: IdNumber,
  name: Schema.String,
  /** Null for the portal's coupons (any shop); otherwise the shop whose products it covers. */
  shop: Schema.NullOr(Schema.Struct({ id: IdNumber, name: Schema.String })),
  scope: Schema.Literals(COUPON_SCOPES),
  /** 全场通用, 全店通用, 限护肤类商品, 限指定商品. */
  scopeText: Schema.String,
  /** Category ids (scope category) or product ids (scope product); empty for scope all. */
  targetIds: Schema.Array(IdNumber),
  /** 0: no threshold (无门槛). */
  thresholdCents: Cents,
  amountCents: IdNumber,
  /** 满99减20 or 无门槛减5. */
  label: Schema.String,
  claimStart: Schema.String,
  claimEnd: Schema.String,
  useStart: Schema.String,
  useEnd: Schema.String,
  totalCount: Whole,
  claimedCount: Whole,
  perLimit: IdNumber,
})
export type Coupon = typeof Coupon.Type

const CLAIM_STATES = ["claimable", "claimed", "soldOut", "notStarted"] as const
export type ClaimState = (typeof CLAIM_STATES)[number]

/** A coupon in 领券 lists: how many the viewer holds and whether the button works. */
export const ClaimableCoupon = Schema.Struct({
  ...Coupon.fields,
  /** Claimed by the viewer so far (0 for visitors). */
  claimedByMe: Whole,
  /** claimable, claimed (the viewer reached the limit), soldOut, notStarted. */
  state: Schema.Literals(CLAIM_STATES),
})
export type ClaimableCoupon = typeof ClaimableCoupon.Type

/** One coupon a member holds (我的优惠券). */
export const MemberCoupon = Schema.Struct({
  /** The member's coupon: what checkout's couponId names. */
  id: IdNumber,
  coupon: Coupon,
  claimTime: Schema.String,
  status: Schema.Literals(["unused", "used", "expired"]),
  /** Unused and within its use window now. */
  usable: Schema.Boolean,
  orderNum: Schema.NullOr(Schema.String),
  useTime: Schema.NullOr(Schema.String),
})
export type MemberCoupon = typeof MemberCoupon.Type

export const MemberCouponPage = Schema.Struct({
  content: Schema.Array(MemberCoupon),
  totalElements: Whole,
  totalPages: Whole,
  /** Counts for the three tabs. */
  counts: Schema.Struct({ unused: Whole, used: Whole, expired: Whole }),
})
export type MemberCouponPage = typeof MemberCouponPage.Type

/** A coupon the checkout can use: the order (shop) it goes to and what it takes off. */
export const CheckoutCoupon = Schema.Struct({
  id: IdNumber,
  coupon: Coupon,
  shopId: IdNumber,
  discountCents: Cents,
})
export type CheckoutCoupon = typeof CheckoutCoupon.Type

/** A coupon of the member that the checkout cannot use, and why. */
export const UnusableCoupon = Schema.Struct({ id: IdNumber, coupon: Coupon, reason: Schema.String })
export type UnusableCoupon = typeof UnusableCoupon.Type

/** 99 from 9900, 12.5 from 1250. */
export const yuanText = (cents: number): string => centsToYuan(cents).replace(/\.00$/, "").replace(/(\.\d)0$/, "$1")

/** 满99减20, or 无门槛减5. */
export const couponLabel = (c: { readonly thresholdCents: number; readonly amountCents: number }): string =>
  c.thresholdCents > 0 ? `满${yuanText(c.thresholdCents)}减${yuanText(c.amountCents)}` : `无门槛减${yuanText(c.amountCents)}`

/** 全场通用 / 全店通用, 限<categories>商品, 限指定商品. */
export const couponScopeText = (scope: CouponScope, shopCoupon: boolean, categoryNames: ReadonlyArray<string> = []): string => {
  switch (scope) {
    case "all":
      return shopCoupon ? "全店通用" : "全场通用"
    case "category":
      return categoryNames.length > 0 ? `限${categoryNames.join("、")}类商品` : "限指定类目商品"
    case "product":
      return "限指定商品"
  }
}

/** The rule of a coupon, in numbers. Times are epoch milliseconds. */
export interface CouponRule {
  readonly shopId: number | null
  readonly scope: CouponScope
  readonly targetIds: ReadonlyArray<number>
  readonly thresholdCents: number
  readonly amountCents: number
  readonly claimStart: number
  readonly claimEnd: number
  readonly useStart: number
  readonly useEnd: number
  readonly totalCount: number
  readonly claimedCount: number
  readonly perLimit: number
}

/** A line of an order as a coupon sees it. */
export interface CouponLine {
  readonly shopId: number
  readonly spuId: number
  /** The product's category and every category above it. */
  readonly categoryIds: ReadonlyArray<number>
  /** Price × quantity. */
  readonly cents: number
}

/** Whether the coupon covers a line: its shop (for a shop's coupon), then its scope. */
export function couponCovers(rule: Pick<CouponRule, "shopId" | "scope" | "targetIds">, line: Omit<CouponLine, "cents">): boolean {
  if (rule.shopId !== null && rule.shopId !== line.shopId) return false
  switch (rule.scope) {
    case "all":
      return true
    case "category":
      return line.categoryIds.some((id) => rule.targetIds.includes(id))
    case "product":
      return rule.targetIds.includes(line.spuId)
  }
}

/** Why a member cannot claim the coupon now, or null. `held` is how many of it they hold. */
export function claimProblem(rule: CouponRule, held: number, now: number): string | null {
  if (now < rule.claimStart) return MALL_MESSAGES.couponClaimNotStarted
  if (now > rule.claimEnd) return MALL_MESSAGES.couponClaimEnded
  if (held >= rule.perLimit) return MALL_MESSAGES.couponAlreadyClaimed
  if (rule.claimedCount >= rule.totalCount) return MALL_MESSAGES.couponSoldOut
  return null
}

/** The claim button's state for a viewer holding `held` of the coupon. */
export function claimState(rule: CouponRule, held: number, now: number): ClaimState {
  if (held >= rule.perLimit) return "claimed"
  if (now < rule.claimStart) return "notStarted"
  if (rule.claimedCount >= rule.totalCount) return "soldOut"
  return "claimable"
}

/** Unused, used (on an order) or expired (unused after its use window). */
export function memberCouponStatus(useEnd: number, orderNum: string | null, now: number): MemberCouponStatus {
  if (orderNum !== null) return "used"
  return now > useEnd ? "expired" : "unused"
}

/**
 * Spreads a discount over lines in proportion to their amounts (largest remainder): the parts
 * add up to the discount, and no part is more than its line. `discount` must not exceed the
 * sum of the amounts; amounts and discount are whole, non-negative cents.
 */
export function spreadDiscount(amounts: ReadonlyArray<number>, discount: number): number[] {
  const total = amounts.reduce((n, a) => n + a, 0)
  if (discount <= 0 || total <= 0) return amounts.map(() => 0)
  if (discount > total) throw new RangeError(`a discount of ${discount} is more than the lines' ${total}`)
  const big = BigInt(discount)
  const sum = BigInt(total)
  const parts = amounts.map((a, index) => {
    const exact = big * BigInt(a)
    return { index, amount: a, floor: Number(exact / sum), remainder: exact % sum }
  })
  let left = discount - parts.reduce((n, p) => n + p.floor, 0)
  const order = [...parts].sort((x, y) => (x.remainder === y.remainder ? y.amount - x.amount || x.index - y.index : x.remainder > y.remainder ? -1 : 1))
  const result = parts.map((p) => p.floor)
  for (const p of order) {
    if (left === 0) break
    if (p.remainder === 0n) continue
    result[p.index] = result[p.index]! + 1
    left -= 1
  }
  return result
}

export type CouponOutcome =
  | { readonly ok: true; readonly discountCents: number; readonly lineDiscounts: ReadonlyArray<number> }
  | { readonly ok: false; readonly problem: string }

/**
 * What the coupon takes off an order's lines at `now`: its amount (at most what the lines it
 * covers cost) spread over the covered lines, or why it does not apply: outside its use
 * window, no line covered, or the covered lines under its threshold.
 */
export function couponOutcome(rule: CouponRule, lines: ReadonlyArray<CouponLine>, now: number): CouponOutcome {
  if (now < rule.useStart) return { ok: false, problem: MALL_MESSAGES.couponNotStarted }
  if (now > rule.useEnd) return { ok: false, problem: MALL_MESSAGES.couponExpired }
  const covered = lines.map((line) => couponCovers(rule, line))
  const coveredCents = lines.reduce((n, line, i) => (covered[i] ? n + line.cents : n), 0)
  if (!covered.some(Boolean) || coveredCents === 0) return { ok: false, problem: MALL_MESSAGES.couponNotForGoods }
  if (coveredCents < rule.thresholdCents) return { ok: false, problem: MALL_MESSAGES.couponThreshold(yuanText(rule.thresholdCents)) }
  const discountCents = Math.min(rule.amountCents, coveredCents)
  const parts = spreadDiscount(
    lines.map((line, i) => (covered[i] ? line.cents : 0)),
    discountCents,
  )
  return { ok: true, discountCents, lineDiscounts: parts }
}

/** Candidates ordered best first: the larger discount, then the one expiring sooner, then the older. */
export function compareCandidates(
  a: { readonly discountCents: number; readonly useEnd: number; readonly id: number },
  b: { readonly discountCents: number; readonly useEnd: number; readonly id: number },
): number {
  return b.discountCents - a.discountCents || a.useEnd - b.useEnd || a.id - b.id
}

/** Limits of a coupon definition. */
const COUPON_LIMITS = { maxTotal: 1_000_000, maxPerLimit: 10, maxTargets: 200 } as const

/** Why a coupon definition is wrong, or null (for whoever issues coupons). */
export function couponDefinitionProblem(rule: Omit<CouponRule, "claimedCount">): string | null {
  if (!Number.isInteger(rule.amountCents) || rule.amountCents <= 0) return "优惠金额必须大于0"
  if (!Number.isInteger(rule.thresholdCents) || rule.thresholdCents < 0) return "使用门槛不能为负数"
  if (rule.thresholdCents > 0 && rule.amountCents > rule.thresholdCents) return "优惠金额不能大于使用门槛"
  if (!Number.isInteger(rule.totalCount) || rule.totalCount < 1 || rule.totalCount > COUPON_LIMITS.maxTotal) return "发放数量为1至1000000张"
  if (!Number.isInteger(rule.perLimit) || rule.perLimit < 1 || rule.perLimit > COUPON_LIMITS.maxPerLimit) return "每人限领1至10张"
  if (rule.claimEnd < rule.claimStart) return "领取结束时间不能早于开始时间"
  if (rule.useEnd < rule.useStart) return "使用结束时间不能早于开始时间"
  if (rule.useEnd < rule.claimStart) return "使用期限不能早于领取时间"
  if (rule.scope === "all" && rule.targetIds.length > 0) return "全场通用的优惠券不指定类目或商品"
  if (rule.scope !== "all" && (rule.targetIds.length === 0 || rule.targetIds.length > COUPON_LIMITS.maxTargets)) return "请选择优惠券适用的类目或商品"
  return null
}
