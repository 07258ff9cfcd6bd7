import { Schema } from "effect"
import { IdFromString as BoundaryIdFromString, IdNumber, Int4FromString, SafeText } from "../../core/validation/boundary.ts"
import { DAY_TEXT_MESSAGE, isChinaDay } from "../china-day.ts"

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

/** A day that exists: `2026-02-28`; `2026-02-30` and `2026-2-28` are refused. */
const ChinaDayText = Schema.String.check(Schema.makeFilter<string>((s) => isChinaDay(s) || DAY_TEXT_MESSAGE))
/** A dashboard's range of China days, both ends included (at most DASHBOARD_MAX_DAYS, checked by the server). */
export const DashboardDays = Schema.Struct({ from: ChinaDayText, to: ChinaDayText })

export const Ok = Schema.Struct({ ok: Schema.Boolean })
/** The ids of one batch action (remove these): 1 to 100 of them. */
export const IdBatch = Schema.Array(PositiveId).check(Schema.isMinLength(1), Schema.isMaxLength(100))
/** How many of the given rows a batch removal took away (another member's ids are left alone). */
export const Removed = Schema.Struct({ removed: Schema.Number })
