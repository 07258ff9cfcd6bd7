/** Building blocks shared by the entity schemas. */
import { Schema } from "effect"
import { Int4 } from "../validation/boundary.ts"

/** Numeric record id. */
export const Id = Int4
export type Id = typeof Id.Type

/** A whole count (totals, likes, points). */
export const Count = Int4

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
