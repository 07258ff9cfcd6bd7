import { Schema } from "effect"
import { endpoint } from "../endpoint.ts"

/** The member's grade (spec 1 §3, spec 2 §3): label, VIP amount, days of VIP left, maker flag. */
export const AccountGrade = Schema.Struct({
  grade: Schema.String,
  /** What the current VIP membership cost, in cents; 0 when the member never was VIP. */
  amount: Schema.Number,
  /** Whole days of VIP left; 0 when not VIP or expired. */
  expireDate: Schema.Number,
  /** When the VIP membership ends (ISO), or null. */
  expireAt: Schema.NullOr(Schema.String),
  isShop: Schema.Boolean,
})
export type AccountGrade = typeof AccountGrade.Type

export const accountEndpoints = {
  accountGrade: endpoint({
    method: "GET",
    path: "/api/Account/account/grade",
    access: "member",
    response: AccountGrade,
    errors: [],
  }),
} as const
