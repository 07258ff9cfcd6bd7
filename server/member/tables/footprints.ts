import { index, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { memberItemColumns } from "../tables.ts"

/**
 * 我的足迹: one row per member and item, its title, cover and link as they were at the latest
 * visit (domain/member/footprint.ts).
 */
export const footprints = pgTable(
  "footprints",
  {
    id: serial("id").primaryKey(),
    ...memberItemColumns(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("footprints_target").on(t.userId, t.targetType, t.targetId), index("footprints_user_viewed").on(t.userId, t.viewedAt)],
)
