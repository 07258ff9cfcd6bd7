import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { buyBoxMachine } from "./buy-box.machine.ts"
import { demoSpecs } from "./mall-fixtures.ts"

export const buyBoxFlow = defineFlow({
  id: "buyBox",
  nameZh: "商品购买区",
  nameEn: "Product buy box",
  description: "商品页选择销售属性（无库存的组合置灰），价格、库存和图片随所选规格变化，数量不超过库存；加入购物车（访客也可以）或立即购买（访客先登录）。",
  machine: buyBoxMachine,
  fakes: (fake) =>
    buyBoxMachine.provide({
      actors: {
        loadSpecs: fake.promise([
          { label: "成功", output: demoSpecs },
          { label: "全部售罄", output: { ...demoSpecs, skus: demoSpecs.skus.map((s) => ({ ...s, stock: 0 })) } },
          failed,
        ]),
        addToCart: fake.promise([{ label: "已加入", output: { pieces: 3 } }, { label: "库存不足", error: { status: 409, message: "库存不足" } }]),
      },
    }),
  events: {
    "option.toggle": [
      { label: "选50ml", event: { type: "option.toggle", attrIndex: 0, value: "50ml" } },
      { label: "再点经典款（取消）", event: { type: "option.toggle", attrIndex: 1, value: "经典款" } },
      { label: "选已售罄的礼盒款", event: { type: "option.toggle", attrIndex: 1, value: "礼盒款" } },
    ],
    "quantity.set": [
      { label: "5件", event: { type: "quantity.set", quantity: 5 } },
      { label: "超过库存", event: { type: "quantity.set", quantity: 999 } },
    ],
  },
  inputs: [
    { label: "会员", input: { spuId: 1, member: true } },
    { label: "访客", input: { spuId: 1, member: false } },
  ],
})
