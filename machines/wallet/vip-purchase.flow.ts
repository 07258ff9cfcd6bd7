import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { vipPurchaseMachine } from "./vip-purchase.machine.ts"

export const vipPurchaseFlow = defineFlow({
  id: "vipPurchase",
  nameZh: "开通会员",
  nameEn: "VIP purchase",
  description: "选择会员套餐后开通，先询问“确认开通会员吗?”，确认后下单并用余额支付；取消支付回到套餐选择。店铺服务费不选套餐、不询问，直接下单支付。",
  machine: vipPurchaseMachine,
  fakes: (fake) =>
    vipPurchaseMachine.provide({
      actors: { createOrder: fake.promise([{ label: "已下单", output: { id: 11, amount: 19_800, title: "开通VIP会员（年卡）" } }, failed]) },
    }),
  events: {
    "plan.select": [
      { label: "年卡", event: { type: "plan.select", planId: 3 } },
      { label: "月卡", event: { type: "plan.select", planId: 1 } },
    ],
    "pay.done": [{ label: "支付完成", event: { type: "pay.done", result: { paid: true } } }],
  },
  inputs: [
    { label: "未选套餐", input: { keyBase: "v", planId: null, kind: "vip" } },
    { label: "店铺服务费", input: { keyBase: "s", planId: null, kind: "shop" } },
  ],
})
