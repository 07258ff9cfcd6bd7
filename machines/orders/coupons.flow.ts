import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { couponsMachine } from "./coupons.machine.ts"
import { demoMyCoupons, demoOffer } from "./mall-order-fixtures.ts"

export const couponsFlow = defineFlow({
  id: "coupons",
  nameZh: "优惠券",
  nameEn: "Coupons",
  description: "我的优惠券按未使用、已使用、已过期分页查看（带数量）；领券中心列出可领取的优惠券，领取后更新该券状态并刷新我的优惠券；领取被拒（已领完、已领取）时提示并刷新领券列表。",
  machine: couponsMachine,
  fakes: (fake) =>
    couponsMachine.provide({
      actors: {
        loadMine: fake.promise([{ label: "一张未使用", output: demoMyCoupons }, failed]),
        loadOffers: fake.promise([{ label: "可领取一张", output: [demoOffer()] }, { label: "已领取", output: [demoOffer("claimed")] }, failed]),
        claimCoupon: fake.promise([{ label: "领取成功", output: { coupon: demoOffer("claimed") } }, { label: "已领完", error: { kind: "http", status: 409, message: "优惠券已经领完了" } }]),
      },
    }),
  events: {
    "tab.select": [{ label: "已使用", event: { type: "tab.select", status: "used" } }],
    "page.select": [
      { label: "第 2 页", event: { type: "page.select", page: 1 } },
      { label: "当前页", event: { type: "page.select", page: 0 } },
    ],
    "coupon.claim": [
      { label: "领取满99减20", event: { type: "coupon.claim", couponId: 2 } },
      { label: "不存在的券", event: { type: "coupon.claim", couponId: 99 } },
    ],
  },
})
