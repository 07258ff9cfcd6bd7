/** Demo mall orders for the flows page and the machine tests. */
import type { ClaimableCoupon, Coupon, MemberCouponPage } from "../../domain/mall/coupon.ts"
import type { MallOrder, MallOrderPage, Tracking } from "../../domain/mall/order.ts"
import type { OrderAfterSale, OrderReturn } from "../../domain/mall/order-return.ts"
import type { PendingReview, ProductReview } from "../../domain/mall/review.ts"
import { cents } from "../../domain/core/money.ts"

const CREATED = "2026-11-23T08:00:00.000Z"

export const demoMallOrder = (overrides: Partial<MallOrder> = {}): MallOrder => ({
  orderNum: "SC20261123160000123456",
  status: 0,
  shop: { id: 4, name: "美妍旗舰店" },
  items: [{ skuId: 11, spuId: 3, title: "玻尿酸多重保湿精华液", skuText: "30ml / 标准版", picture: "/media/products/3.png", priceCents: cents(12_900), quantity: 1 }],
  goodsCents: cents(12_900),
  freightCents: cents(800),
  discountCents: cents(0),
  payCents: cents(13_700),
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

export const demoAfterSale: OrderAfterSale = {
  orderNum: demoReceivedOrder.orderNum,
  status: 3,
  receiveTime: "2026-11-25T09:00:00.000Z",
  returnDeadline: "2026-12-02T09:00:00.000Z",
  defaultReviewTime: "2026-12-02T09:00:00.000Z",
  items: [
    { ...demoReceivedOrder.items[0]!, discountCents: cents(0), returnable: true, returnId: null, returnStatus: null, reviewable: true, reviewId: null },
  ],
  reasons: ["质量问题", "7天无理由退货", "其他问题"],
}

export const demoReturn = (overrides: Partial<OrderReturn> = {}): OrderReturn => ({
  id: 7,
  returnNo: "TH20261126100000654321",
  orderNum: demoReceivedOrder.orderNum,
  status: 0,
  shop: { id: 4, name: "美妍旗舰店" },
  buyer: { nickName: "林小雨" },
  items: [{ ...demoReceivedOrder.items[0]!, refundCents: cents(12_900) }],
  refundCents: cents(12_900),
  reason: "质量问题",
  description: "瓶口有裂缝，精华液漏了一半",
  pictures: ["/files/pictures/202611/0123456789abcdef0123456789abcdef.png"],
  createTime: "2026-11-26T02:00:00.000Z",
  handleTime: null,
  handleNote: null,
  returnAddress: null,
  courier: null,
  courierName: null,
  trackingNo: null,
  sendTime: null,
  receiveTime: null,
  receiveNote: null,
  ...overrides,
})

export const demoAcceptedReturn = demoReturn({
  status: 1,
  handleTime: "2026-11-26T03:00:00.000Z",
  returnAddress: { name: "美妍售后", phone: "021-55501234", address: "上海市浦东新区张江路88号美妍仓库" },
})

export const demoSentReturn = demoReturn({ ...demoAcceptedReturn, courier: "SF", courierName: "顺丰速运", trackingNo: "SF9876543210", sendTime: "2026-11-26T05:00:00.000Z" })

export const demoPendingReview: PendingReview = {
  orderNum: demoReceivedOrder.orderNum,
  skuId: 11,
  spuId: 3,
  title: "玻尿酸多重保湿精华液",
  skuText: "30ml / 标准版",
  picture: "/media/products/3.png",
  receiveTime: "2026-11-25T09:00:00.000Z",
  defaultReviewTime: "2026-12-02T09:00:00.000Z",
}

export const demoProductReview: ProductReview = {
  id: 31,
  spuId: 3,
  skuId: 11,
  skuText: "30ml / 标准版",
  user: { nickName: "林小雨", avatarName: null },
  grade: 5,
  content: "用了两周，皮肤明显水润了很多，质地清爽不黏腻，早晚都可以用，会回购的。",
  pictures: [],
  likeNumber: 0,
  likedStatus: "UNLIKE",
  reply: null,
  replyTime: null,
  isDefault: false,
  createTime: "2026-11-26T02:00:00.000Z",
}

const demoCoupon: Coupon = {
  id: 2,
  name: "美妍旗舰店满99减20",
  shop: { id: 4, name: "美妍旗舰店" },
  scope: "all",
  scopeText: "全店通用",
  targetIds: [],
  thresholdCents: cents(9_900),
  amountCents: 2_000,
  label: "满99减20",
  claimStart: "2026-11-01T00:00:00.000Z",
  claimEnd: "2026-12-31T00:00:00.000Z",
  useStart: "2026-11-01T00:00:00.000Z",
  useEnd: "2026-12-31T00:00:00.000Z",
  totalCount: 1000,
  claimedCount: 12,
  perLimit: 1,
}

export const demoOffer = (state: ClaimableCoupon["state"] = "claimable"): ClaimableCoupon => ({ ...demoCoupon, claimedByMe: state === "claimed" ? 1 : 0, state })

export const demoMyCoupons: MemberCouponPage = {
  content: [{ id: 5, coupon: demoCoupon, claimTime: "2026-11-20T02:00:00.000Z", status: "unused", usable: true, orderNum: null, useTime: null }],
  totalElements: 1,
  totalPages: 1,
  counts: { unused: 1, used: 0, expired: 0 },
}

/** The outcome of an order call the server refuses because the order has changed meanwhile. */
export const refused = (message: string) => ({ label: "订单已变化", error: { kind: "http", status: 409, message } })
