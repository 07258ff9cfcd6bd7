/**
 * What the forum's calls answer (domain/community/forum-endpoints.ts). Times are ISO 8601 text;
 * `bodyHtml` is html cleaned by the server's sanitizer.
 */
import { Schema } from "effect"
import { Count, Id, TotalledPage } from "../core/entities/common.ts"
import { NewsAuthor } from "../news/entities/news.ts"

const IsoTime = Schema.String

export const ForumSortValue = Schema.Literals(["latest", "hot", "featured"])
const ForumReportReasonValue = Schema.Literals(["ad", "misinformation", "abuse", "vulgar", "illegal", "other"])
export const ForumReportStatusValue = Schema.Literals(["open", "hidden", "dismissed"])
const ForumPostStatusValue = Schema.Literals(["visible", "hidden", "deleted"])
export const ForumTargetValue = Schema.Literals(["topic", "reply"])

export const ForumAuthor = NewsAuthor
export type ForumAuthor = typeof ForumAuthor.Type

export const ForumBoard = Schema.Struct({
  id: Id,
  name: Schema.String,
  description: Schema.String,
  moderators: Schema.Array(ForumAuthor),
  /** Visible topics and replies of the board. */
  topics: Count,
  replies: Count,
  /** Topics started in the last 24 hours. */
  todayTopics: Count,
})
export type ForumBoard = typeof ForumBoard.Type

export const ForumBoardList = Schema.Struct({ boards: Schema.Array(ForumBoard) })
export type ForumBoardList = typeof ForumBoardList.Type

export const ForumTopicCard = Schema.Struct({
  id: Id,
  boardId: Id,
  boardName: Schema.String,
  title: Schema.String,
  /** The start of the body, or with a keyword the part around the first match. */
  excerpt: Schema.String,
  pictures: Count,
  author: ForumAuthor,
  pinned: Schema.Boolean,
  featured: Schema.Boolean,
  views: Count,
  likes: Count,
  replies: Count,
  createTime: IsoTime,
  /** The last reply's time, or the topic's own when it has none. */
  activeTime: IsoTime,
})
export type ForumTopicCard = typeof ForumTopicCard.Type

export const ForumTopicPage = Schema.Struct({
  ...TotalledPage(ForumTopicCard).fields,
  /** The words the keyword was cut into (to highlight); empty without a keyword. */
  terms: Schema.Array(Schema.String),
})
export type ForumTopicPage = typeof ForumTopicPage.Type

export const ForumTopicDetail = Schema.Struct({
  id: Id,
  board: Schema.Struct({ id: Id, name: Schema.String }),
  title: Schema.String,
  bodyHtml: Schema.String,
  author: ForumAuthor,
  status: ForumPostStatusValue,
  pinned: Schema.Boolean,
  featured: Schema.Boolean,
  views: Count,
  likes: Count,
  replies: Count,
  /** The reader likes it (false for visitors). */
  liked: Schema.Boolean,
  /** The reader wrote it. */
  mine: Schema.Boolean,
  /** The reader may pin and feature it (administrators and the board's moderators). */
  canModerate: Schema.Boolean,
  createTime: IsoTime,
  updateTime: IsoTime,
})
export type ForumTopicDetail = typeof ForumTopicDetail.Type

/** What a reply quotes: the topic, or a reply (its floor); `excerpt` is null when the quoted reply is gone. */
export const ForumQuote = Schema.Struct({
  kind: ForumTargetValue,
  replyId: Schema.NullOr(Id),
  floor: Schema.NullOr(Count),
  author: Schema.Struct({ userName: Schema.String, nickName: Schema.String }),
  excerpt: Schema.NullOr(Schema.String),
})
export type ForumQuote = typeof ForumQuote.Type

export const ForumReply = Schema.Struct({
  id: Id,
  topicId: Id,
  /** 楼层: 1 for the first reply, never reused. */
  floor: Count,
  bodyHtml: Schema.String,
  author: ForumAuthor,
  quote: Schema.NullOr(ForumQuote),
  likes: Count,
  liked: Schema.Boolean,
  mine: Schema.Boolean,
  createTime: IsoTime,
})
export type ForumReply = typeof ForumReply.Type

export const ForumReplyPage = TotalledPage(ForumReply)
export type ForumReplyPage = typeof ForumReplyPage.Type

export const ForumLikeResult = Schema.Struct({ liked: Schema.Boolean, likes: Count })
export type ForumLikeResult = typeof ForumLikeResult.Type

export const ForumModeration = Schema.Struct({ pinned: Schema.Boolean, featured: Schema.Boolean })
export type ForumModeration = typeof ForumModeration.Type

export const ForumCreated = Schema.Struct({ id: Id })

export const MyForumTopic = Schema.Struct({
  id: Id,
  boardName: Schema.String,
  title: Schema.String,
  excerpt: Schema.String,
  status: ForumPostStatusValue,
  pinned: Schema.Boolean,
  featured: Schema.Boolean,
  views: Count,
  likes: Count,
  replies: Count,
  createTime: IsoTime,
})
export type MyForumTopic = typeof MyForumTopic.Type

export const MyForumTopicPage = TotalledPage(MyForumTopic)
export type MyForumTopicPage = typeof MyForumTopicPage.Type

export const MyForumReply = Schema.Struct({
  id: Id,
  topicId: Id,
  topicTitle: Schema.String,
  /** Whether the topic can still be opened (not deleted or hidden). */
  topicVisible: Schema.Boolean,
  floor: Count,
  excerpt: Schema.String,
  status: ForumPostStatusValue,
  likes: Count,
  createTime: IsoTime,
})
export type MyForumReply = typeof MyForumReply.Type

export const MyForumReplyPage = TotalledPage(MyForumReply)
export type MyForumReplyPage = typeof MyForumReplyPage.Type

export const ForumReportItem = Schema.Struct({
  id: Id,
  targetType: ForumTargetValue,
  targetId: Id,
  topicId: Id,
  topicTitle: Schema.String,
  /** The reported text (a topic's title and body start, or the reply's text). */
  excerpt: Schema.String,
  targetStatus: ForumPostStatusValue,
  author: ForumAuthor,
  reporter: ForumAuthor,
  reason: ForumReportReasonValue,
  detail: Schema.String,
  status: ForumReportStatusValue,
  createTime: IsoTime,
  handleTime: Schema.NullOr(IsoTime),
})
export type ForumReportItem = typeof ForumReportItem.Type

export const ForumReportPage = TotalledPage(ForumReportItem)
export type ForumReportPage = typeof ForumReportPage.Type
