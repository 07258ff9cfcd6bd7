import { Schema } from "effect"
import { IdFromString as BoundaryIdFromString, IdNumber, Int4FromString, SafeText } from "../../core/validation/boundary.ts"

/** Building blocks of the member centre's endpoint schemas. */

const IntFromString = Int4FromString
export const IdFromString = BoundaryIdFromString
export const IdParam = Schema.Struct({ id: IdFromString })
export const PositiveId = IdNumber
export const Text = SafeText
export { Encrypted, IdempotencyKey } from "../../core/endpoint-fields.ts"

export const PageQuery = {
  page: Schema.optional(IntFromString.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(100_000))),
  size: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
}

export const Ok = Schema.Struct({ ok: Schema.Boolean })
