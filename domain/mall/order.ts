/**
 * Orders of the mall, one per shop, with the reference malls' states: 0 待付款, 1 待发货,
 * 2 已发货, 3 已完成, 4 已关闭. An unpaid order closes after ORDER_PAY_MINUTES (its stock goes
 * back); a shipped order confirms itself AUTO_CONFIRM_DAYS after shipping.
 */
import { Schema } from "effect"
import { CheckoutCoupon, UnusableCoupon } from "./coupon.ts"
import { MALL_MESSAGES } from "./messages.ts"
import { skuLineFields } from "./sku.ts"
import { TotalledPage, Whole, Cents } from "../core/entities/common.ts"
import { IdNumber } from "../core/validation/boundary.ts"

const ORDER_PAY_MINUTES = 30
const AUTO_CONFIRM_DAYS = 15
export const MAX_NOTE_LENGTH = 100

const ORDER_STATUSES = [
  { code: 0, key: "unpaid", label: "待付款" },
  { code: 1, key: "unshipped", label: "待发货" },
  { code: 2, key: "shipped", label: "已发货" },
  { code: 3, key: "completed", label: "已完成" },
  { code: 4, key: "closed", label: "已关闭" },
] as const

export type OrderStatus = 0 | 1 | 2 | 3 | 4
const OrderStatusCode = Schema.Literals([0, 1, 2, 3, 4])

export const orderStatusLabel = (status: OrderStatus): string => ORDER_STATUSES[status].label

/** The tabs of 我的订单: 全部 and one per state. */
export const ORDER_TABS: ReadonlyArray<{ readonly status: OrderStatus | null; readonly label: string }> = [
  { status: null, label: "全部" },
  ...ORDER_STATUSES.map((s) => ({ status: s.code, label: s.label })),
]

export type OrderAction = "pay" | "cancel" | "confirm" | "delete" | "buyAgain" | "tracking"

/** What a member may do with an order in a state. */
export function orderActions(status: OrderStatus): ReadonlyArray<OrderAction> {
  switch (status) {
    case 0:
      return ["pay", "cancel"]
    case 1:
      return ["buyAgain"]
    case 2:
      return ["confirm", "tracking", "buyAgain"]
    case 3:
      return ["tracking", "buyAgain", "delete"]
    case 4:
      return ["buyAgain", "delete"]
  }
}

/** The time an unpaid order closes. */
export const payDeadline = (createdAt: number): number => createdAt + ORDER_PAY_MINUTES * 60_000

/** The time a shipped order confirms itself. */
export const autoConfirmAt = (shippedAt: number): number => shippedAt + AUTO_CONFIRM_DAYS * 86_400_000

/** 29分05秒 left to pay; 0 when the time is up. */
export function payTimeLeft(deadline: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000))
  return `${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, "0")}秒`
}

/** A tracking number as couriers issue them: 6 to 30 letters or digits. */
export function trackingProblem(courier: string, trackingNo: string): string | null {
  if (courier.trim() === "") return MALL_MESSAGES.courierRequired
  const no = trackingNo.trim()
  if (no === "") return MALL_MESSAGES.trackingRequired
  if (!/^[A-Za-z0-9]{6,30}$/.test(no)) return MALL_MESSAGES.trackingFormat
  return null
}

export const OrderItem = Schema.Struct({
  ...skuLineFields,
  /** The line's share of the order's coupon (always sent by the server). */
  discountCents: Schema.optional(Cents),
  /** What the VIP member price took off the line (always sent by the server). */
  vipDiscountCents: Schema.optional(Cents),
})
export type OrderItem = typeof OrderItem.Type

const OrderAddress = Schema.Struct({
  name: Schema.String,
  phone: Schema.String,
  regionText: Schema.String,
  detail: Schema.String,
})
export type OrderAddress = typeof OrderAddress.Type

const Time = Schema.NullOr(Schema.String)

