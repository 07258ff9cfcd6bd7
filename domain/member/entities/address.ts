/** Delivery address (spec 2 §3). */
import { Schema } from "effect"
import { Id } from "../../core/entities/common.ts"

export const Address = Schema.Struct({
  /** Absent when creating. */
  id: Schema.optional(Id),
  name: Schema.String,
  /** Cascade of region ids as JSON text, e.g. `["110000","110100","110101"]`. */
  region: Schema.String,
  /** Region names joined by spaces, e.g. `北京市 市辖区 东城区`. */
  regionText: Schema.String,
  detail: Schema.String,
  /** Mobile number. */
  phone: Schema.optional(Schema.NullOr(Schema.String)),
  /** Landline. */
  telephone: Schema.optional(Schema.NullOr(Schema.String)),
  defaulted: Schema.Boolean,
})
export type Address = typeof Address.Type
