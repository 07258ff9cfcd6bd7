import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { sandboxCashierMachine, type CashierPayment } from "./sandbox-cashier.machine.ts"
import { cents } from "../../domain/core/money.ts"

/** A recharge of 100 元 on the sandbox cashier, in the given status. */
export const cashierPayment = (status: CashierPayment["status"]): CashierPayment => ({
  id: "P1",
  merchant: "悦享健康美丽网",
  subject: "悦享健康美丽网账户余额充值",
  amount: cents(10_000),
  status,
  payee: "李*怡",
  expireTime: "2026-11-21T12:30:00.000Z",
  returnUrl: "/account/recharge/member/success?id=P1",
})

export const sandboxCashierFlow = defineFlow({
  id: "sandboxCashier",
  nameZh: "沙箱收银台",
  nameEn: "Sandbox cashier",
  description: "沙箱支付平台的收银台：付款人确认支付或模拟失败，结果显示2秒后返回商户页面；已过期的支付单只能返回商户。",
  machine: sandboxCashierMachine,
  fakes: (fake) =>
    sandboxCashierMachine.provide({
      actors: {
        load: fake.promise([
          { label: "待支付", output: cashierPayment("pending") },
          { label: "已支付", output: cashierPayment("paid") },
          { label: "已过期", output: cashierPayment("expired") },
          failed,
        ]),
        settle: fake.promise([
          { label: "完成", output: cashierPayment("paid") },
          { label: "已过期", output: cashierPayment("expired") },
          failed,
        ]),
      },
    }),
})
