import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoAfterSale, demoReturn } from "./mall-order-fixtures.ts"
import { returnApplyMachine } from "./return-apply.machine.ts"

export const returnApplyFlow = defineFlow({
  id: "returnApply",
  nameZh: "申请退货",
  nameEn: "Return application",
  description: "读取订单的售后状态：有可退的商品时打开申请表（默认全选，可取消部分商品），选择原因、填写描述、上传凭证图片，先检查再提交，服务器拒绝时留在表单显示原因；没有可退商品时说明原因。",
  machine: returnApplyMachine,
  fakes: (fake) =>
    returnApplyMachine.provide({
      actors: {
        loadAfterSale: fake.promise([
          { label: "可以退货", output: demoAfterSale },
          { label: "已过退货期限", output: { ...demoAfterSale, returnDeadline: null, items: demoAfterSale.items.map((i) => ({ ...i, returnable: false })) } },
          failed,
        ]),
        applyReturn: fake.promise([{ label: "已提交", output: demoReturn() }, { label: "已过期限", error: { kind: "http", status: 409, message: "订单完成已超过7天，不能申请退货" } }]),
      },
    }),
  events: {
    "line.toggle": [
      { label: "取消/选中精华液", event: { type: "line.toggle", skuId: 11 } },
      { label: "不在订单中的商品", event: { type: "line.toggle", skuId: 999 } },
    ],
    "form.submit": [
      { label: "质量问题，附一张图", event: { type: "form.submit", form: { reason: "质量问题", description: "瓶口有裂缝", pictures: ["/files/pictures/202611/0123456789abcdef0123456789abcdef.png"] } } },
      { label: "没选原因", event: { type: "form.submit", form: { reason: "", description: "", pictures: [] } } },
    ],
  },
  inputs: [{ label: "已完成的订单", input: { orderNum: demoAfterSale.orderNum } }],
})
