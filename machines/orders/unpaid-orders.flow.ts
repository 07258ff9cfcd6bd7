import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { unpaidOrdersMachine } from "./unpaid-orders.machine.ts"
import { cents } from "../../domain/core/money.ts"

export const unpaidOrdersFlow = defineFlow({
  id: "unpaidOrders",
  nameZh: "未支付订单",
  nameEn: "Unpaid orders",
  description: "会员未支付的订单（VIP会员、店铺服务费、课程）：列出并可取消（确认后），取消后重新检查注销条件并刷新列表；服务器拒绝时显示原因。未支付的订单下单30分钟后由服务器自动关闭。",
  machine: unpaidOrdersMachine,
  fakes: (fake) =>
    unpaidOrdersMachine.provide({
      actors: {
        loadOrders: fake.promise([
          {
            label: "有一笔",
            output: [{ kind: "vip", id: 1, orderNo: "VIP20261123160000123456", title: "开通VIP会员（年卡）", amount: cents(19_900), createTime: "2026-11-23T08:00:00.000Z", closeTime: "2026-11-23T08:30:00.000Z" }],
          },
          failed,
        ]),
        cancelOrder: fake.promise([{ label: "成功", output: { cancelled: true } }, failed]),
      },
    }),
  events: {
    "order.cancel": [{ label: "取消VIP订单", event: { type: "order.cancel", kind: "vip", id: 1 } }],
  },
})
