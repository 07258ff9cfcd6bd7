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
/** The ids of one batch action (remove these): 1 to 100 of them. */
export const IdBatch = Schema.Array(PositiveId).check(Schema.isMinLength(1), Schema.isMaxLength(100))
/** How many of the given rows a batch removal took away (another member's ids are left alone). */
export const Removed = Schema.Struct({ removed: Schema.Number })
