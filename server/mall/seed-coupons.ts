/**
 * The mall's demo coupons, one of each kind: the portal's for everything, for a category and
 * (soon) for another; 美妍旗舰店's for the whole shop, for one product and a limited one the
 * learners have claimed to the last. Written through the coupon service, after the products.
 */
import { eq, inArray } from "drizzle-orm"
import type { Tx } from "../core/db/client.ts"
import { productCategories } from "../shell/tables.ts"
import { demoAccountId, demoAccountIds } from "../seed/demo-accounts.ts"
import { productImage } from "../seed/products.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { claimCoupon, createCoupon, type CouponInput } from "./services/coupons.ts"
import { grantVipCoupons } from "./services/vip-coupons.ts"
import { coupons } from "./tables/coupons.ts"
import { products } from "./tables/products.ts"
import { DAY } from "../../domain/core/durations.ts"

/** Names of the demo coupons, for the orders' seed. */
export const DEMO_COUPONS = {
  newcomer: "新人专享券",
  everything: "全场满199减30",
  skincare: "面部护肤满99减15",
  shop: "美妍旗舰店满299减50",
  serum: "玻尿酸精华单品券",
  nutrition: "营养保健满150减20",
  limited: "美妍限量券",
  holiday: "国庆专享券",
} as const

export const mallCouponsSeed: SeedSet = {
  name: "mall-coupons",
  demo: true,
  async apply(tx: Tx) {
    const now = Date.now()
    const merchantId = await demoAccountId(tx, "meiyan_shop")
    if (merchantId === undefined) return
    const categories = await tx
      .select({ catId: productCategories.catId, name: productCategories.name })
      .from(productCategories)
      .where(inArray(productCategories.name, ["面部护肤", "营养保健"]))
    const categoryId = (name: string) => categories.find((c) => c.name === name)?.catId
    const [serum] = await tx.select({ spuId: products.spuId }).from(products).where(eq(products.cover, productImage("hyaluronic-serum", 1)))
    const open = { claimStart: now - 20 * DAY, claimEnd: now + 60 * DAY, useStart: now - 20 * DAY, useEnd: now + 90 * DAY }
    const plan: Array<CouponInput | null> = [
      { shopId: null, name: DEMO_COUPONS.newcomer, scope: "all", thresholdCents: 0, amountCents: 500, totalCount: 2000, ...open },
      { shopId: null, name: DEMO_COUPONS.everything, scope: "all", thresholdCents: 19_900, amountCents: 3000, totalCount: 1000, ...open },
      categoryId("面部护肤") === undefined
        ? null
        : { shopId: null, name: DEMO_COUPONS.skincare, scope: "category", targetIds: [categoryId("面部护肤")!], thresholdCents: 9900, amountCents: 1500, totalCount: 800, ...open },
      { shopId: merchantId, name: DEMO_COUPONS.shop, scope: "all", thresholdCents: 29_900, amountCents: 5000, totalCount: 300, ...open },
      serum === undefined
        ? null
        : { shopId: merchantId, name: DEMO_COUPONS.serum, scope: "product", targetIds: [serum.spuId], thresholdCents: 12_900, amountCents: 2000, totalCount: 200, perLimit: 2, ...open },
      categoryId("营养保健") === undefined
        ? null
        : {
            shopId: null,
            name: DEMO_COUPONS.nutrition,
            scope: "category",
            targetIds: [categoryId("营养保健")!],
            thresholdCents: 15_000,
            amountCents: 2000,
            totalCount: 500,
            claimStart: now + 3 * DAY,
            claimEnd: now + 33 * DAY,
            useStart: now + 3 * DAY,
            useEnd: now + 45 * DAY,
          },
      { shopId: merchantId, name: DEMO_COUPONS.limited, scope: "all", thresholdCents: 9900, amountCents: 3000, totalCount: 3, ...open },
      // Over: claimed in its time and never used (已过期 in 我的优惠券).
      {
        shopId: null,
        name: DEMO_COUPONS.holiday,
        scope: "all",
        thresholdCents: 10_000,
        amountCents: 1000,
        totalCount: 1000,
        claimStart: now - 50 * DAY,
        claimEnd: now - 10 * DAY,
        useStart: now - 50 * DAY,
        useEnd: now - 5 * DAY,
      },
    ]
    for (const coupon of plan) if (coupon) await createCoupon(tx, coupon)

    const ids = new Map((await tx.select({ id: coupons.id, name: coupons.name }).from(coupons)).map((c) => [c.name, c.id]))
    const members = await demoAccountIds(tx, ["zhou_vip", "lin_xiaoyu", "learner_xiaoman", "learner_qingqing", "learner_tangtang"])
    const claims: ReadonlyArray<readonly [string, keyof typeof DEMO_COUPONS, number]> = [
      ["zhou_vip", "holiday", 30],
      ["zhou_vip", "shop", 10],
      ["zhou_vip", "serum", 10],
      ["zhou_vip", "newcomer", 10],
      ["lin_xiaoyu", "everything", 2.5],
      // The limited coupon went to three learners: everyone else reads 优惠券已经领完了.
      ["learner_xiaoman", "limited", 10],
      ["learner_qingqing", "limited", 9],
      ["learner_tangtang", "limited", 8],
    ]
    for (const [username, coupon, daysAgo] of claims) {
      const userId = members.get(username)
      const couponId = ids.get(DEMO_COUPONS[coupon])
      if (userId !== undefined && couponId !== undefined) await claimCoupon(tx, userId, couponId, now - daysAgo * DAY)
    }
    // 周婉清 is VIP: this month's VIP coupons are hers, as the first look at 我的优惠券 would give them.
    const zhou = members.get("zhou_vip")
    if (zhou !== undefined) await grantVipCoupons(tx, zhou, now)
  },
}
