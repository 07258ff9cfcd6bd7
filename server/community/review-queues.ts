import { eq } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import { reviewQueue } from "../admin/index.ts"
import { forumReports } from "./tables/forum.ts"
import { scienceArticles } from "./tables/science.ts"

/** Members' science articles waiting for review (内容审核). */
export const scienceQueue = reviewQueue(
  { key: "science", title: "科普文章", permission: PERMISSIONS.reviewContent, path: "/admin/review/science" },
  scienceArticles,
  eq(scienceArticles.status, "pending"),
)

/** Forum reports not handled yet (内容审核). */
export const forumReportQueue = reviewQueue(
  { key: "forumReports", title: "论坛举报", permission: PERMISSIONS.reviewContent, path: "/admin/review/bbs" },
  forumReports,
  eq(forumReports.status, "open"),
)
