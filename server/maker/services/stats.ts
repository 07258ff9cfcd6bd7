/**
 * The maker's video dashboard (monitor_video, home): per China day of a range, the views, likes
 * and comments their works received and the followers they gained, and the totals now. Counted
 * from the rows themselves, so the figures match the feeds' counters.
 */
import { and, count, eq, gte, isNull, lte, sql } from "drizzle-orm"
import { badRequest } from "../../../domain/core/errors.ts"
import { addDays, daysBetween } from "../../../domain/member/china-day.ts"
import type { MakerVideoStats } from "../../../domain/maker/entities.ts"
import type { Db } from "../../core/db/client.ts"
import { makerFollows, shortVideoComments, shortVideoLikes, shortVideoViews, shortVideos } from "../tables.ts"
import { ledgerEntries } from "../../wallet/tables.ts"
import { requireMaker } from "./joining.ts"

const MAX_DAYS = 92

/** `YYYY-MM-DD` of a timestamp column in China time. */
const chinaDayOf = (column: unknown) => sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`

export async function videoStats(db: Db, makerId: number, from: string, to: string): Promise<MakerVideoStats> {
  await requireMaker(db, makerId)
  const span = daysBetween(from, to)
  if (!(span >= 0 && span < MAX_DAYS)) throw badRequest(`日期范围不超过 ${MAX_DAYS} 天`)
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
  const byDay = (rows: ReadonlyArray<{ day: string; n: number }>) => new Map(rows.map((r) => [r.day, Number(r.n)]))
  const [v, l, c, f, money] = [byDay(views), byDay(likes), byDay(comments), byDay(follows), byDay(income)]
  const days = Array.from({ length: span + 1 }, (_, i) => {
    const day = addDays(from, i)
    return { day, views: v.get(day) ?? 0, likes: l.get(day) ?? 0, comments: c.get(day) ?? 0, followers: f.get(day) ?? 0, incomeCents: money.get(day) ?? 0 }
  })
  const sum = (key: "views" | "likes" | "comments" | "followers" | "incomeCents") => days.reduce((s, d) => s + d[key], 0)
  const t = totals[0]
  return {
    days,
    range: { views: sum("views"), likes: sum("likes"), comments: sum("comments"), followers: sum("followers"), incomeCents: sum("incomeCents") },
    totals: { works: t?.works ?? 0, views: Number(t?.views ?? 0), likes: Number(t?.likes ?? 0), comments: Number(t?.comments ?? 0), followers: followers[0]?.n ?? 0, incomeCents: Number(incomeTotal[0]?.n ?? 0) },
  }
}
