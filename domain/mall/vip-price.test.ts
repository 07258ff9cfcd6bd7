import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { couponOutcome, type CouponRule } from "./coupon.ts"
import { chinaMonth, chinaMonthSpan, VIP_MONTHLY_COUPONS } from "./vip-coupons.ts"
import { linePaidCents, vipActiveAt, vipDiscountText, vipLineDiscountCents, vipUnitPriceCents } from "./vip-price.ts"

const price = fc.integer({ min: 1, max: 100_000_000 })
const quantity = fc.integer({ min: 1, max: 99 })

describe("the VIP member price", () => {
  it("is 95% rounded half up to the cent", () => {
    expect(vipUnitPriceCents(12_900)).toBe(12_255)
    expect(vipUnitPriceCents(10)).toBe(10) // 9.5 rounds up
    expect(vipUnitPriceCents(30)).toBe(29) // 28.5 rounds up
    expect(vipUnitPriceCents(1)).toBe(1)
    expect(vipDiscountText(645)).toBe("VIP会员95折 -￥6.45")
  })

  test.prop([price])("is never negative, never above the list price, and within a cent of 95%", (p) => {
    const vip = vipUnitPriceCents(p)
    expect(vip).toBeGreaterThanOrEqual(0)
    expect(vip).toBeLessThanOrEqual(p)
    expect(Math.abs(vip * 100 - p * 95)).toBeLessThanOrEqual(50)
  })

  test.prop([fc.array(fc.tuple(price, quantity), { minLength: 1, maxLength: 8 })])("a line's discount is its units' and the order's is its lines' sum", (lines) => {
    const discounts = lines.map(([p, q]) => vipLineDiscountCents(p, q, true))
    for (const [i, [p, q]] of lines.entries()) {
      expect(discounts[i]).toBe((p - vipUnitPriceCents(p)) * q)
      expect(discounts[i]).toBeGreaterThanOrEqual(0)
      expect(linePaidCents({ priceCents: p, quantity: q, vipDiscountCents: discounts[i] })).toBe(vipUnitPriceCents(p) * q)
      expect(vipLineDiscountCents(p, q, false)).toBe(0)
    }
    const list = lines.reduce((n, [p, q]) => n + p * q, 0)
    const paid = lines.reduce((n, [p, q]) => n + vipUnitPriceCents(p) * q, 0)
    expect(list - discounts.reduce((n, d) => n + d, 0)).toBe(paid)
  })

  test.prop([fc.array(fc.tuple(price, quantity), { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 2_000_000 })])(
    "a coupon on the member price leaves every line paid between nothing and its list price",
    (lines, amount, threshold) => {
      const rule: CouponRule = { shopId: null, scope: "all", targetIds: [], thresholdCents: threshold, amountCents: amount, claimStart: 0, claimEnd: 10, useStart: 0, useEnd: 10, totalCount: 1, claimedCount: 0, perLimit: 1 }
      const atVip = lines.map(([p, q]) => p * q - vipLineDiscountCents(p, q, true))
      const outcome = couponOutcome(
        rule,
        atVip.map((cents, i) => ({ shopId: 1, spuId: i + 1, categoryIds: [], cents })),
        5,
      )
      const total = atVip.reduce((n, c) => n + c, 0)
      // The threshold is measured against what the lines cost at the member price.
      expect(outcome.ok).toBe(total >= threshold)
      for (const [i, [p, q]] of lines.entries()) {
        const paid = linePaidCents({ priceCents: p, quantity: q, vipDiscountCents: vipLineDiscountCents(p, q, true), discountCents: outcome.ok ? outcome.lineDiscounts[i] : 0 })
        expect(paid).toBeGreaterThanOrEqual(0)
        expect(paid).toBeLessThanOrEqual(p * q)
      }
    },
  )

  it("is for a VIP whose membership runs past the moment", () => {
    expect(vipActiveAt(null, 1000)).toBe(false)
    expect(vipActiveAt(1000, 1000)).toBe(false)
    expect(vipActiveAt(1001, 1000)).toBe(true)
  })
})

describe("the VIP monthly coupons", () => {
  it("are 满99减10 and 满199减30", () => {
    expect(VIP_MONTHLY_COUPONS).toEqual([
      { thresholdCents: 9_900, amountCents: 1_000 },
      { thresholdCents: 19_900, amountCents: 3_000 },
    ])
  })

  it("follow the China calendar month", () => {
    expect(chinaMonth(Date.UTC(2026, 10, 30, 16))).toBe("2026-12") // 00:00 on 1 December in Beijing
    expect(chinaMonth(Date.UTC(2026, 10, 30, 15, 59, 59))).toBe("2026-11")
    expect(chinaMonthSpan("2026-12")).toEqual({ start: Date.UTC(2026, 10, 30, 16), end: Date.UTC(2026, 11, 31, 16) - 1 })
  })

  test.prop([fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })])("a moment lies in its month's span, and the next month starts a millisecond after it ends", (at) => {
    const month = chinaMonth(at)
    const { start, end } = chinaMonthSpan(month)
    expect(start).toBeLessThanOrEqual(at)
    expect(at).toBeLessThanOrEqual(end)
    expect(chinaMonth(start)).toBe(month)
    expect(chinaMonth(end)).toBe(month)
    expect(chinaMonth(end + 1)).not.toBe(month)
  })
})
