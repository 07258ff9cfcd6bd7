import { Schema } from "effect"

/** Building blocks of the member centre's endpoint schemas. */

export const IntFromString = Schema.NumberFromString.check(Schema.isInt())
export const IdFromString = IntFromString.check(Schema.isGreaterThan(0))
export const IdParam = Schema.Struct({ id: IdFromString })
export const PositiveId = Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0))
export const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
/** An RSA-encrypted secret in base64. */
export const Encrypted = Schema.String.check(Schema.isBetweenLength(1, 2048))
export const IdempotencyKey = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,64}$/))

export const PageQuery = {
  page: Schema.optional(IntFromString.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(100_000))),
  size: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
}

export const Ok = Schema.Struct({ ok: Schema.Boolean })
