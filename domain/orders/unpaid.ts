import { Schema } from "effect"
import { Cents } from "../core/entities/common.ts"

/**
 * Unpaid orders of the learning half (VIP membership, the shop service fee, courses). Points
 * gifts are paid with points when exchanged, so they are never unpaid. An unpaid order is
 * closed by the server 30 minutes after it was created, or by the member before; a closed
 * order cannot be paid.
 */

/** Minutes an unpaid order waits for its payment. */
const UNPAID_ORDER_MINUTES = 30
export const UNPAID_ORDER_MS = UNPAID_ORDER_MINUTES * 60_000

/** Orders created at or before this instant are overdue at `now`. */
export const unpaidCutoff = (now: number): number => now - UNPAID_ORDER_MS

/** When an unpaid order created at `createdAt` closes by itself. */
export const unpaidClosesAt = (createdAt: number): number => createdAt + UNPAID_ORDER_MS

export const isOverdue = (createdAt: number, now: number): boolean => createdAt <= unpaidCutoff(now)

export const UnpaidOrderKind = Schema.Literals(["vip", "shop_fee", "course"])
export type UnpaidOrderKind = typeof UnpaidOrderKind.Type

export const UNPAID_ORDER_KIND_LABELS: Readonly<Record<UnpaidOrderKind, string>> = {
  vip: "VIP会员",
  shop_fee: "店铺服务费",
  course: "课程",
}

/** An unpaid order as the member's list shows it. */
export const UnpaidOrder = Schema.Struct({
  kind: UnpaidOrderKind,
  id: Schema.Number.check(Schema.isInt()),
  orderNo: Schema.String,
  title: Schema.String,
  amount: Cents,
  createTime: Schema.String,
  /** When the server closes it unless it is paid first. */
  closeTime: Schema.String,
})
export type UnpaidOrder = typeof UnpaidOrder.Type

export const ORDER_MESSAGES = {
  cancelled: "订单已取消",
  notFound: "订单不存在",
  notUnpaid: "订单已支付或已关闭，无法取消",
  confirmCancel: "确定取消这个订单吗？",
  autoClose: `未支付的订单将在下单${UNPAID_ORDER_MINUTES}分钟后自动关闭`,
} as const
