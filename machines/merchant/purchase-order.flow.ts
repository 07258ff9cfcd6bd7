import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoPurchase } from "./merchant-fixtures.ts"
import { purchaseOrderMachine } from "./purchase-order.machine.ts"

const refused = { label: "状态已变化", error: { kind: "http", status: 409, message: "采购单当前状态不能进行该操作" } }

export const purchaseOrderFlow = defineFlow({
  id: "purchaseOrder",
  nameZh: "采购单",
  nameEn: "Purchase order",
  description: "采购单：新建 -> 分配采购人（姓名、电话）-> 已分配 -> 领取 -> 已领取 -> 完成采购（每一项采购成功或填写失败原因）-> 已完成或有异常；完成时采购成功的商品入库。",
  machine: purchaseOrderMachine,
  fakes: (fake) =>
    purchaseOrderMachine.provide({
      actors: {
        assign: fake.promise([{ label: "已分配", output: demoPurchase(1) }, refused, failed]),
        receive: fake.promise([{ label: "已领取", output: demoPurchase(2) }, refused, failed]),
        finish: fake.promise([{ label: "已完成", output: demoPurchase(3) }, { label: "有异常", output: demoPurchase(4) }, refused, failed]),
      },
    }),
  events: {
    "purchase.assign": [
      { label: "分配给王建国", event: { type: "purchase.assign", buyer: "王建国", buyerPhone: "13912340001" } },
      { label: "未填采购人", event: { type: "purchase.assign", buyer: " ", buyerPhone: "" } },
    ],
    "purchase.finish": [
      { label: "全部完成", event: { type: "purchase.finish", items: [{ itemId: 1, done: true, reason: "" }, { itemId: 2, done: true, reason: "" }] } },
      { label: "一项失败未填原因", event: { type: "purchase.finish", items: [{ itemId: 1, done: true, reason: "" }, { itemId: 2, done: false, reason: "" }] } },
    ],
    "purchase.sync": [
      { label: "别处已分配", event: { type: "purchase.sync", purchase: demoPurchase(1) } },
      { label: "别处已完成", event: { type: "purchase.sync", purchase: demoPurchase(3) } },
      { label: "列表里的旧副本", event: { type: "purchase.sync", purchase: demoPurchase(0) } },
    ],
  },
  inputs: [
    { label: "新建的采购单", input: { purchase: demoPurchase(0) } },
    { label: "已领取的采购单", input: { purchase: demoPurchase(2) } },
  ],
})
