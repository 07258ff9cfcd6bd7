/** Chat messages and quick replies (spec 1 §3, spec 2 §3). */
import { Schema } from "effect"
import { Id } from "../../core/entities/common.ts"

export const ChatMessage = Schema.Struct({
  img: Schema.String,
  name: Schema.String,
  date: Schema.String,
  text: Schema.String,
  mine: Schema.Boolean,
})
export type ChatMessage = typeof ChatMessage.Type

export const QuickReply = Schema.Struct({
  id: Schema.optional(Id),
  title: Schema.String,
  content: Schema.String,
})
export type QuickReply = typeof QuickReply.Type
