import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  claimProblem,
  claimState,
  compareCandidates,
  couponCovers,
  couponDefinitionProblem,
  couponLabel,
  couponOutcome,
  memberCouponStatus,
  spreadDiscount,
  type CouponLine,
  type CouponRule,
} from "./coupon.ts"
import { MALL_MESSAGES } from "./messages.ts"
import { rejectReasonProblem, returnAddressProblem, returnApplicationProblem, returnDeadline, RETURN_REASONS, shopReturnActions } from "./order-return.ts"
import { shoppingPoints } from "./points.ts"
import { defaultReviewAt, gradesOfFilter, replyProblem, reviewProblem, reviewStatistics } from "./review.ts"

const DAY = 86_400_000
const T = Date.UTC(2026, 10, 20)

const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  shopId: null,
  scope: "all",
  targetIds: [],
  thresholdCents: 9900,
  amountCents: 2000,
  claimStart: T - DAY,
  claimEnd: T + DAY,
  useStart: T - DAY,
  useEnd: T + 30 * DAY,
  totalCount: 100,
  claimedCount: 0,
  perLimit: 1,
  ...over,
})

const line = (over: Partial<CouponLine> = {}): CouponLine => ({ shopId: 7, spuId: 1, categoryIds: [1, 10, 100], cents: 5000, ...over })

describe("spreading a coupon over the lines", () => {
  const amounts = fc.array(fc.nat({ max: 5_000_000 }), { minLength: 1, maxLength: 30 })

  test.prop([amounts, fc.double({ min: 0, max: 1, noNaN: true })])("the parts add up to the discount and none is more than its line", (lines, share) => {
    const total = lines.reduce((n, a) => n + a, 0)
    const discount = Math.floor(total * share)
    const parts = spreadDiscount(lines, discount)
    expect(parts.reduce((n, p) => n + p, 0)).toBe(discount)
    parts.forEach((p, i) => {
      expect(Number.isInteger(p)).toBe(true)
      expect(p).toBeGreaterThanOrEqual(0)
      expect(p).toBeLessThanOrEqual(lines[i]!)
    })
  })

  test.prop([amounts])("a discount of the whole takes each line whole; none takes nothing", (lines) => {
    const total = lines.reduce((n, a) => n + a, 0)
    expect(spreadDiscount(lines, total)).toEqual(lines)
    expect(spreadDiscount(lines, 0)).toEqual(lines.map(() => 0))
  })

  test.prop([amounts, fc.nat({ max: 1_000_000 })])("a dearer line never gets less than a cheaper one", (lines, raw) => {
    const total = lines.reduce((n, a) => n + a, 0)
    const parts = spreadDiscount(lines, Math.min(raw, total))
    for (let i = 0; i < lines.length; i++)
      for (let j = 0; j < lines.length; j++) if (lines[i]! > lines[j]!) expect(parts[i]!).toBeGreaterThanOrEqual(parts[j]!)
  })

  it("refuses a discount larger than the lines", () => {
    expect(() => spreadDiscount([100, 200], 301)).toThrow(RangeError)
    expect(spreadDiscount([3333, 3333, 3334], 1000)).toEqual([333, 333, 334])
  })
})

