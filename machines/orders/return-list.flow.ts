import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoReturn } from "./mall-order-fixtures.ts"
import { returnListMachine } from "./return-list.machine.ts"

export const returnListFlow = defineFlow({
  id: "returnList",
  nameZh: "退货列表",
  nameEn: "Return list",
  description: "会员的我的退货或店铺的退货申请：按状态（全部、待处理、退货中、已完成、已拒绝）和页码读取，失败可重试，操作后刷新。",
  machine: returnListMachine,
  fakes: (fake) =>
    returnListMachine.provide({
      actors: {
        loadReturns: fake.promise([
          { label: "有一条", output: { content: [demoReturn()], totalElements: 1, totalPages: 1 } },
          { label: "不是商家", error: { kind: "http", status: 403, message: "只有店铺的商家可以处理该订单" } },
          failed,
        ]),
      },
    }),
  events: {
    "tab.select": [{ label: "退货中", event: { type: "tab.select", status: 1 } }],
    "page.select": [
      { label: "第 2 页", event: { type: "page.select", page: 1 } },
      { label: "当前页", event: { type: "page.select", page: 0 } },
    ],
  },
})
