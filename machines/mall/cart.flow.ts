import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { cartMachine } from "./cart.machine.ts"
import { cartLine, demoCart } from "./mall-fixtures.ts"

export const cartFlow = defineFlow({
  id: "cart",
  nameZh: "购物车",
  nameEn: "Cart",
  description: "按店铺分组的购物车：勾选单件、店铺或全选，数量不超过库存，删除、清空；每次修改立即显示合计，再依次保存（会员存服务器，访客存浏览器），保存失败恢复原样并提示；去结算（访客先登录）。",
  machine: cartMachine,
  fakes: (fake) =>
    cartMachine.provide({
      actors: {
        loadCart: fake.promise([{ label: "两件商品", output: demoCart }, { label: "空购物车", output: { items: [] } }, failed]),
        saveChange: fake.promise([
          { label: "已保存", output: { items: [cartLine(11, { quantity: 2 })] } },
          { label: "库存不足", error: { status: 409, message: "库存不足" } },
        ]),
      },
    }),
  events: {
    "cart.quantity": [{ label: "改为2件", event: { type: "cart.quantity", skuId: 11, quantity: 2 } }],
    "cart.check": [
      { label: "取消勾选", event: { type: "cart.check", skuId: 11, checked: false } },
      { label: "勾选", event: { type: "cart.check", skuId: 11, checked: true } },
    ],
    "cart.checkShop": [
      { label: "取消店铺", event: { type: "cart.checkShop", shopId: 4, checked: false } },
      { label: "没有这个店铺", event: { type: "cart.checkShop", shopId: 99, checked: true } },
    ],
    "cart.checkAll": [
      { label: "全不选", event: { type: "cart.checkAll", checked: false } },
      { label: "全选", event: { type: "cart.checkAll", checked: true } },
    ],
    "cart.remove": [{ label: "删除一件", event: { type: "cart.remove", skuIds: [14] } }],
  },
  inputs: [
    { label: "会员", input: { member: true } },
    { label: "访客", input: { member: false } },
  ],
})