describe("coupon applicability", () => {
  it("covers by shop, then by scope: all, a category or one above it, a product", () => {
    expect(couponCovers(rule(), line())).toBe(true)
    expect(couponCovers(rule({ shopId: 8 }), line())).toBe(false)
    expect(couponCovers(rule({ shopId: 7 }), line())).toBe(true)
    expect(couponCovers(rule({ scope: "category", targetIds: [10] }), line())).toBe(true)
    expect(couponCovers(rule({ scope: "category", targetIds: [11] }), line())).toBe(false)
    expect(couponCovers(rule({ scope: "product", targetIds: [1] }), line())).toBe(true)
    expect(couponCovers(rule({ scope: "product", targetIds: [2] }), line())).toBe(false)
  })

  it("applies within its use window to covered lines reaching the threshold, with the message of each refusal", () => {
    const lines = [line({ cents: 6000 }), line({ spuId: 2, cents: 4000, categoryIds: [2] })]
    expect(couponOutcome(rule(), lines, T)).toEqual({ ok: true, discountCents: 2000, lineDiscounts: [1200, 800] })
    expect(couponOutcome(rule({ useStart: T + 1 }), lines, T)).toEqual({ ok: false, problem: MALL_MESSAGES.couponNotStarted })
    expect(couponOutcome(rule({ useEnd: T - 1 }), lines, T)).toEqual({ ok: false, problem: MALL_MESSAGES.couponExpired })
    expect(couponOutcome(rule({ scope: "category", targetIds: [10] }), lines, T)).toEqual({ ok: false, problem: MALL_MESSAGES.couponThreshold("99") })
    expect(couponOutcome(rule({ scope: "product", targetIds: [3] }), lines, T)).toEqual({ ok: false, problem: MALL_MESSAGES.couponNotForGoods })
    expect(couponOutcome(rule({ scope: "category", targetIds: [10], thresholdCents: 5000 }), lines, T)).toEqual({ ok: true, discountCents: 2000, lineDiscounts: [2000, 0] })
  })

  it("never takes off more than the covered lines cost", () => {
    expect(couponOutcome(rule({ thresholdCents: 0, amountCents: 1000 }), [line({ cents: 600 })], T)).toEqual({ ok: true, discountCents: 600, lineDiscounts: [600] })
  })

  const lineArb = fc.record({
    shopId: fc.constantFrom(7, 8),
    spuId: fc.integer({ min: 1, max: 6 }),
    categoryIds: fc.subarray([1, 2, 10, 20, 100]),
    cents: fc.nat({ max: 200_000 }),
  })
  const ruleArb = fc.record({
    shopId: fc.constantFrom(null, 7, 8),
    scope: fc.constantFrom("all" as const, "category" as const, "product" as const),
    targetIds: fc.subarray([1, 2, 3, 10, 20, 100]),
    thresholdCents: fc.nat({ max: 100_000 }),
    amountCents: fc.integer({ min: 1, max: 50_000 }),
  })

  test.prop([ruleArb, fc.array(lineArb, { minLength: 1, maxLength: 8 })])(
    "an applying coupon takes off min(amount, covered lines), only from covered lines, each part within its line",
    (r, lines) => {
      const full = rule(r)
      const outcome = couponOutcome(full, lines, T)
      const covered = lines.map((l) => couponCovers(full, l))
      const coveredCents = lines.reduce((n, l, i) => (covered[i] ? n + l.cents : n), 0)
      if (!outcome.ok) {
        expect(coveredCents < full.thresholdCents || coveredCents === 0).toBe(true)
        return
      }
      expect(coveredCents).toBeGreaterThanOrEqual(full.thresholdCents)
      expect(outcome.discountCents).toBe(Math.min(full.amountCents, coveredCents))
      expect(outcome.lineDiscounts.reduce((n, p) => n + p, 0)).toBe(outcome.discountCents)
      outcome.lineDiscounts.forEach((p, i) => {
        expect(p).toBeLessThanOrEqual(lines[i]!.cents)
        if (!covered[i]) expect(p).toBe(0)
      })
    },
  )

  it("orders candidates: larger discount, then the one expiring sooner, then the older", () => {
    const list = [
      { id: 3, discountCents: 1000, useEnd: 5 },
      { id: 2, discountCents: 2000, useEnd: 9 },
      { id: 1, discountCents: 1000, useEnd: 5 },
      { id: 4, discountCents: 2000, useEnd: 7 },
    ]
    expect([...list].sort(compareCandidates).map((c) => c.id)).toEqual([4, 2, 1, 3])
  })
})

describe("claiming", () => {
  it("answers the spec's messages in order: window, the member's limit, the count", () => {
    expect(claimProblem(rule({ claimStart: T + 1 }), 0, T)).toBe("优惠券还没到领取时间")
    expect(claimProblem(rule({ claimEnd: T - 1 }), 0, T)).toBe(MALL_MESSAGES.couponClaimEnded)
    expect(claimProblem(rule({ claimedCount: 100 }), 1, T)).toBe("您已经领取过该优惠券")
    expect(claimProblem(rule({ claimedCount: 100 }), 0, T)).toBe("优惠券已经领完了")
    expect(claimProblem(rule({ perLimit: 2 }), 1, T)).toBeNull()
    expect(claimState(rule({ claimedCount: 100 }), 0, T)).toBe("soldOut")
    expect(claimState(rule(), 1, T)).toBe("claimed")
    expect(claimState(rule({ claimStart: T + 1 }), 0, T)).toBe("notStarted")
    expect(claimState(rule(), 0, T)).toBe("claimable")
  })

  it("labels, statuses and definitions", () => {
    expect(couponLabel({ thresholdCents: 9900, amountCents: 2000 })).toBe("满99减20")
    expect(couponLabel({ thresholdCents: 0, amountCents: 550 })).toBe("无门槛减5.5")
    expect(memberCouponStatus(T, "SC1", T + 1)).toBe("used")
    expect(memberCouponStatus(T, null, T + 1)).toBe("expired")
    expect(memberCouponStatus(T, null, T)).toBe("unused")
    expect(couponDefinitionProblem(rule())).toBeNull()
    expect(couponDefinitionProblem(rule({ amountCents: 20_000 }))).toBe("优惠金额不能大于使用门槛")
    expect(couponDefinitionProblem(rule({ scope: "product" }))).toBe("请选择优惠券适用的类目或商品")
  })
})

