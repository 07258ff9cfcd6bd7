/**
 * The VIP members' monthly coupons: each calendar month (China time) an active VIP member holds
 * the month's two portal coupons, 满99减10 and 满199减30, good for every shop until the month
 * ends. They are given, never claimed in 领券 (docs/decisions.md "VIP monthly coupons").
 */
import { chinaDay, chinaMidnight } from "../member/china-day.ts"

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
