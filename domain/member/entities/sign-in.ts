/** Daily sign-in (spec 1 §3, spec 2 §3). */
import { Schema } from "effect"
import { Count } from "../../core/entities/common.ts"

const SignInDay = Schema.Struct({
  /** "over" (past), "day" (today) or another value (later). */
  toDay: Schema.String,
  time: Schema.String,
  points: Count,
})
export type SignInDay = typeof SignInDay.Type

export const SignInResponse = Schema.Struct({
  list: Schema.Array(SignInDay),
  /** Consecutive days signed. */
  joinSingIn: Count,
  toDayPoints: Count,
  /** Signed in today. */
  status: Schema.Boolean,
})
export type SignInResponse = typeof SignInResponse.Type
