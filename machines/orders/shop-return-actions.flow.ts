import { defineFlow } from "../testing/flow-entry.ts"
import { demoAcceptedReturn, demoReturn, demoSentReturn } from "./mall-order-fixtures.ts"
import { shopReturnActionsMachine } from "./shop-return-actions.machine.ts"

export const shopReturnActionsFlow = defineFlow({
  id: "shopReturnActions",
  nameZh: "商家处理退货",
  nameEn: "Shop return decisions",
  description: "商家同意退货（填写退货地址）、拒绝（填写原因）或确认收到退货（确认后退款到买家余额）；表单先检查，服务器拒绝时留在对话框，申请已变化时关闭并刷新列表。",
  machine: shopReturnActionsMachine,
  fakes: (fake) =>
    shopReturnActionsMachine.provide({
      actors: {
        decide: fake.promise([
          { label: "成功", output: demoAcceptedReturn },
          { label: "地址不对", error: { kind: "http", status: 400, message: "请填写退货地址（5至120个字）" } },
          { label: "申请已变化", error: { kind: "http", status: 409, message: "只有待处理的退货申请可以处理" } },
        ]),
      },
    }),
  events: {
    "return.accept": [{ label: "待处理的申请", event: { type: "return.accept", ret: demoReturn() } }],
    "return.reject": [{ label: "待处理的申请", event: { type: "return.reject", ret: demoReturn() } }],
    "return.receive": [{ label: "买家已寄回", event: { type: "return.receive", ret: demoSentReturn } }],
    "decision.submit": [
      { label: "同意，地址完整", event: { type: "decision.submit", decision: { kind: "accept", address: { name: "美妍售后", phone: "021-55501234", address: "上海市浦东新区张江路88号" }, note: "" } } },
      { label: "同意，没填地址", event: { type: "decision.submit", decision: { kind: "accept", address: { name: "", phone: "", address: "" }, note: "" } } },
      { label: "拒绝，说明原因", event: { type: "decision.submit", decision: { kind: "reject", reason: "商品已拆封使用，不支持无理由退货" } } },
      { label: "拒绝，没写原因", event: { type: "decision.submit", decision: { kind: "reject", reason: "" } } },
      { label: "确认收货", event: { type: "decision.submit", decision: { kind: "receive" } } },
    ],
  },
})
