import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoMallOrder, demoPaidOrder, demoShippedOrder, demoTracking, TWO_SECONDS_LEFT } from "./mall-order-fixtures.ts"
import { orderDetailMachine } from "./order-detail.machine.ts"

export const orderDetailFlow = defineFlow({
  id: "orderDetail",
  nameZh: "订单详情",
  nameEn: "Order detail",
  description: "读取一个订单（不存在时说明，失败可重试）；已发货的订单同时读取物流轨迹（失败只影响物流部分）；待付款时每秒走表，超时后重新读取。操作之后重新读取订单。",
  machine: orderDetailMachine,
  fakes: (fake) =>
    orderDetailMachine.provide({
      actors: {
        loadOrder: fake.promise([
          { label: "待付款（剩 2 秒）", output: { order: demoMallOrder(), now: TWO_SECONDS_LEFT } },
          { label: "已发货", output: { order: demoShippedOrder, now: TWO_SECONDS_LEFT } },
          { label: "待发货", output: { order: demoPaidOrder, now: TWO_SECONDS_LEFT } },
          { label: "订单不存在", error: { kind: "http", status: 404, message: "订单不存在" } },
          failed,
        ]),
        loadTracking: fake.promise([{ label: "成功", output: demoTracking }, failed]),
      },
    }),
  inputs: [{ label: "订单 SC20261123160000123456", input: { orderNum: "SC20261123160000123456" } }],
})
