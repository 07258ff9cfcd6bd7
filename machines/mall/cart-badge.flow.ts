import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { cartBadgeMachine } from "./cart-badge.machine.ts"

export const cartBadgeFlow = defineFlow({
  id: "cartBadge",
  nameZh: "购物车数量",
  nameEn: "Cart count",
  description: "顶部的购物车件数：访客的件数来自浏览器；会员登录后先把访客加入的商品并入会员购物车（只并一次），再显示会员的件数，读取失败30秒后重试；加购、修改、删除后件数随之变化。",
  machine: cartBadgeMachine,
  fakes: (fake) =>
    cartBadgeMachine.provide({
      actors: { syncCart: fake.promise([{ label: "已合并", output: { pieces: 5 } }, failed]) },
    }),
  events: {
    "cart.count": [{ label: "加购后3件", event: { type: "cart.count", pieces: 3 } }],
    "session.visitor": [{ label: "退出登录", event: { type: "session.visitor", pieces: 0 } }],
  },
  inputs: [
    { label: "访客", input: { member: false, pieces: 2 } },
    { label: "会员", input: { member: true, pieces: 0 } },
  ],
})
