/**
 * 图文数据: per China day of a range, the views, new likes and comments of the author's published
 * science articles, and the totals now. Likes and comments are counted from their rows, views from
 * the per-day counts kept with each reading (science_view_days).
 */
import { and, count, eq, gte, lte, sql } from "drizzle-orm"
import { badRequest } from "../../../domain/core/errors.ts"
import type { ArticleStats } from "../../../domain/community/entities.ts"
import { addDays, daysBetween } from "../../../domain/member/china-day.ts"
import type { Tx } from "../../core/db/client.ts"
import { scienceArticles, scienceComments, scienceLikes, scienceViewDays } from "../tables/science.ts"

export const ARTICLE_STATS_MAX_DAYS = 92

const chinaDayOf = (column: unknown) => sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`

export async function articleStats(tx: Tx, authorId: number, from: string, to: string): Promise<ArticleStats> {
  const span = daysBetween(from, to)
  if (!(span >= 0 && span < ARTICLE_STATS_MAX_DAYS)) throw badRequest(`日期范围不超过 ${ARTICLE_STATS_MAX_DAYS} 天`)
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
  const byDay = (rows: ReadonlyArray<{ day: string; n: number }>) => new Map(rows.map((r) => [r.day, Number(r.n)]))
  const [v, l, c] = [byDay(views), byDay(likes), byDay(comments)]
  const days = Array.from({ length: span + 1 }, (_, i) => {
    const day = addDays(from, i)
    return { day, views: v.get(day) ?? 0, likes: l.get(day) ?? 0, comments: c.get(day) ?? 0 }
  })
  const sum = (key: "views" | "likes" | "comments") => days.reduce((s, d) => s + d[key], 0)
  const t = totals[0]
  return {
    days,
    range: { views: sum("views"), likes: sum("likes"), comments: sum("comments") },
    totals: { articles: t?.articles ?? 0, views: Number(t?.views ?? 0), likes: Number(t?.likes ?? 0), comments: Number(t?.comments ?? 0) },
  }
}
