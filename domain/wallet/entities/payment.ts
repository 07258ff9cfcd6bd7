/** Payment password and balance pay forms (spec 2 §3). */
import { Schema } from "effect"

/** Set-payment-password form; password and confirm travel RSA-encrypted. */
export const PayPasswordForm = Schema.Struct({
  password: Schema.String,
  confirm: Schema.String,
  /** SMS code. */
  infoCode: Schema.String,
  /** Ticket of the SMS code. */
  uuid: Schema.String,
  updateType: Schema.Literal("basics"),
})
export type PayPasswordForm = typeof PayPasswordForm.Type

export const BalancePayForm = Schema.Struct({
  password: Schema.String,
})
export type BalancePayForm = typeof BalancePayForm.Type
