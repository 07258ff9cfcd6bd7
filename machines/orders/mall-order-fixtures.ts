/** Demo mall orders for the flows page and the machine tests. */
import type { MallOrder, MallOrderPage, Tracking } from "../../domain/mall/order.ts"

const CREATED = "2026-11-23T08:00:00.000Z"

export const demoMallOrder = (overrides: Partial<MallOrder> = {}): MallOrder => ({
  orderNum: "SC20261123160000123456",
  status: 0,
  shop: { id: 4, name: "美妍旗舰店" },
  items: [{ skuId: 11, spuId: 3, title: "玻尿酸多重保湿精华液", skuText: "30ml / 标准版", picture: "/media/products/3.png", priceCents: 12_900, quantity: 1 }],
  goodsCents: 12_900,
  freightCents: 800,
  discountCents: 0,
  payCents: 13_700,
  address: { name: "林小雨", phone: "138****0001", regionText: "北京市 市辖区 东城区", detail: "和平里东街18号3单元502" },
  note: "",
  courier: null,
  courierName: null,
  trackingNo: null,
  createTime: CREATED,
  payDeadline: "2026-11-23T08:30:00.000Z",
  payTime: null,
  shipTime: null,
  receiveTime: null,
  closeTime: null,
  closeReason: null,
  autoConfirmTime: null,
  ...overrides,
})

export const demoShippedOrder = demoMallOrder({
  status: 2,
  payTime: "2026-11-23T08:05:00.000Z",
  shipTime: "2026-11-23T10:00:00.000Z",
  courier: "SF",
  courierName: "顺丰速运",
  trackingNo: "SF1234567890",
  autoConfirmTime: "2026-12-08T10:00:00.000Z",
})

export const demoReceivedOrder = demoMallOrder({ ...demoShippedOrder, status: 3, receiveTime: "2026-11-25T09:00:00.000Z", autoConfirmTime: null })

export const demoPaidOrder = demoMallOrder({ status: 1, payTime: "2026-11-23T08:05:00.000Z" })

export const pageOf = (orders: ReadonlyArray<MallOrder>): MallOrderPage => ({ content: orders, totalElements: orders.length, totalPages: orders.length === 0 ? 0 : 1 })

/** 08:29:58 China time less eight hours: two seconds before the demo order closes. */
export const TWO_SECONDS_LEFT = Date.parse("2026-11-23T08:29:58.000Z")

export const demoTracking: Tracking = {
  courier: "SF",
  courierName: "顺丰速运",
  trackingNo: "SF1234567890",
  events: [
    { time: "2026-11-23T10:00:00.000Z", text: "商家已发货，顺丰速运 SF1234567890" },
    { time: "2026-11-23T08:05:00.000Z", text: "买家已付款，等待商家发货" },
  ],
}
