/**
 * The VIP member price of the mall (商城9.5折): a member whose VIP is active when the order is
 * made pays 95% of each product's price. The member price of one unit is rounded half up to the
 * cent, so what the product page shows as 会员价, times the quantity, is what the line costs.
 * Coupons come after it: their threshold and amount apply to what the lines cost at member price
 * (docs/decisions.md "VIP member price and coupons").
 */
import { formatMoney } from "../core/money.ts"

/** Percent of the list price a VIP member pays. */
export const VIP_MALL_PERCENT = 95

/** The order line that shows the VIP discount: VIP会员95折 -￥x.xx. */
export const VIP_MALL_LABEL = "VIP会员95折"

/** Whether a VIP expiring at `expiresAt` (epoch ms, null for none) is active at `now`. */
export function vipActiveAt(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt > now
}

/** The VIP price of one unit: 95% of the price, rounded half up to the cent. */
export function vipUnitPriceCents(priceCents: number): number {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return Math.max(0, Math.trunc(priceCents) || 0)
  return Number((BigInt(priceCents) * BigInt(VIP_MALL_PERCENT) + 50n) / 100n)
}

/** What the VIP price takes off a line of `quantity` units; 0 for a member who is not VIP. */
export function vipLineDiscountCents(priceCents: number, quantity: number, vip: boolean): number {
  if (!vip) return 0
  return (priceCents - vipUnitPriceCents(priceCents)) * quantity
}

/** The discount line of checkout, payment and order pages: VIP会员95折 -￥9.95. */
export function vipDiscountText(cents: number): string {
  return `${VIP_MALL_LABEL} -${formatMoney(cents)}`
}

/** What a line was paid: its price times quantity less its VIP discount and its coupon share. */
export function linePaidCents(line: { readonly priceCents: number; readonly quantity: number; readonly discountCents?: number | undefined; readonly vipDiscountCents?: number | undefined }): number {
  return line.priceCents * line.quantity - (line.discountCents ?? 0) - (line.vipDiscountCents ?? 0)
}

/** The page that tells what VIP membership brings (the hint beside 会员价 links to it). */
export const VIP_BENEFITS_PATH = "/announce/vip"
