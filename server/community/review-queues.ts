import { eq } from "drizzle-orm"
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
  waiting: async (db) => db.$count(scienceArticles, eq(scienceArticles.status, "pending")),
}

/** Forum reports not handled yet (内容审核). */
export const forumReportQueue: ReviewQueueProvider = {
  key: "forumReports",
  title: "论坛举报",
  permission: PERMISSIONS.reviewContent,
  path: "/admin/review/bbs",
  waiting: async (db) => db.$count(forumReports, eq(forumReports.status, "open")),
}
