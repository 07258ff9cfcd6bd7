import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoMallOrder, demoReceivedOrder, demoShippedOrder, demoTracking, refused } from "./mall-order-fixtures.ts"
import { orderActionsMachine } from "./order-actions.machine.ts"

export const orderActionsFlow = defineFlow({
  id: "orderActions",
  nameZh: "订单操作",
  nameEn: "Order actions",
  description: "订单列表和详情页的操作：取消订单、确认收货、删除订单先确认再提交；再次购买直接加入购物车并打开购物车；付款打开余额支付；查看物流读取轨迹。服务器拒绝（订单已变化）时显示原因并重新读取订单。",
  machine: orderActionsMachine,
  fakes: (fake) =>
    orderActionsMachine.provide({
      actors: {
        runAction: fake.promise([{ label: "成功", output: {} }, refused("只有待付款的订单可以取消"), failed]),
        loadTracking: fake.promise([{ label: "成功", output: demoTracking }, failed]),
      },
    }),
  events: {
    "order.pay": [{ label: "待付款订单", event: { type: "order.pay", order: demoMallOrder() } }],
    "order.cancel": [{ label: "待付款订单", event: { type: "order.cancel", order: demoMallOrder() } }],
    "order.confirm": [{ label: "已发货订单", event: { type: "order.confirm", order: demoShippedOrder } }],
    "order.delete": [{ label: "已完成订单", event: { type: "order.delete", order: demoReceivedOrder } }],
    "order.buyAgain": [{ label: "已完成订单", event: { type: "order.buyAgain", order: demoReceivedOrder } }],
    "order.tracking": [{ label: "已发货订单", event: { type: "order.tracking", order: demoShippedOrder } }],
  },
})