export const MallOrder = Schema.Struct({
  orderNum: Schema.String,
  status: OrderStatusCode,
  shop: Schema.Struct({ id: IdNumber, name: Schema.String }),
  items: Schema.Array(OrderItem),
  goodsCents: Cents,
  freightCents: Cents,
  discountCents: Cents,
  /** What the VIP member price (95%) took off the goods (always sent by the server). */
  vipDiscountCents: Schema.optional(Cents),
  payCents: Cents,
  address: OrderAddress,
  note: Schema.String,
  courier: Schema.NullOr(Schema.String),
  courierName: Schema.NullOr(Schema.String),
  trackingNo: Schema.NullOr(Schema.String),
  createTime: Schema.String,
  payDeadline: Schema.String,
  payTime: Time,
  shipTime: Time,
  receiveTime: Time,
  closeTime: Time,
  closeReason: Schema.NullOr(Schema.String),
  /** When a shipped order confirms itself. */
  autoConfirmTime: Time,
})
export type MallOrder = typeof MallOrder.Type

export const MallOrderPage = TotalledPage(MallOrder, Whole)
export type MallOrderPage = typeof MallOrderPage.Type

export interface TimelineStep {
  readonly label: string
  readonly time: string | null
  readonly done: boolean
}

/** The order detail's timeline: 提交订单, 付款成功, 商家发货, 确认收货 (or 订单关闭). */
export function orderTimeline(order: Pick<MallOrder, "createTime" | "payTime" | "shipTime" | "receiveTime" | "closeTime" | "status">): ReadonlyArray<TimelineStep> {
  const steps: TimelineStep[] = [{ label: "提交订单", time: order.createTime, done: true }]
  if (order.status === 4 && order.payTime === null) return [...steps, { label: "订单关闭", time: order.closeTime, done: true }]
  steps.push({ label: "付款成功", time: order.payTime, done: order.payTime !== null })
  steps.push({ label: "商家发货", time: order.shipTime, done: order.shipTime !== null })
  steps.push({ label: "确认收货", time: order.receiveTime, done: order.receiveTime !== null })
  return steps
}

/** A line to check out: SKU and quantity only; the server reads prices itself. */
export const CheckoutLine = Schema.Struct({
  skuId: IdNumber,
  quantity: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 99 })),
})
export type CheckoutLine = typeof CheckoutLine.Type

export const CheckoutShop = Schema.Struct({
  shop: Schema.Struct({ id: IdNumber, name: Schema.String }),
  items: Schema.Array(OrderItem),
  goodsCents: Cents,
  /** Null when the shop does not deliver to the address. */
  freightCents: Schema.NullOr(Cents),
  /** What the chosen coupon takes off this shop's order (always sent by the server). */
  discountCents: Schema.optional(Cents),
  /** What the VIP member price takes off this shop's goods (always sent by the server). */
  vipDiscountCents: Schema.optional(Cents),
  payCents: Cents,
})
export type CheckoutShop = typeof CheckoutShop.Type

export const CheckoutPreview = Schema.Struct({
  shops: Schema.Array(CheckoutShop),
  totalCents: Cents,
  /** Every shop delivers to the address and every line is in stock. */
  deliverable: Schema.Boolean,
  problems: Schema.Array(Schema.String),
  // Coupons (docs/decisions.md "Coupons: choice and spreading"); always sent by the server.
  /** The member's coupons that apply to these lines, best first, each with the order it goes to. */
  coupons: Schema.optional(Schema.Array(CheckoutCoupon)),
  /** The member's unused coupons that do not apply, with the reason. */
  unusableCoupons: Schema.optional(Schema.Array(UnusableCoupon)),
  /** The chosen coupon (the member's coupon id): the one asked for, else the best; null for none. */
  couponId: Schema.optional(Schema.NullOr(IdNumber)),
  /** The chosen coupon's discount, already taken off totalCents. */
  discountCents: Schema.optional(Cents),
  /** What the VIP member price takes off, already taken off totalCents (0 for a member who is not VIP). */
  vipDiscountCents: Schema.optional(Cents),
})
export type CheckoutPreview = typeof CheckoutPreview.Type

const TrackingEvent = Schema.Struct({ time: Schema.String, text: Schema.String })
export const Tracking = Schema.Struct({
  courier: Schema.NullOr(Schema.String),
  courierName: Schema.NullOr(Schema.String),
  trackingNo: Schema.NullOr(Schema.String),
  events: Schema.Array(TrackingEvent),
})
export type Tracking = typeof Tracking.Type
