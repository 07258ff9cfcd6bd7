/** Course comments (spec 2 §3). */
import { Schema } from "effect"
import { AuthorSummary, Count, DateTimeText, Id } from "../../core/entities/common.ts"

const LikedStatus = Schema.Literals(["LIKE", "UNLIKE"])

export const Comment = Schema.Struct({
  id: Id,
  userId: Schema.NullOr(Id),
  user: Schema.NullOr(AuthorSummary),
  grade: Count,
  content: Schema.String,
  likeNumber: Count,
  likedStatus: LikedStatus,
  createTime: DateTimeText,
  updateTime: Schema.optional(Schema.NullOr(DateTimeText)),
  /** The seller's or author's answer. */
  reply: Schema.optional(Schema.NullOr(Schema.String)),
})
export type Comment = typeof Comment.Type

export const CommentStatistics = Schema.Struct({
  total: Count,
  goodTotal: Count,
  middleTotal: Count,
  simpleTotal: Count,
})
export type CommentStatistics = typeof CommentStatistics.Type

export const CommentForm = Schema.Struct({
  courseId: Id,
  orderNum: Schema.String,
  content: Schema.String,
  grade: Count,
})
export type CommentForm = typeof CommentForm.Type