describe("returns", () => {
  const form = { reason: "质量问题", description: "收到时瓶身有裂痕", pictures: ["/files/pictures/202611/0123456789abcdef0123456789abcdef.jpg"] }
  it("takes a reason of the list, a description up to 500, at most 5 pictures on this site", () => {
    expect(RETURN_REASONS).toEqual(["质量问题", "尺码太大", "颜色不喜欢", "7天无理由退货", "价格问题", "发票问题", "物流问题", "其他问题"])
    expect(returnApplicationProblem(form)).toBeNull()
    expect(returnApplicationProblem({ ...form, reason: "不想要了" })).toBe(MALL_MESSAGES.returnReasonRequired)
    expect(returnApplicationProblem({ ...form, description: "字".repeat(501) })).toBe(MALL_MESSAGES.returnDescriptionTooLong(500))
    expect(returnApplicationProblem({ ...form, pictures: Array.from({ length: 6 }, () => form.pictures[0]!) })).toBe(MALL_MESSAGES.returnTooManyPictures(5))
    expect(returnApplicationProblem({ ...form, pictures: ["https://evil.example/a.jpg"] })).toBe(MALL_MESSAGES.returnBadPicture)
    expect(returnDeadline(T)).toBe(T + 7 * DAY)
  })

  it("checks the shop's address and reason", () => {
    expect(returnAddressProblem({ name: "美妍售后", phone: "0571-88886666", address: "浙江省杭州市西湖区文三路477号" })).toBeNull()
    expect(returnAddressProblem({ name: "美", phone: "0571-88886666", address: "浙江省杭州市西湖区文三路477号" })).toBe(MALL_MESSAGES.returnAddressName)
    expect(returnAddressProblem({ name: "美妍售后", phone: "12345", address: "浙江省杭州市西湖区文三路477号" })).toBe(MALL_MESSAGES.returnAddressPhone)
    expect(returnAddressProblem({ name: "美妍售后", phone: "13800000004", address: "杭州" })).toBe(MALL_MESSAGES.returnAddressDetail)
    expect(rejectReasonProblem(" ")).toBe(MALL_MESSAGES.returnRejectReasonRequired)
    expect(rejectReasonProblem("商品已拆封使用，不支持无理由退货")).toBeNull()
    expect(shopReturnActions({ status: 1, sendTime: null })).toEqual([])
    expect(shopReturnActions({ status: 1, sendTime: "x" })).toEqual(["receive"])
  })
})

describe("reviews", () => {
  it("uses the spec's comment rules and the rating filters", () => {
    const content = "质地清爽不黏腻，用了两周皮肤明显更水润，包装也很精致，会回购的。"
    expect(reviewProblem({ grade: 5, content, pictures: [] })).toBeNull()
    expect(reviewProblem({ grade: null, content, pictures: [] })).toBe("请选择满意度")
    expect(reviewProblem({ grade: 4, content: "很好", pictures: [] })).toBe("长度在 30 到 200 个字符")
    expect(reviewProblem({ grade: 4, content, pictures: Array.from({ length: 10 }, () => "/files/pictures/202611/a.jpg") })).toBe(MALL_MESSAGES.reviewTooManyPictures(9))
    expect(gradesOfFilter("good")).toEqual([5])
    expect(gradesOfFilter("middle")).toEqual([3, 4])
    expect(gradesOfFilter("bad")).toEqual([1, 2])
    expect(gradesOfFilter("pictures")).toEqual([1, 2, 3, 4, 5])
    expect(replyProblem("")).toBe(MALL_MESSAGES.replyRequired)
    expect(defaultReviewAt(T)).toBe(T + 7 * DAY)
  })

  test.prop([fc.array(fc.nat({ max: 10_000 }), { minLength: 5, maxLength: 5 }), fc.nat({ max: 10_000 })])("statistics add up", (stars, pictures) => {
    const s = reviewStatistics(stars, pictures)
    expect(s.goodTotal + s.middleTotal + s.simpleTotal).toBe(s.total)
    expect(s.stars).toEqual(stars)
    if (s.total === 0) expect(s.goodRate).toBeNull()
    else expect(s.goodRate).toBe(Math.round((stars[4]! * 100) / s.total))
  })
})

describe("shopping points", () => {
  it("gives a point per whole yuan kept, one and a half times for a VIP", () => {
    expect(shoppingPoints(21_899, 0, false)).toBe(218)
    expect(shoppingPoints(21_899, 8_900, false)).toBe(129)
    expect(shoppingPoints(21_899, 0, true)).toBe(327)
    expect(shoppingPoints(500, 900, false)).toBe(0)
  })

  test.prop([fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000_000 }), fc.boolean()])("never negative, never more than the yuan kept times the rate", (paid, back, vip) => {
    const points = shoppingPoints(paid, back, vip)
    expect(points).toBeGreaterThanOrEqual(0)
    expect(points).toBeLessThanOrEqual((Math.max(0, paid - back) / 100) * (vip ? 1.5 : 1))
  })
})
