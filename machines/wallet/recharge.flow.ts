import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { rechargeMachine, type RechargeView } from "./recharge.machine.ts"

/** A recharge of 100 元 as the server shows it, in the given status. */
export const rechargeView = (status: RechargeView["status"]): RechargeView => ({
  id: "P1",
  amount: 10_000,
  status,
  payUrl: "/sandbox/pay/P1",
  balance: status === "paid" ? 10_000 : 0,
})

export const rechargeFlow = defineFlow({
  id: "recharge",
  nameZh: "余额充值",
  nameEn: "Recharge",
  description: "选择或输入充值金额（2位小数，1元至5万元），创建支付单后前往支付平台收银台；返回后查询支付结果，直到成功、失败或过期，久未到账时可手动刷新。",
  machine: rechargeMachine,
  fakes: (fake) =>
    rechargeMachine.provide({
      actors: {
        createRecharge: fake.promise([
          { label: "已创建", output: rechargeView("pending") },
          { label: "创建失败", error: { message: "在线充值暂不可用，请稍后再试" } },
        ]),
        fetchStatus: fake.promise([
          { label: "已支付", output: rechargeView("paid") },
          { label: "待支付", output: rechargeView("pending") },
          { label: "支付失败", output: rechargeView("failed") },
          { label: "已过期", output: rechargeView("expired") },
          failed,
        ]),
      },
    }),
  events: {
    "amount.change": [
      { label: "100元", event: { type: "amount.change", text: "100" } },
      { label: "金额格式错误", event: { type: "amount.change", text: "1.234" } },
    ],
    "amount.preset": [{ label: "500元", event: { type: "amount.preset", cents: 50_000 } }],
  },
  inputs: [
    { label: "充值页", input: { paymentId: null, keyBase: "r" } },
    { label: "支付后返回", input: { paymentId: "P1", keyBase: "r", maxPolls: 1 } },
  ],
})
