/**
 * 图文数据: per China day of a range, the views, new likes and comments of the author's published
 * science articles, and the totals now. Likes and comments are counted from their rows, views from
 * the per-day counts kept with each reading (science_view_days).
 */
import { and, count, eq, gte, lte, sql } from "drizzle-orm"
import type { ArticleStats } from "../../../domain/community/entities.ts"
import type { Tx } from "../../core/db/client.ts"
import { scienceArticles, scienceComments, scienceLikes, scienceViewDays } from "../tables/science.ts"
import { chinaDayOf, dailySeries, statsSpan } from "../../core/daily-stats.ts"

export async function articleStats(tx: Tx, authorId: number, from: string, to: string): Promise<ArticleStats> {
  const span = statsSpan(from, to)
  const own = and(eq(scienceArticles.authorId, authorId), eq(scienceArticles.status, "published"))
  const likeDay = chinaDayOf(scienceLikes.createdAt)
  const commentDay = chinaDayOf(scienceComments.createdAt)
  const [views, likes, comments, totals] = await Promise.all([
    tx
      .select({ day: scienceViewDays.day, n: sql<number>`sum(${scienceViewDays.views})::int` })
      .from(scienceViewDays)
      .innerJoin(scienceArticles, eq(scienceArticles.id, scienceViewDays.articleId))
      .where(and(own, gte(scienceViewDays.day, from), lte(scienceViewDays.day, to)))
      .groupBy(scienceViewDays.day),
    tx
      .select({ day: likeDay, n: count() })
      .from(scienceLikes)
      .innerJoin(scienceArticles, eq(scienceArticles.id, scienceLikes.articleId))
      .where(and(own, sql`${likeDay} between ${from} and ${to}`))
      .groupBy(likeDay),
    tx
      .select({ day: commentDay, n: count() })
      .from(scienceComments)
      .innerJoin(scienceArticles, eq(scienceArticles.id, scienceComments.articleId))
      .where(and(own, sql`${commentDay} between ${from} and ${to}`))
      .groupBy(commentDay),
    tx
      .select({
        articles: count(),
        views: sql<number>`coalesce(sum(${scienceArticles.views}), 0)::int`,
        likes: sql<number>`coalesce(sum(${scienceArticles.likes}), 0)::int`,
        comments: sql<number>`coalesce(sum(${scienceArticles.comments}), 0)::int`,
      })
      .from(scienceArticles)
      .where(own),
  ])
  const t = totals[0]
  return {
    ...dailySeries(from, span, { views, likes, comments }),
    totals: { articles: t?.articles ?? 0, views: Number(t?.views ?? 0), likes: Number(t?.likes ?? 0), comments: Number(t?.comments ?? 0) },
  }
}
