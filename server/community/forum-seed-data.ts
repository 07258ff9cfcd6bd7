/**
 * Demo forum content written for the portal: five boards with their moderators, and topics with
 * replies by the demo members, in everyday words. Nothing here is medical advice beyond what a
 * careful member would write; the topics send readers to doctors where it matters. The boards
 * and topics are data in forum-boards.json and forum-topics.json, decoded here.
 */
import { Schema } from "effect"
import boards from "./forum-boards.json"
import topics from "./forum-topics.json"

const ForumSeedBoard = Schema.Struct({
  slug: Schema.String,
  name: Schema.String,
  description: Schema.String,
  moderators: Schema.Array(Schema.String),
})
export type ForumSeedBoard = typeof ForumSeedBoard.Type

const ForumSeedReply = Schema.Struct({
  author: Schema.String,
  html: Schema.String,
  /** Quotes the topic ("topic") or the reply at this index of the list (0 is the first reply). */
  quote: Schema.optionalKey(Schema.Union([Schema.Literal("topic"), Schema.Number])),
  likedBy: Schema.optionalKey(Schema.Array(Schema.String)),
})
export type ForumSeedReply = typeof ForumSeedReply.Type

const ForumSeedTopic = Schema.Struct({
  board: Schema.String,
  author: Schema.String,
  title: Schema.String,
  html: Schema.String,
  hoursAgo: Schema.Number,
  pinned: Schema.optionalKey(Schema.Literal(true)),
  featured: Schema.optionalKey(Schema.Literal(true)),
  likedBy: Schema.optionalKey(Schema.Array(Schema.String)),
  replies: Schema.Array(ForumSeedReply),
})
export type ForumSeedTopic = typeof ForumSeedTopic.Type

export const FORUM_BOARDS: ReadonlyArray<ForumSeedBoard> = Schema.decodeUnknownSync(Schema.Array(ForumSeedBoard))(boards)
export const FORUM_TOPICS: ReadonlyArray<ForumSeedTopic> = Schema.decodeUnknownSync(Schema.Array(ForumSeedTopic))(topics)
