import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { withdrawalMachine } from "./withdrawal.machine.ts"

export const withdrawalFlow = defineFlow({
  id: "withdrawal",
  nameZh: "余额提现",
  nameEn: "Withdrawal",
  description: "未设置支付密码先设置，未绑定支付宝先绑定（账号、真实姓名和支付密码）；输入提现金额（10元起，不超过余额）和支付密码提交，金额立即转出等待审核。",
  machine: withdrawalMachine,
  fakes: (fake) =>
    withdrawalMachine.provide({
      actors: {
        bindAccount: fake.promise([{ label: "绑定成功", output: { account: "139****5678", name: "李*怡" } }, { label: "密码错误", error: { status: 400, message: "支付密码错误，您还可以输入4次" } }]),
        requestWithdrawal: fake.promise([
          { label: "已提交", output: { id: 7, status: "pending" } },
          { label: "被拒绝", error: { status: 400, message: "提现金额不能超过可用余额" } },
          failed,
        ]),
      },
    }),
  events: {
    "account.change": [
      { label: "支付宝账号", event: { type: "account.change", field: "account", value: "13912345678" } },
      { label: "真实姓名", event: { type: "account.change", field: "name", value: "李静怡" } },
    ],
    "account.submit": [{ label: "输入支付密码", event: { type: "account.submit", password: "135790" } }],
    "amount.change": [
      { label: "120元", event: { type: "amount.change", text: "120" } },
      { label: "低于最低金额", event: { type: "amount.change", text: "5" } },
    ],
    "extract.submit": [{ label: "输入支付密码", event: { type: "extract.submit", password: "135790" } }],
  },
  inputs: [
    { label: "已绑定账户", input: { balance: 30_000, hasPayPassword: true, account: { account: "139****5678", name: "李*怡" }, keyBase: "w" } },
    { label: "新会员", input: { balance: 30_000, hasPayPassword: false, account: null, keyBase: "w" } },
  ],
})
