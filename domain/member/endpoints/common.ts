import { Schema } from "effect"
import { IdFromString as BoundaryIdFromString, IdNumber, Int4FromString, SafeText } from "../../core/validation/boundary.ts"

/** Building blocks of the member centre's endpoint schemas. */

const IntFromString = Int4FromString
export const IdFromString = BoundaryIdFromString
export const IdParam = Schema.Struct({ id: IdFromString })
export const PositiveId = IdNumber
export const Text = SafeText
/** An RSA-encrypted secret in base64. */
export const Encrypted = Schema.String.check(Schema.isBetweenLength(1, 2048))
export const IdempotencyKey = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,64}$/))

export const PageQuery = {
  page: Schema.optional(IntFromString.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(100_000))),
  size: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
}

export const Ok = Schema.Struct({ ok: Schema.Boolean })
