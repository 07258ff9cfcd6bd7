/**
 * Short videos as members see them (/micro): the feeds (推荐 ranked by the last week's likes,
 * comments and views; 关注 the makers one follows; a category), search by title, tag and maker,
 * one video, and the maker's page. Only published videos of current makers are shown.
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm"
import { notFound } from "../../../domain/core/errors.ts"
import { HOT_WINDOW_DAYS, MAKER_MESSAGES, MICRO_CATEGORY_KEYS } from "../../../domain/maker/rules.ts"
import type { MakerProfile, ShortVideo, ShortVideoPage } from "../../../domain/maker/entities.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import { users } from "../../session/tables/users.ts"
import { makerFollows, makers, shortVideoComments, shortVideoLikes, shortVideoViews, shortVideos } from "../tables.ts"
import { readTablePage } from "../../core/db/read-page.ts"
import { DAY } from "../../../domain/core/durations.ts"
import { lockedRowOrNotFound, rowOrNotFound } from "../../core/db/row-or-not-found.ts"

type VideoRow = typeof shortVideos.$inferSelect
export interface Paging {
  readonly page?: number
  readonly size?: number
}

/** Published, not deleted, by a member who is a maker now. */
export const visible = (): SQL =>
  and(eq(shortVideos.state, "published"), isNull(shortVideos.deletedAt), sql`exists (select 1 from ${users} where ${users.id} = ${shortVideos.makerId} and ${users.isMaker})`) as SQL

/** Rows with their maker and the viewer's like and follow, in the rows' order. */
export async function videoViews(db: Db | Tx, rows: ReadonlyArray<VideoRow>, viewerId: number | null): Promise<ShortVideo[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const makerIds = [...new Set(rows.map((r) => r.makerId))]
  const [people, liked, followed] = await Promise.all([
    db
      .select({ id: users.id, nickName: users.nickName, avatarPath: users.avatarPath, displayName: makers.displayName })
      .from(users)
      .leftJoin(makers, eq(makers.userId, users.id))
      .where(inArray(users.id, makerIds)),
    viewerId === null
      ? Promise.resolve([])
      : db.select({ id: shortVideoLikes.videoId }).from(shortVideoLikes).where(and(eq(shortVideoLikes.userId, viewerId), inArray(shortVideoLikes.videoId, ids))),
    viewerId === null
      ? Promise.resolve([])
      : db.select({ id: makerFollows.makerId }).from(makerFollows).where(and(eq(makerFollows.followerId, viewerId), inArray(makerFollows.makerId, makerIds))),
  ])
  const byId = new Map(people.map((p) => [p.id, p]))
  const likedSet = new Set(liked.map((l) => l.id))
  const followedSet = new Set(followed.map((f) => f.id))
  return rows.map((r) => {
    const maker = byId.get(r.makerId)
    return {
      id: r.id,
      title: r.title,
      category: r.category,
      tags: r.tags,
      video: r.video,
      cover: r.cover,
      likes: r.likes,
      comments: r.comments,
      views: r.views,
      liked: likedSet.has(r.id),
      publishTime: (r.publishedAt ?? r.createdAt).toISOString(),
      maker: {
        userId: r.makerId,
        nickName: maker?.displayName ?? maker?.nickName ?? "",
        avatarPath: maker?.avatarPath ?? "",
        followed: followedSet.has(r.makerId),
      },
    }
  })
}

async function pageOf(db: Db, where: SQL, order: ReadonlyArray<SQL>, paging: Paging, viewerId: number | null): Promise<ShortVideoPage> {
  const { rows, totalElements, totalPages } = await readTablePage(db, paging, 10, order, shortVideos, where)
  return { content: await videoViews(db, rows, viewerId), totalElements, totalPages }
}

/**
 * 推荐: the hot score of domain/maker/rules.ts hotScore, computed in SQL over the last
 * HOT_WINDOW_DAYS days of likes, comments and views, plus the fading lift of a new video.
 */
function hotOrder(now: number): SQL {
  const since = new Date(now - HOT_WINDOW_DAYS * DAY)
  const sinceDay = since.toISOString().slice(0, 10)
  const hours = sql`extract(epoch from (${new Date(now)}::timestamptz - coalesce(${shortVideos.publishedAt}, ${shortVideos.createdAt}))) / 3600`
  return sql`(
    3 * (select count(*) from ${shortVideoLikes} l where l.video_id = ${shortVideos.id} and l.created_at >= ${since})
    + 5 * (select count(*) from ${shortVideoComments} c where c.video_id = ${shortVideos.id} and c.created_at >= ${since} and not c.hidden)
    + (select count(*) from ${shortVideoViews} v where v.video_id = ${shortVideos.id} and v.day >= ${sinceDay})
    + greatest(0, 1 - greatest(0, ${hours}) / ${HOT_WINDOW_DAYS * 24}) * 10
  ) desc`
}

