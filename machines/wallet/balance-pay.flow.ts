import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { balancePayMachine } from "./balance-pay.machine.ts"

export const balancePayFlow = defineFlow({
  id: "balancePay",
  nameZh: "余额支付",
  nameEn: "Balance pay",
  description: "余额或积分足够才能支付，不足时提示充值；未设置支付密码先设置；输入6位支付密码付款，密码错误提示剩余次数，锁定时提示等待，网络失败可用同一请求标识重试。",
  machine: balancePayMachine,
  fakes: (fake) =>
    balancePayMachine.provide({
      actors: {
        pay: fake.promise([
          { label: "支付成功", output: { paid: true } },
          { label: "密码错误", error: { status: 400, message: "支付密码错误，您还可以输入4次" } },
          { label: "已锁定", error: { status: 429, message: "支付密码错误次数过多，已锁定，请30分钟后再试" } },
          { label: "余额不足", error: { status: 409, code: "insufficient_balance", message: "账号余额不足，请您先 充值余额 再进行支付" } },
          { label: "未设置密码", error: { status: 409, code: "no_pay_password", message: "您还未设置支付密码，请先设置支付密码" } },
          failed,
        ]),
      },
    }),
  events: {
    "pay.submit": [
      { label: "6位密码", event: { type: "pay.submit", password: "135790" } },
      { label: "不足6位", event: { type: "pay.submit", password: "1357" } },
    ],
    "balance.update": [
      { label: "已充值", event: { type: "balance.update", available: 50_000 } },
      { label: "仍不足", event: { type: "balance.update", available: 100 } },
    ],
  },
  inputs: [
    { label: "余额充足", input: { amount: 19_800, currency: "balance", available: 50_000, hasPayPassword: true, idempotencyKey: "pay-1" } },
    { label: "余额不足", input: { amount: 19_800, currency: "balance", available: 1_000, hasPayPassword: true, idempotencyKey: "pay-2" } },
    { label: "未设置支付密码", input: { amount: 500, currency: "points", available: 800, hasPayPassword: false, idempotencyKey: "pay-3" } },
  ],
})
