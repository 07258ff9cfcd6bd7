import { sql } from "drizzle-orm"
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core"
import { users } from "../../session/tables/users.ts"
import { referenceTo } from "../../core/db/reference-column.ts"
import { likesTable } from "../../core/db/likes-table.ts"

/** Boards (版块) of the forum, in display order. */
export const forumBoards = pgTable("forum_boards", {
  id: serial("id").primaryKey(),
  /** Stable key of a seeded board, e.g. skincare. */
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  sort: integer("sort").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
})
export type ForumBoardRow = typeof forumBoards.$inferSelect

/** Who moderates which board (版主): they pin and feature its topics. */
export const forumBoardModerators = pgTable(
  "forum_board_moderators",
  {
    boardId: referenceTo("board_id", () => forumBoards.id, { onDelete: "cascade" }),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] })],
)

/**
 * Topics (帖子): `bodyHtml` is the sanitized html and `bodyText` its text; `searchWords` holds the
 * jieba words of title and body (a `simple` text-search vector is built from it) and
 * `searchText` the lower-case title and body for substring search (pg_trgm). `replies` counts the
 * visible replies, `floors` the replies ever written (the next floor number).
 */
export const forumTopics = pgTable(
  "forum_topics",
  {
    id: serial("id").primaryKey(),
    boardId: referenceTo("board_id", () => forumBoards.id, { onDelete: "restrict" }),
    authorId: referenceTo("author_id", () => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    bodyHtml: text("body_html").notNull(),
    bodyText: text("body_text").notNull(),
    pictures: integer("pictures").notNull().default(0),
    searchWords: text("search_words").notNull().default(""),
    searchText: text("search_text").notNull().default(""),
    /** visible, hidden (by an administrator after a report) or deleted (by its author). */
    status: text("status").notNull().default("visible"),
    pinned: boolean("pinned").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    replies: integer("replies").notNull().default(0),
    floors: integer("floors").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last visible reply's time, or the topic's own. */
    activeAt: timestamp("active_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("forum_topics_board").on(t.boardId, t.status, t.activeAt),
    index("forum_topics_active").on(t.status, t.activeAt),
    index("forum_topics_author").on(t.authorId, t.createdAt),
    index("forum_topics_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    index("forum_topics_search_words").using("gin", sql`to_tsvector('simple', ${t.searchWords})`),
    check("forum_topics_status", sql`${t.status} in ('visible', 'hidden', 'deleted')`),
    check("forum_topics_counts_not_negative", sql`${t.views} >= 0 and ${t.likes} >= 0 and ${t.replies} >= 0 and ${t.floors} >= 0`),
  ],
)
export type ForumTopicRow = typeof forumTopics.$inferSelect

/**
 * Replies, numbered by floor within their topic. A quote keeps who was quoted and, for a quoted
 * reply, its id; the excerpt is read from the quoted post when shown, so a quoted post that was
 * deleted or hidden shows as gone.
 */
export const forumReplies = pgTable(
  "forum_replies",
  {
    id: serial("id").primaryKey(),
    topicId: referenceTo("topic_id", () => forumTopics.id, { onDelete: "cascade" }),
    authorId: referenceTo("author_id", () => users.id, { onDelete: "cascade" }),
    floor: integer("floor").notNull(),
    bodyHtml: text("body_html").notNull(),
    bodyText: text("body_text").notNull(),
    /** topic or reply; null without a quote. */
    quoteKind: text("quote_kind"),
    quoteReplyId: integer("quote_reply_id").references((): AnyPgColumn => forumReplies.id, { onDelete: "set null" }),
    quoteAuthorId: integer("quote_author_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("visible"),
    likes: integer("likes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("forum_replies_floor").on(t.topicId, t.floor),
    index("forum_replies_author").on(t.authorId, t.createdAt),
    check("forum_replies_status", sql`${t.status} in ('visible', 'hidden', 'deleted')`),
    check("forum_replies_quote_kind", sql`${t.quoteKind} is null or ${t.quoteKind} in ('topic', 'reply')`),
    check("forum_replies_likes_not_negative", sql`${t.likes} >= 0`),
  ],
)
export type ForumReplyRow = typeof forumReplies.$inferSelect

/** Who likes which topic: one row a member and topic. */
export const forumTopicLikes = likesTable("forum_topic_likes", "topicId", "topic_id", () => forumTopics.id)

/** Who likes which reply: one row a member and reply. */
export const forumReplyLikes = likesTable("forum_reply_likes", "replyId", "reply_id", () => forumReplies.id)

/**
 * Members' reports of a topic or reply, open until an administrator hides the content (closing
 * every open report of it as hidden) or dismisses the report. One open report a member and target.
 */
export const forumReports = pgTable(
  "forum_reports",
  {
    id: serial("id").primaryKey(),
    targetType: text("target_type").notNull(),
    /** The topic's or the reply's id. */
    targetId: integer("target_id").notNull(),
    topicId: referenceTo("topic_id", () => forumTopics.id, { onDelete: "cascade" }),
    reporterId: referenceTo("reporter_id", () => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    detail: text("detail").notNull().default(""),
    status: text("status").notNull().default("open"),
    handlerId: integer("handler_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("forum_reports_open_once").on(t.targetType, t.targetId, t.reporterId).where(sql`${t.status} = 'open'`),
    index("forum_reports_status").on(t.status, t.createdAt),
    index("forum_reports_target").on(t.targetType, t.targetId),
    check("forum_reports_target_type", sql`${t.targetType} in ('topic', 'reply')`),
    check("forum_reports_status", sql`${t.status} in ('open', 'hidden', 'dismissed')`),
  ],
)
export type ForumReportRow = typeof forumReports.$inferSelect
