import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoPaidOrder, demoShippedOrder, pageOf, refused } from "./mall-order-fixtures.ts"
import { shopOrdersMachine } from "./shop-orders.machine.ts"

export const shopOrdersFlow = defineFlow({
  id: "shopOrders",
  nameZh: "店铺订单与发货",
  nameEn: "Shop orders and shipping",
  description: "商家按状态查看店铺订单；待发货的订单可发货：从快递公司列表选择并填写快递单号，先在表单中检查，再由服务器检查；发货成功后刷新列表，订单已变化时显示原因并刷新。",
  machine: shopOrdersMachine,
  fakes: (fake) =>
    shopOrdersMachine.provide({
      actors: {
        loadOrders: fake.promise([
          { label: "有待发货订单", output: pageOf([demoPaidOrder]) },
          { label: "不是商家", error: { kind: "http", status: 403, message: "只有店铺的商家可以处理该订单" } },
          failed,
        ]),
        shipOrder: fake.promise([
          { label: "成功", output: demoShippedOrder },
          { label: "单号不对", error: { kind: "http", status: 400, message: "快递单号为6至30位字母或数字" } },
          refused("只有待发货的订单可以发货"),
        ]),
      },
    }),
  events: {
    "tab.select": [{ label: "待发货", event: { type: "tab.select", status: 1 } }],
    "page.select": [
      { label: "第 2 页", event: { type: "page.select", page: 1 } },
      { label: "当前页", event: { type: "page.select", page: 0 } },
    ],
    "ship.open": [
      { label: "待发货订单", event: { type: "ship.open", order: demoPaidOrder } },
      { label: "已发货订单", event: { type: "ship.open", order: demoShippedOrder } },
    ],
    "ship.submit": [
      { label: "顺丰 SF1234567890", event: { type: "ship.submit", courier: "SF", trackingNo: "SF1234567890" } },
      { label: "没选快递公司", event: { type: "ship.submit", courier: "", trackingNo: "SF1234567890" } },
      { label: "单号太短", event: { type: "ship.submit", courier: "SF", trackingNo: "SF12" } },
    ],
  },
})
