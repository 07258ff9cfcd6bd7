import { integer, timestamp } from "drizzle-orm/pg-core"
import { users } from "../session/tables/users.ts"

/**
 * The times and the reviewer of a member's article that an administrator publishes or rejects
 * (news and science articles): written, last edited, published, reviewed, and by whom. The
 * decision's columns are set by `reviewedColumns` in review-decision.ts.
 */
export const reviewedArticleColumns = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  reviewerId: integer("reviewer_id").references(() => users.id, { onDelete: "set null" }),
})
