import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoOrder, twoSecondsLeft } from "./mall-fixtures.ts"
import { orderPaymentMachine } from "./order-payment.machine.ts"

export const orderPaymentFlow = defineFlow({
  id: "orderPayment",
  nameZh: "订单支付",
  nameEn: "Order payment",
  description: "读取待支付的订单，显示应付金额和剩余支付时间（每秒倒计时，到时订单关闭）；用余额和6位支付密码支付，成功后前往支付成功页；已支付或已关闭的订单直接说明。",
  machine: orderPaymentMachine,
  fakes: (fake) =>
    orderPaymentMachine.provide({
      actors: {
        loadOrders: fake.promise([
          { label: "待支付（剩2秒）", output: { orders: [demoOrder()], now: twoSecondsLeft } },
          { label: "已支付", output: { orders: [demoOrder({ status: 1 })], now: twoSecondsLeft } },
          { label: "已关闭", output: { orders: [demoOrder({ status: 4 })], now: twoSecondsLeft } },
          { label: "已超时", output: { orders: [demoOrder()], now: twoSecondsLeft + 5_000 } },
          failed,
        ]),
      },
    }),
  inputs: [{ label: "一个订单", input: { orderNums: ["SC20261124103000123456"] } }],
})
