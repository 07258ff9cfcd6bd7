import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoAcceptedReturn, demoReturn, demoSentReturn } from "./mall-order-fixtures.ts"
import { returnGoodsMachine } from "./return-goods.machine.ts"

export const returnGoodsFlow = defineFlow({
  id: "returnGoods",
  nameZh: "退货物流",
  nameEn: "Return parcel",
  description: "读取退货申请：商家同意后填写寄回商品的快递公司和单号（先检查再提交），商家确认收货前可以修改；其他状态只显示进度。",
  machine: returnGoodsMachine,
  fakes: (fake) =>
    returnGoodsMachine.provide({
      actors: {
        loadReturn: fake.promise([
          { label: "商家已同意", output: demoAcceptedReturn },
          { label: "已寄出", output: demoSentReturn },
          { label: "待处理", output: demoReturn() },
          failed,
        ]),
        sendGoods: fake.promise([
          { label: "成功", output: demoSentReturn },
          { label: "单号不对", error: { kind: "http", status: 400, message: "快递单号为6至30位字母或数字" } },
          { label: "商家已收货", error: { kind: "http", status: 409, message: "只有退货中的申请可以填写寄回信息或确认收货" } },
        ]),
      },
    }),
  events: {
    "goods.submit": [
      { label: "顺丰 SF9876543210", event: { type: "goods.submit", courier: "SF", trackingNo: "SF9876543210" } },
      { label: "没填单号", event: { type: "goods.submit", courier: "SF", trackingNo: "" } },
    ],
  },
  inputs: [{ label: "退货申请 7", input: { id: 7 } }],
})
