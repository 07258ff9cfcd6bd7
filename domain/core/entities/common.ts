/** Building blocks shared by the entity schemas. */
import { Schema } from "effect"
import { Int4 } from "../validation/boundary.ts"

/** Numeric record id. */
export const Id = Int4
export type Id = typeof Id.Type

/**
 * An amount of money in whole cents (分), branded as domain/core/money.ts types it. Not bounded to
 * an int4: a row's amount fits its column, but totals (a day of the whole site) may not.
 */
export const Cents = Schema.Number.check(Schema.isInt()).pipe(Schema.brand("Cents"))

/** A whole count (totals, likes, points). */
export const Count = Int4

/** A whole number of zero or more (totals, counts, stock) where no upper bound is checked. */
export const Whole = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

/** Server time as text, `YYYY-MM-DD HH:mm:ss`. */
export const DateTimeText = Schema.String

/** Author shown beside comments, questions and replies. */
export const AuthorSummary = Schema.Struct({
  avatarName: Schema.optional(Schema.NullOr(Schema.String)),
  nickName: Schema.NullOr(Schema.String),
})
export type AuthorSummary = typeof AuthorSummary.Type

/**
 * A page of a list. Reply pages carry `totalPages`, question pages `totalPage`; both are
 * accepted and the paging reducer reads whichever is present.
 */
export const PageOf = <S extends Schema.Top>(item: S) =>
  Schema.Struct({
    content: Schema.Array(item),
    totalPages: Schema.optional(Count),
    totalPage: Schema.optional(Count),
    totalElements: Schema.optional(Count),
  })

/**
 * A page of a list that counts both its elements and its pages: `{ content, totalElements,
 * totalPages }`, the totals checked with `total` (a `Count` unless the area says otherwise).
 */
export function TotalledPage<S extends Schema.Top>(
  item: S,
): Schema.Struct<{ readonly content: Schema.$Array<S>; readonly totalElements: typeof Count; readonly totalPages: typeof Count }>
export function TotalledPage<S extends Schema.Top, N extends Schema.Top>(
  item: S,
  total: N,
): Schema.Struct<{ readonly content: Schema.$Array<S>; readonly totalElements: N; readonly totalPages: N }>
export function TotalledPage(item: Schema.Top, total: Schema.Top = Count) {
  return Schema.Struct({ content: Schema.Array(item), totalElements: total, totalPages: total })
}
