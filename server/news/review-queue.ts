import { count, eq } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import type { ReviewQueueProvider } from "../admin/index.ts"
import { newsArticles } from "./tables.ts"

/** Members' news articles waiting for review (内容审核). */
export const newsQueue: ReviewQueueProvider = {
  key: "news",
  title: "资讯文章",
  permission: PERMISSIONS.reviewContent,
  path: "/admin/review/news",
  async waiting(db) {
    const [row] = await db.select({ n: count() }).from(newsArticles).where(eq(newsArticles.status, "pending"))
    return row?.n ?? 0
  },
}
