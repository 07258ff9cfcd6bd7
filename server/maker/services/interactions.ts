/**
 * What members do with a short video: like and unlike (once per member), comment, follow the
 * maker, and watch (one view per member, or visitor address, per China day). Each counter moves
 * in the transaction that writes or removes its row, so counters equal their rows.
 */
import { and, count, eq, sql } from "drizzle-orm"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import { chinaDay } from "../../../domain/member/china-day.ts"
import { MAKER_MESSAGES, validateMicroComment } from "../../../domain/maker/rules.ts"
import type { MicroComment } from "../../../domain/maker/entities.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { makerFollows, shortVideoComments, shortVideoLikes, shortVideoViews, shortVideos } from "../tables.ts"
import { lockVisibleVideo, type Paging } from "./videos.ts"
import { newestFirst, readSelectPage } from "../../core/db/read-page.ts"

export function setLike(db: Tx, userId: number, videoId: number, liked: boolean, now: number) {
  return db.transaction(async (tx) => {
    const video = await lockVisibleVideo(tx, videoId)
    let delta = 0
    if (liked) {
      const added = await tx.insert(shortVideoLikes).values({ videoId, userId, createdAt: new Date(now) }).onConflictDoNothing().returning()
      delta = added.length
    } else {
      const removed = await tx
        .delete(shortVideoLikes)
        .where(and(eq(shortVideoLikes.videoId, videoId), eq(shortVideoLikes.userId, userId)))
        .returning()
      delta = -removed.length
    }
    const likes = video.likes + delta
    if (delta !== 0) await tx.update(shortVideos).set({ likes }).where(eq(shortVideos.id, videoId))
    return { liked, likes }
  })
}

/** Counts a view once per viewer and China day; answers the video's views. */
export function countView(db: Tx, videoId: number, viewer: string, now: number) {
  return db.transaction(async (tx) => {
    const video = await lockVisibleVideo(tx, videoId)
    const added = await tx
      .insert(shortVideoViews)
      .values({ videoId, viewer, day: chinaDay(now), createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning()
    if (added.length === 0) return { views: video.views, counted: false }
    await tx.update(shortVideos).set({ views: video.views + 1 }).where(eq(shortVideos.id, videoId))
    return { views: video.views + 1, counted: true }
  })
}

type CommentRow = typeof shortVideoComments.$inferSelect
const commentView = (r: CommentRow, who: { nickName: string; avatarPath: string }): MicroComment => ({
  id: r.id,
  videoId: r.videoId,
  userId: r.userId,
  nickName: who.nickName,
  avatarPath: who.avatarPath,
  content: r.content,
  createTime: r.createdAt.toISOString(),
  hidden: r.hidden,
})

export function addComment(db: Tx, userId: number, videoId: number, content: string, now: number): Promise<MicroComment> {
  const problem = validateMicroComment(content)[0]
  if (problem !== undefined) return Promise.reject(badRequest(problem))
  return db.transaction(async (tx) => {
    const video = await lockVisibleVideo(tx, videoId)
    const [row] = await tx.insert(shortVideoComments).values({ videoId, userId, content: content.trim(), createdAt: new Date(now) }).returning()
    if (!row) throw notFound()
    await tx.update(shortVideos).set({ comments: video.comments + 1 }).where(eq(shortVideos.id, videoId))
    const [who] = await tx.select({ nickName: users.nickName, avatarPath: users.avatarPath }).from(users).where(eq(users.id, userId))
    return commentView(row, who ?? { nickName: "", avatarPath: "" })
  })
}

/** Comments of a video, newest first; `includeHidden` for its maker's moderation. */
export async function commentPage(db: Db | Tx, where: { readonly videoId?: number; readonly makerId?: number; readonly includeHidden: boolean }, paging: Paging) {
  const filter = and(
    where.videoId === undefined ? undefined : eq(shortVideoComments.videoId, where.videoId),
    where.makerId === undefined ? undefined : sql`exists (select 1 from ${shortVideos} v where v.id = ${shortVideoComments.videoId} and v.maker_id = ${where.makerId} and v.deleted_at is null)`,
    where.includeHidden ? undefined : eq(shortVideoComments.hidden, false),
  )
  const { rows, totalElements, totalPages } = await readSelectPage(
    paging,
    20,
    newestFirst(shortVideoComments.createdAt, shortVideoComments.id),
    db
      .select({ row: shortVideoComments, nickName: users.nickName, avatarPath: users.avatarPath })
      .from(shortVideoComments)
      .innerJoin(users, eq(users.id, shortVideoComments.userId))
      .where(filter)
      .$dynamic(),
    () => db.select({ n: count() }).from(shortVideoComments).where(filter),
  )
  return { content: rows.map((r) => commentView(r.row, r)), totalElements, totalPages }
}

/** The maker hides or shows a comment on one of their works; the video's count follows. */
export function setCommentHidden(db: Db, makerId: number, commentId: number, hidden: boolean): Promise<MicroComment> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: shortVideoComments, nickName: users.nickName, avatarPath: users.avatarPath, makerId: shortVideos.makerId })
      .from(shortVideoComments)
      .innerJoin(shortVideos, eq(shortVideos.id, shortVideoComments.videoId))
      .innerJoin(users, eq(users.id, shortVideoComments.userId))
      .where(eq(shortVideoComments.id, commentId))
      .for("update", { of: shortVideoComments })
    if (!found || found.makerId !== makerId) throw notFound(MAKER_MESSAGES.commentNotFound)
    if (found.row.hidden === hidden) return commentView(found.row, found)
    const [row] = await tx.update(shortVideoComments).set({ hidden }).where(eq(shortVideoComments.id, commentId)).returning()
    await tx
      .update(shortVideos)
      .set({ comments: sql`greatest(0, ${shortVideos.comments} + ${hidden ? -1 : 1})` })
      .where(eq(shortVideos.id, found.row.videoId))
    return commentView(row ?? found.row, found)
  })
}

export function setFollow(db: Tx, followerId: number, makerId: number, followed: boolean, now: number) {
  if (followerId === makerId) return Promise.reject(badRequest(MAKER_MESSAGES.followSelf, "follow_self"))
  return db.transaction(async (tx) => {
    const [maker] = await tx.select({ isMaker: users.isMaker }).from(users).where(eq(users.id, makerId))
    if (!maker?.isMaker) throw notFound(MAKER_MESSAGES.videoNotFound)
    if (followed) await tx.insert(makerFollows).values({ makerId, followerId, createdAt: new Date(now) }).onConflictDoNothing()
    else await tx.delete(makerFollows).where(and(eq(makerFollows.makerId, makerId), eq(makerFollows.followerId, followerId)))
    const [n] = await tx.select({ n: count() }).from(makerFollows).where(eq(makerFollows.makerId, makerId))
    return { followed, followers: n?.n ?? 0 }
  })
}