const NEWEST = [desc(shortVideos.publishedAt), desc(shortVideos.id)]

export function feed(db: Db, tab: string, paging: Paging, viewerId: number | null, now: number): Promise<ShortVideoPage> {
  if (tab === "follow") {
    if (viewerId === null) return Promise.resolve({ content: [], totalElements: 0, totalPages: 0 })
    const where = and(
      visible(),
      sql`exists (select 1 from ${makerFollows} f where f.maker_id = ${shortVideos.makerId} and f.follower_id = ${viewerId})`,
    ) as SQL
    return pageOf(db, where, NEWEST, paging, viewerId)
  }
  if ((MICRO_CATEGORY_KEYS as ReadonlyArray<string>).includes(tab)) {
    return pageOf(db, and(visible(), eq(shortVideos.category, tab)) as SQL, [hotOrder(now), ...NEWEST], paging, viewerId)
  }
  return pageOf(db, visible(), [hotOrder(now), ...NEWEST], paging, viewerId)
}

/** By title, tag (exact or contained) and the maker's name. */
export function search(db: Db, keyword: string, paging: Paging, viewerId: number | null): Promise<ShortVideoPage> {
  const word = keyword.trim()
  if (word === "") return Promise.resolve({ content: [], totalElements: 0, totalPages: 0 })
  const like = likePattern(word)
  const where = and(
    visible(),
    or(
      ilike(shortVideos.title, like),
      sql`exists (select 1 from unnest(${shortVideos.tags}) t where t ilike ${like})`,
      sql`exists (select 1 from ${makers} m where m.user_id = ${shortVideos.makerId} and m.display_name ilike ${like})`,
      sql`exists (select 1 from ${users} u where u.id = ${shortVideos.makerId} and u.nick_name ilike ${like})`,
    ),
  ) as SQL
  return pageOf(db, where, NEWEST, paging, viewerId)
}

export async function lockVisibleVideo(tx: Tx, id: number): Promise<VideoRow> {
  return lockedRowOrNotFound(tx, shortVideos, and(eq(shortVideos.id, id), visible()), MAKER_MESSAGES.videoNotFound)
}

export async function oneVideo(db: Db, id: number, viewerId: number | null): Promise<ShortVideo> {
  const row = await rowOrNotFound(db, shortVideos, and(eq(shortVideos.id, id), visible()), MAKER_MESSAGES.videoNotFound)
  const [view] = await videoViews(db, [row], viewerId)
  if (!view) throw notFound(MAKER_MESSAGES.videoNotFound)
  return view
}

export async function makerProfile(db: Db, makerId: number, viewerId: number | null): Promise<MakerProfile> {
  const [person] = await db
    .select({ id: users.id, nickName: users.nickName, avatarPath: users.avatarPath, isMaker: users.isMaker, maker: makers })
    .from(users)
    .leftJoin(makers, eq(makers.userId, users.id))
    .where(eq(users.id, makerId))
  if (!person || !person.isMaker) throw notFound(MAKER_MESSAGES.videoNotFound)
  const [[works], [followers], [following], [followed]] = await Promise.all([
    db
      .select({ n: count(), likes: sql<number>`coalesce(sum(${shortVideos.likes}), 0)::int` })
      .from(shortVideos)
      .where(and(eq(shortVideos.makerId, makerId), visible())),
    db.select({ n: count() }).from(makerFollows).where(eq(makerFollows.makerId, makerId)),
    db.select({ n: count() }).from(makerFollows).where(eq(makerFollows.followerId, makerId)),
    viewerId === null
      ? Promise.resolve([undefined])
      : db.select({ n: count() }).from(makerFollows).where(and(eq(makerFollows.makerId, makerId), eq(makerFollows.followerId, viewerId))),
  ])
  return {
    userId: makerId,
    nickName: person.maker?.displayName ?? person.nickName,
    avatarPath: person.avatarPath,
    field: person.maker?.field ?? "",
    intro: person.maker?.intro ?? "",
    works: works?.n ?? 0,
    likes: Number(works?.likes ?? 0),
    followers: followers?.n ?? 0,
    following: following?.n ?? 0,
    followed: (followed?.n ?? 0) > 0,
    isSelf: viewerId === makerId,
  }
}

/** The maker's works (newest first) or the videos the maker liked. */
export function makerVideos(db: Db, makerId: number, liked: boolean, paging: Paging, viewerId: number | null): Promise<ShortVideoPage> {
  const where = liked
    ? (and(visible(), sql`exists (select 1 from ${shortVideoLikes} l where l.video_id = ${shortVideos.id} and l.user_id = ${makerId})`) as SQL)
    : (and(visible(), eq(shortVideos.makerId, makerId)) as SQL)
  return pageOf(db, where, NEWEST, paging, viewerId)
}
