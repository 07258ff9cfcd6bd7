/** The mall order flows for machines/index.ts (the flows page and the path tests). */
import { defineFlow, type FlowEntry } from "../testing/flow-entry.ts"
import { networkError } from "../testing/fixtures.ts"
import { confirmReceiptMachine } from "./confirm-receipt.machine.ts"
import { demoMallOrder, demoPaidOrder, demoReceivedOrder, demoShippedOrder, demoTracking, pageOf, TWO_SECONDS_LEFT } from "./mall-order-fixtures.ts"
import { mallOrderListMachine } from "./mall-order-list.machine.ts"
import { orderActionsMachine } from "./order-actions.machine.ts"
import { orderDetailMachine } from "./order-detail.machine.ts"
import { shopOrdersMachine } from "./shop-orders.machine.ts"

const failed = { label: "失败", error: networkError }
const refused = (message: string) => ({ label: "订单已变化", error: { kind: "http", status: 409, message } })

export const ORDER_FLOWS: ReadonlyArray<FlowEntry> = [
  defineFlow({
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
  }),
  defineFlow({
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
  }),
  defineFlow({
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
  }),
  defineFlow({
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
  }),
  defineFlow({
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
  }),
]
