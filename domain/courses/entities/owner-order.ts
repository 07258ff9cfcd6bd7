import { Schema } from "effect"
import { Count, Id, Cents, TotalledPage } from "../../core/entities/common.ts"

/** A paid order of a course the caller sells (视频订单, 图文订单 of the maker centre). */
export const OwnerCourseOrder = Schema.Struct({
  orderNum: Schema.String,
  courseId: Id,
  courseTitle: Schema.String,
  /** The buyer's nickname. */
  buyer: Schema.String,
  /** The list price when ordered, and what the buyer paid (a VIP price or the list price), in cents. */
  priceCents: Cents,
  amountCents: Cents,
  payTime: Schema.String,
})
export type OwnerCourseOrder = typeof OwnerCourseOrder.Type

export const OwnerCourseOrderPage = Schema.Struct({
  ...TotalledPage(OwnerCourseOrder).fields,
  /** Over every paid order of the type, not only this page: the count and what was paid. */
  totals: Schema.Struct({ orders: Count, amountCents: Schema.Number, courses: Count }),
})
export type OwnerCourseOrderPage = typeof OwnerCourseOrderPage.Type
