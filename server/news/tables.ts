import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core"
import { users } from "../session/tables/users.ts"
import { reviewedArticleColumns } from "../core/review-columns.ts"
import { referenceTo } from "../core/db/reference-column.ts"

/**
 * Industry news written by members: pending until an administrator publishes or rejects it
 * (with a reason); an edit sends it back to pending. `body` is the text as typed (one
 * paragraph a line) for the edit form, `bodyHtml` the sanitized html built from it.
 */
export const newsArticles = pgTable(
  "news_articles",
  {
    id: serial("id").primaryKey(),
    authorId: referenceTo("author_id", () => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull(),
    bodyHtml: text("body_html").notNull(),
    /** industry, policy, market or company (domain/news/news-article.ts). */
    category: text("category").notNull(),
    cover: text("cover").notNull().default(""),
    /** pending, published or rejected. */
    status: text("status").notNull().default("pending"),
    rejectReason: text("reject_reason"),
    views: integer("views").notNull().default(0),
    ...reviewedArticleColumns(),
  },
  (t) => [
    index("news_articles_status_published").on(t.status, t.publishedAt),
    index("news_articles_author").on(t.authorId, t.createdAt),
    check("news_articles_status", sql`${t.status} in ('pending', 'published', 'rejected')`),
    check("news_articles_views_not_negative", sql`${t.views} >= 0`),
  ],
)

export type NewsArticleRow = typeof newsArticles.$inferSelect
