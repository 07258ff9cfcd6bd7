import { count, eq } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import type { ReviewQueueProvider } from "../admin/index.ts"
import { forumReports } from "./tables/forum.ts"
import { scienceArticles } from "./tables/science.ts"

/** Members' science articles waiting for review (内容审核). */
export const scienceQueue: ReviewQueueProvider = {
  key: "science",
  title: "科普文章",
  permission: PERMISSIONS.reviewContent,
  path: "/admin/review/science",
  async waiting(db) {
    const [row] = await db.select({ n: count() }).from(scienceArticles).where(eq(scienceArticles.status, "pending"))
    return row?.n ?? 0
  },
}

/** Forum reports not handled yet (内容审核). */
export const forumReportQueue: ReviewQueueProvider = {
  key: "forumReports",
  title: "论坛举报",
  permission: PERMISSIONS.reviewContent,
  path: "/admin/review/bbs",
  async waiting(db) {
    const [row] = await db.select({ n: count() }).from(forumReports).where(eq(forumReports.status, "open"))
    return row?.n ?? 0
  },
}
