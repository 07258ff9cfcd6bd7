/** Fields that several areas' endpoint schemas declare the same way. */
import { Schema } from "effect"
import { Int4FromString } from "./validation/boundary.ts"

/** A positive record id in a path or query string. */
export const PositiveIdFromString = Int4FromString.check(Schema.isGreaterThan(0))

/** The key a browser makes once per payment it means and sends again on a retry. */
export const IdempotencyKey = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,64}$/))

/** An RSA-encrypted secret (password, payment password) in base64. */
export const Encrypted = Schema.String.check(Schema.isBetweenLength(1, 2048))

/** The page (from 0) and the page size (1 to 50) of a list in the query string. */
export const Page = Schema.optional(Int4FromString.check(Schema.isBetween({ minimum: 0, maximum: 100_000 })))
export const Size = Schema.optional(Int4FromString.check(Schema.isBetween({ minimum: 1, maximum: 50 })))
