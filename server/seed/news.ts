import { newsBodyHtml } from "../../domain/news/news-article.ts"
import type { Tx } from "../core/db/client.ts"
import { newsArticles } from "../news/tables.ts"
import { demoAccountIds } from "./demo-accounts.ts"
import { sanitizeRichText } from "../html/sanitize.ts"
import { NEWS_ARTICLES } from "./news-data.ts"
import type { SeedSet } from "./seed-sets.ts"
import { DAY } from "../../domain/core/durations.ts"

/**
 * Industry news: twelve published articles by the customer-service account and zhou_vip, one
 * of lin_xiaoyu's waiting for review and a rejected advert of chen_maker's with its reason.
 * Reviewed by portal_admin. Demo content, after the accounts.
 */
export const newsDemoSeed: SeedSet = {
  name: "news-demo",
  demo: true,
  async apply(tx: Tx) {
    const names = [...new Set([...NEWS_ARTICLES.map((a) => a.author), "portal_admin"])]
    const idOf = await demoAccountIds(tx, names)
    const reviewerId = idOf.get("portal_admin") ?? null
    const now = Date.now()
    for (const article of NEWS_ARTICLES) {
      const authorId = idOf.get(article.author)
      // An author whose account was closed meanwhile has nothing to show.
      if (authorId === undefined) continue
      // Written some hours into its day, reviewed two hours later.
      const createdAt = new Date(now - article.daysAgo * DAY - 5 * 3600_000)
      const reviewedAt = article.status === "pending" ? null : new Date(createdAt.getTime() + 2 * 3600_000)
      await tx.insert(newsArticles).values({
        authorId,
        title: article.title,
        summary: article.summary,
        body: article.body,
        bodyHtml: sanitizeRichText(newsBodyHtml(article.body)),
        category: article.category,
        cover: `/news/covers/${article.key}.svg`,
        status: article.status,
        rejectReason: article.rejectReason ?? null,
        views: article.views,
        createdAt,
        updatedAt: createdAt,
        publishedAt: article.status === "published" ? reviewedAt : null,
        reviewedAt,
        reviewerId: reviewedAt ? reviewerId : null,
      })
    }
  },
}
