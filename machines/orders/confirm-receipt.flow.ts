import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { confirmReceiptMachine } from "./confirm-receipt.machine.ts"
import { demoPaidOrder, demoReceivedOrder, demoShippedOrder, refused } from "./mall-order-fixtures.ts"

export const confirmReceiptFlow = defineFlow({
  id: "confirmReceipt",
  nameZh: "确认收货",
  nameEn: "Confirm receipt",
  description: "读取订单：已发货的弹出确认收货对话框（无需支付密码），确认后提交并显示结果；已收货的直接显示结果；其他状态说明不能确认收货。订单已变化时重新读取。",
  machine: confirmReceiptMachine,
  fakes: (fake) =>
    confirmReceiptMachine.provide({
      actors: {
        loadOrder: fake.promise([
          { label: "已发货", output: demoShippedOrder },
          { label: "已收货", output: demoReceivedOrder },
          { label: "待发货", output: demoPaidOrder },
          failed,
        ]),
        receiveOrder: fake.promise([{ label: "成功", output: demoReceivedOrder }, refused("只有已发货的订单可以确认收货"), failed]),
      },
    }),
  inputs: [{ label: "订单 SC20261123160000123456", input: { orderNum: "SC20261123160000123456" } }],
})
