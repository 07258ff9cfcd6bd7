import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core"
import { users } from "../../session/tables/users.ts"
import { reviewedArticleColumns } from "../../core/review-columns.ts"
import { referenceTo } from "../../core/db/reference-column.ts"
import { likesTable } from "../../core/db/likes-table.ts"

/**
 * Science articles (健康科普 and 美容护肤) written by members: pending until an administrator
 * publishes or rejects them (with a reason); an edit sends them back to pending. `bodyHtml` is
 * the sanitized html, `bodyText` its text (excerpts and search).
 */
export const scienceArticles = pgTable(
  "science_articles",
  {
    id: serial("id").primaryKey(),
    authorId: referenceTo("author_id", () => users.id, { onDelete: "cascade" }),
    /** healthy or cosmeto. */
    channel: text("channel").notNull(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    bodyHtml: text("body_html").notNull(),
    bodyText: text("body_text").notNull(),
    cover: text("cover").notNull().default(""),
    status: text("status").notNull().default("pending"),
    rejectReason: text("reject_reason"),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    ...reviewedArticleColumns(),
  },
  (t) => [
    index("science_articles_list").on(t.channel, t.status, t.publishedAt),
    index("science_articles_author").on(t.authorId, t.createdAt),
    check("science_articles_status", sql`${t.status} in ('pending', 'published', 'rejected')`),
    check("science_articles_channel", sql`${t.channel} in ('healthy', 'cosmeto')`),
    check("science_articles_counts_not_negative", sql`${t.views} >= 0 and ${t.likes} >= 0 and ${t.comments} >= 0`),
  ],
)
export type ScienceArticleRow = typeof scienceArticles.$inferSelect

/** Who likes which article: one row a member and article. */
export const scienceLikes = likesTable("science_likes", "articleId", "article_id", () => scienceArticles.id)

/** Comments under published articles, oldest first on the page. */
export const scienceComments = pgTable(
  "science_comments",
  {
    id: serial("id").primaryKey(),
    articleId: referenceTo("article_id", () => scienceArticles.id, { onDelete: "cascade" }),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("science_comments_article").on(t.articleId, t.createdAt)],
)

/** Views of a published article per China day (`YYYY-MM-DD`), counted with its `views` from the day this table was added (图文数据). */
export const scienceViewDays = pgTable(
  "science_view_days",
  {
    articleId: referenceTo("article_id", () => scienceArticles.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day] }), index("science_view_days_day").on(t.day)],
)
