import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoMallOrder, demoShippedOrder, pageOf, TWO_SECONDS_LEFT } from "./mall-order-fixtures.ts"
import { mallOrderListMachine } from "./mall-order-list.machine.ts"

export const mallOrderListFlow = defineFlow({
  id: "mallOrderList",
  nameZh: "我的订单（商城）",
  nameEn: "My mall orders",
  description: "按状态（全部、待付款、待发货、已发货、已完成、已关闭）、关键词和页码读取会员的商城订单；有待付款订单时每秒走表显示剩余付款时间，超时后稍等片刻重新读取（订单已被关闭）。",
  machine: mallOrderListMachine,
  fakes: (fake) =>
    mallOrderListMachine.provide({
      actors: {
        loadOrders: fake.promise([
          { label: "有待付款订单（剩 2 秒）", output: { page: pageOf([demoMallOrder()]), now: TWO_SECONDS_LEFT } },
          { label: "没有待付款订单", output: { page: pageOf([demoShippedOrder]), now: TWO_SECONDS_LEFT } },
          failed,
        ]),
      },
    }),
  events: {
    "tab.select": [
      { label: "待发货", event: { type: "tab.select", status: 1 } },
      { label: "全部", event: { type: "tab.select", status: null } },
    ],
    "search.submit": [{ label: "搜索精华液", event: { type: "search.submit", keyword: "精华液" } }],
    "page.select": [
      { label: "第 2 页", event: { type: "page.select", page: 1 } },
      { label: "当前页", event: { type: "page.select", page: 0 } },
    ],
  },
})
