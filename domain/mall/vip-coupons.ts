/**
 * The VIP members' monthly coupons: each calendar month (China time) an active VIP member holds
 * the month's two portal coupons, 满99减10 and 满199减30, good for every shop until the month
 * ends. They are given, never claimed in 领券 (docs/decisions.md "VIP monthly coupons").
 */
import { chinaDay, chinaMidnight } from "../member/china-day.ts"
import { couponLabel } from "./coupon.ts"
import { VIP_MALL_PERCENT } from "./vip-price.ts"

/** The month's VIP coupons: threshold and amount in cents. */
export const VIP_MONTHLY_COUPONS = [
  { thresholdCents: 9_900, amountCents: 1_000 },
  { thresholdCents: 19_900, amountCents: 3_000 },
] as const

/** The name the VIP coupons carry in 我的优惠券 and at checkout. */
export const VIP_COUPON_NAME = "VIP会员月度券"

/** The month in China at this instant: `2026-11`. */
export function chinaMonth(epochMs: number): string {
  return chinaDay(epochMs).slice(0, 7)
}

/** The first and the last millisecond of a month (`2026-11`) in China. */
export function chinaMonthSpan(month: string): { readonly start: number; readonly end: number } {
  const [year, m] = month.split("-").map(Number) as [number, number]
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`
  return { start: chinaMidnight(`${month}-01`), end: chinaMidnight(`${next}-01`) - 1 }
}

/**
 * What the VIP pages promise about the mall, made from the rules themselves so the words
 * cannot drift from what checkout does.
 */
export const VIP_MALL_BENEFITS = [
  { title: `商城${VIP_MALL_PERCENT / 10}折`, text: `会员有效期内在悦享商城下单，商品按${VIP_MALL_PERCENT / 10}折会员价结算，可再叠加优惠券。` },
  {
    title: "每月会员优惠券",
    text: `每个自然月发放${VIP_MONTHLY_COUPONS.map((c) => couponLabel(c)).join("、")}全场通用券各一张，当月有效，在“我的优惠券”中查看。`,
  },
] as const
