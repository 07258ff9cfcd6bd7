/**
 * The maker's video dashboard (monitor_video, home): per China day of a range, the views, likes
 * and comments their works received and the followers they gained, and the totals now. Counted
 * from the rows themselves, so the figures match the feeds' counters.
 */
import { and, count, eq, gte, isNull, lte, sql } from "drizzle-orm"
import type { MakerVideoStats } from "../../../domain/maker/entities.ts"
import type { Db } from "../../core/db/client.ts"
import { makerFollows, shortVideoComments, shortVideoLikes, shortVideoViews, shortVideos } from "../tables.ts"
import { ledgerEntries } from "../../wallet/tables.ts"
import { requireMaker } from "./joining.ts"
import { chinaDayOf, dailySeries, statsSpan } from "../../core/daily-stats.ts"

export async function videoStats(db: Db, makerId: number, from: string, to: string): Promise<MakerVideoStats> {
  await requireMaker(db, makerId)
  const span = statsSpan(from, to)
  const own = sql`${shortVideos.makerId} = ${makerId} and ${shortVideos.deletedAt} is null`
  const likeDay = chinaDayOf(shortVideoLikes.createdAt)
  const commentDay = chinaDayOf(shortVideoComments.createdAt)
  const followDay = chinaDayOf(makerFollows.createdAt)
  const incomeDay = chinaDayOf(ledgerEntries.createdAt)
  // Course income is read from the ledger itself, so the chart equals the maker's bill.
  const ownIncome = and(eq(ledgerEntries.userId, makerId), eq(ledgerEntries.currency, "balance"), eq(ledgerEntries.kind, "course_income"))
  const [views, likes, comments, follows, totals, followers, income, incomeTotal] = await Promise.all([
    db
      .select({ day: shortVideoViews.day, n: count() })
      .from(shortVideoViews)
      .innerJoin(shortVideos, eq(shortVideos.id, shortVideoViews.videoId))
      .where(and(own, gte(shortVideoViews.day, from), lte(shortVideoViews.day, to)))
      .groupBy(shortVideoViews.day),
    db
      .select({ day: likeDay, n: count() })
      .from(shortVideoLikes)
      .innerJoin(shortVideos, eq(shortVideos.id, shortVideoLikes.videoId))
      .where(and(own, sql`${likeDay} between ${from} and ${to}`))
      .groupBy(likeDay),
    db
      .select({ day: commentDay, n: count() })
      .from(shortVideoComments)
      .innerJoin(shortVideos, eq(shortVideos.id, shortVideoComments.videoId))
      .where(and(own, eq(shortVideoComments.hidden, false), sql`${commentDay} between ${from} and ${to}`))
      .groupBy(commentDay),
    db
      .select({ day: followDay, n: count() })
      .from(makerFollows)
      .where(and(eq(makerFollows.makerId, makerId), sql`${followDay} between ${from} and ${to}`))
      .groupBy(followDay),
    db
      .select({
        works: count(),
        views: sql<number>`coalesce(sum(${shortVideos.views}), 0)::int`,
        likes: sql<number>`coalesce(sum(${shortVideos.likes}), 0)::int`,
        comments: sql<number>`coalesce(sum(${shortVideos.comments}), 0)::int`,
      })
      .from(shortVideos)
      .where(and(eq(shortVideos.makerId, makerId), isNull(shortVideos.deletedAt), eq(shortVideos.state, "published"))),
    db.select({ n: count() }).from(makerFollows).where(eq(makerFollows.makerId, makerId)),
    db
      .select({ day: incomeDay, n: sql<number>`sum(${ledgerEntries.amount})::int` })
      .from(ledgerEntries)
      .where(and(ownIncome, sql`${incomeDay} between ${from} and ${to}`))
      .groupBy(incomeDay),
    db.select({ n: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` }).from(ledgerEntries).where(ownIncome),
  ])
  const t = totals[0]
  return {
    ...dailySeries(from, span, { views, likes, comments, followers: follows, incomeCents: income }),
    totals: { works: t?.works ?? 0, views: Number(t?.views ?? 0), likes: Number(t?.likes ?? 0), comments: Number(t?.comments ?? 0), followers: followers[0]?.n ?? 0, incomeCents: Number(incomeTotal[0]?.n ?? 0) },
  }
}
