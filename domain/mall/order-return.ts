/**
 * Returns (退货, order_return): within RETURN_DAYS of completion the buyer asks to send back an
 * order or some of its lines, with a reason of the fixed list, a description and proof
 * pictures. States as the reference malls keep them: 0 待处理 (the shop decides), 1 退货中 (the
 * shop accepted and gave a return address; the buyer sends the goods back), 2 已完成 (the shop
 * received them; the refund went to the buyer's balance), 3 已拒绝 (with the shop's reason).
 */
import { Schema } from "effect"
import { isSitePath } from "../courses/comment-media.ts"
import { LANDLINE_PATTERN, MOBILE_PATTERN } from "../core/validation/rules.ts"
import { charLength } from "../core/validation/text.ts"
import { MALL_MESSAGES } from "./messages.ts"
import { skuLineFields } from "./sku.ts"
import { TotalledPage, Whole, Cents } from "../core/entities/common.ts"
import { IdNumber } from "../core/validation/boundary.ts"

export const RETURN_DAYS = 7
export const RETURN_DESCRIPTION_MAX = 500
export const RETURN_PICTURE_LIMIT = 5
export const REJECT_REASON_MAX = 200

export const RETURN_REASONS = ["质量问题", "尺码太大", "颜色不喜欢", "7天无理由退货", "价格问题", "发票问题", "物流问题", "其他问题"] as const

export const RETURN_STATUSES = [
  { code: 0, key: "pending", label: "待处理" },
  { code: 1, key: "returning", label: "退货中" },
  { code: 2, key: "completed", label: "已完成" },
  { code: 3, key: "rejected", label: "已拒绝" },
] as const
export type ReturnStatus = 0 | 1 | 2 | 3
const ReturnStatusCode = Schema.Literals([0, 1, 2, 3])

export const returnStatusLabel = (status: ReturnStatus): string => RETURN_STATUSES[status].label

/** A return holds its lines while it is open or done; a rejected one lets them go. */
export const holdsLines = (status: ReturnStatus): boolean => status !== 3

/** The last moment a completed order may be returned. */
export const returnDeadline = (receivedAt: number): number => receivedAt + RETURN_DAYS * 86_400_000

const ReturnItem = Schema.Struct({
  ...skuLineFields,
  /** What the buyer paid for the line: price × quantity less its share of the coupon. */
  refundCents: Cents,
})
export type ReturnItem = typeof ReturnItem.Type

export const ReturnAddress = Schema.Struct({ name: Schema.String, phone: Schema.String, address: Schema.String })
export type ReturnAddress = typeof ReturnAddress.Type

export const OrderReturn = Schema.Struct({
  id: IdNumber,
  /** TH + China time + six digits, for the buyer and the shop to quote. */
  returnNo: Schema.String,
  orderNum: Schema.String,
  status: ReturnStatusCode,
  shop: Schema.Struct({ id: IdNumber, name: Schema.String }),
  buyer: Schema.Struct({ nickName: Schema.String }),
  items: Schema.Array(ReturnItem),
  refundCents: Cents,
  reason: Schema.String,
  description: Schema.String,
  pictures: Schema.Array(Schema.String),
  createTime: Schema.String,
  /** When the shop accepted or rejected it. */
  handleTime: Schema.NullOr(Schema.String),
  /** The shop's reason for a rejection, or its note on accepting. */
  handleNote: Schema.NullOr(Schema.String),
  returnAddress: Schema.NullOr(ReturnAddress),
  courier: Schema.NullOr(Schema.String),
  courierName: Schema.NullOr(Schema.String),
  trackingNo: Schema.NullOr(Schema.String),
  sendTime: Schema.NullOr(Schema.String),
  /** When the shop confirmed receipt; the refund was made at the same moment. */
  receiveTime: Schema.NullOr(Schema.String),
  receiveNote: Schema.NullOr(Schema.String),
})
export type OrderReturn = typeof OrderReturn.Type

export const OrderReturnPage = TotalledPage(OrderReturn, Whole)
export type OrderReturnPage = typeof OrderReturnPage.Type

