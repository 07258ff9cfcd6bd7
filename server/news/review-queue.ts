import { eq } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import type { ReviewQueueProvider } from "../admin/index.ts"
import { newsArticles } from "./tables.ts"

/** Members' news articles waiting for review (内容审核). */
export const newsQueue: ReviewQueueProvider = {
  key: "news",
  title: "资讯文章",
  permission: PERMISSIONS.reviewContent,
  path: "/admin/review/news",
  waiting: async (db) => db.$count(newsArticles, eq(newsArticles.status, "pending")),
}
