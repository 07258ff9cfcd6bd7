import { eq } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import { reviewQueue } from "../admin/index.ts"
import { newsArticles } from "./tables.ts"

/** Members' news articles waiting for review (内容审核). */
export const newsQueue = reviewQueue(
  { key: "news", title: "资讯文章", permission: PERMISSIONS.reviewContent, path: "/admin/review/news" },
  newsArticles,
  eq(newsArticles.status, "pending"),
)
