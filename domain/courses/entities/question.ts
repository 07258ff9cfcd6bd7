/** Course questions and replies (spec 2 §3). */
import { Schema } from "effect"
import { AuthorSummary, Count, DateTimeText, Id, PageOf } from "../../core/entities/common.ts"

export const Question = Schema.Struct({
  id: Id,
  /** Empty for an anonymous asker. */
  userId: Schema.optional(Schema.NullOr(Id)),
  user: Schema.NullOr(AuthorSummary),
  title: Schema.String,
  content: Schema.String,
  createTime: DateTimeText,
  answerTotal: Count,
  courseId: Id,
})
export type Question = typeof Question.Type

export const QuestionCreate = Schema.Struct({
  courseId: Id,
  title: Schema.String,
  content: Schema.String,
})
export type QuestionCreate = typeof QuestionCreate.Type

export const Reply = Schema.Struct({
  userId: Schema.NullOr(Id),
  user: Schema.NullOr(AuthorSummary),
  content: Schema.String,
  createTime: DateTimeText,
  questionId: Id,
})
export type Reply = typeof Reply.Type

export const ReplyCreate = Schema.Struct({
  questionId: Id,
  content: Schema.String,
})
export type ReplyCreate = typeof ReplyCreate.Type

export const QuestionPage = PageOf(Question)
export type QuestionPage = typeof QuestionPage.Type

export const ReplyPage = PageOf(Reply)
export type ReplyPage = typeof ReplyPage.Type