export interface ReturnApplication {
  readonly reason: string
  readonly description: string
  readonly pictures: ReadonlyArray<string>
}

/** The first problem of an application's form, or null. */
export function returnApplicationProblem(input: ReturnApplication): string | null {
  if (!(RETURN_REASONS as ReadonlyArray<string>).includes(input.reason)) return MALL_MESSAGES.returnReasonRequired
  if (charLength(input.description.trim()) > RETURN_DESCRIPTION_MAX) return MALL_MESSAGES.returnDescriptionTooLong(RETURN_DESCRIPTION_MAX)
  if (input.pictures.length > RETURN_PICTURE_LIMIT) return MALL_MESSAGES.returnTooManyPictures(RETURN_PICTURE_LIMIT)
  if (input.pictures.some((p) => !isSitePath(p))) return MALL_MESSAGES.returnBadPicture
  return null
}

/** The shop's return address when it accepts: a name, a phone (mobile or landline), an address. */
export function returnAddressProblem(input: ReturnAddress): string | null {
  const name = input.name.trim()
  if (charLength(name) < 2 || charLength(name) > 30) return MALL_MESSAGES.returnAddressName
  const phone = input.phone.trim()
  if (!MOBILE_PATTERN.test(phone) && !LANDLINE_PATTERN.test(phone)) return MALL_MESSAGES.returnAddressPhone
  const address = input.address.trim()
  if (charLength(address) < 5 || charLength(address) > 120) return MALL_MESSAGES.returnAddressDetail
  return null
}

export function rejectReasonProblem(reason: string): string | null {
  const text = reason.trim()
  if (text === "") return MALL_MESSAGES.returnRejectReasonRequired
  if (charLength(text) < 2 || charLength(text) > REJECT_REASON_MAX) return MALL_MESSAGES.returnRejectReasonLength(REJECT_REASON_MAX)
  return null
}

/** What a buyer may do with a return in a state. */
export function returnActions(r: { readonly status: ReturnStatus; readonly receiveTime: string | null }): ReadonlyArray<"send"> {
  return r.status === 1 && r.receiveTime === null ? ["send"] : []
}

/** What a shop may do with a return in a state; receiving needs the goods on their way. */
export function shopReturnActions(r: { readonly status: ReturnStatus; readonly sendTime: string | null }): ReadonlyArray<"accept" | "reject" | "receive"> {
  if (r.status === 0) return ["accept", "reject"]
  if (r.status === 1 && r.sendTime !== null) return ["receive"]
  return []
}

/** The after-sale state of one line of an order (the order page's buttons). */
const AfterSaleItem = Schema.Struct({
  ...skuLineFields,
  /** Its share of the order's coupon. */
  discountCents: Cents,
  /** What the VIP member price took off it. */
  vipDiscountCents: Schema.optional(Cents),
  /** May be returned now (completed, within the window, not held by another return). */
  returnable: Schema.Boolean,
  /** The return that holds the line (open or done), if any. */
  returnId: Schema.NullOr(IdNumber),
  returnStatus: Schema.NullOr(ReturnStatusCode),
  /** May be reviewed now by the viewer. */
  reviewable: Schema.Boolean,
  reviewId: Schema.NullOr(IdNumber),
})
export type AfterSaleItem = typeof AfterSaleItem.Type

/** An order's returns and reviews at a glance: what the buyer may still do, and until when. */
export const OrderAfterSale = Schema.Struct({
  orderNum: Schema.String,
  status: Schema.Literals([0, 1, 2, 3, 4]),
  receiveTime: Schema.NullOr(Schema.String),
  /** Last moment to apply for a return (completed orders only). */
  returnDeadline: Schema.NullOr(Schema.String),
  /** When unreviewed lines get the default good review (completed orders only). */
  defaultReviewTime: Schema.NullOr(Schema.String),
  items: Schema.Array(AfterSaleItem),
  reasons: Schema.Array(Schema.String),
})
export type OrderAfterSale = typeof OrderAfterSale.Type
