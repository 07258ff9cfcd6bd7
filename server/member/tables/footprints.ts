import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "../../session/tables/users.ts"

/**
 * 我的足迹: one row per member and item, its title, cover and link as they were at the latest
 * visit (domain/member/footprint.ts).
 */
export const footprints = pgTable(
  "footprints",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    title: text("title").notNull(),
    cover: text("cover").notNull().default(""),
    href: text("href").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("footprints_target").on(t.userId, t.targetType, t.targetId), index("footprints_user_viewed").on(t.userId, t.viewedAt)],
)
