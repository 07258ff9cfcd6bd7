/**
 * Forum replies: the replies of a topic by floor with what each quotes, writing one (quoting the
 * topic or a reply; the notices of the topic's author and the quoted author written in the same
 * transaction, each once), deleting one's own, likes and the member's own list.
 */
import { and, count, eq, inArray, sql } from "drizzle-orm"
import { alias } from "drizzle-orm/pg-core"
import type { PushNotice } from "../../../domain/chat/protocol.ts"
import {
  FORUM_MESSAGES,
  FORUM_NOTICE_EXCERPT,
  FORUM_QUOTE_EXCERPT,
  FORUM_REPLY_PAGE_SIZE,
  forumExcerpt,
  replyNoticeTargets,
  validateForumReply,
} from "../../../domain/community/forum.ts"
import type { ForumLikeResult, ForumQuote, ForumReply, ForumReplyPage, MyForumReplyPage } from "../../../domain/community/forum-entities.ts"
import { badRequest, forbidden, notFound } from "../../../domain/core/errors.ts"
import { notices } from "../../chat/tables.ts"
import type { Tx } from "../../core/db/client.ts"
import { requireCertified } from "../../core/real-name-gate.ts"
import { htmlToText, sanitizeRichText } from "../../html/sanitize.ts"
import { users } from "../../session/tables/users.ts"
import { forumReplies, forumReplyLikes, forumTopics, type ForumReplyRow, type ForumTopicRow } from "../tables/forum.ts"
import { publicAuthorColumns } from "../../core/author.ts"
import { readableTopic, visibleTopic, type ForumMember } from "./forum-topics.ts"
import { newestFirst, readSelectPage } from "../../core/db/read-page.ts"
import { cappedPage } from "../../core/db/read-list-page.ts"
import { moveLikeCount } from "./like-counts.ts"

/** A notice to push once the transaction that stored it has committed. */
export interface PendingNotice {
  readonly userId: number
  readonly notice: PushNotice
}

const quoted = alias(forumReplies, "quoted_reply")
const quotedAuthor = alias(users, "quoted_author")

const replyColumns = {
  reply: forumReplies,
  author: publicAuthorColumns,
  quoted: { id: quoted.id, floor: quoted.floor, status: quoted.status, bodyText: quoted.bodyText },
  quotedAuthor: { userName: quotedAuthor.username, nickName: quotedAuthor.nickName },
}

type ReplyJoin = {
  reply: ForumReplyRow
  author: { userId: number; userName: string; nickName: string; avatarPath: string }
  quoted: { id: number; floor: number; status: string; bodyText: string } | null
  quotedAuthor: { userName: string; nickName: string } | null
}

/** The replies of these rows' query with their author and what they quote. */
const selectReplies = (tx: Tx) =>
  tx
    .select(replyColumns)
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.authorId))
    .leftJoin(quoted, eq(quoted.id, forumReplies.quoteReplyId))
    .leftJoin(quotedAuthor, eq(quotedAuthor.id, forumReplies.quoteAuthorId))

const quoteOf = (row: ReplyJoin, topic: Pick<ForumTopicRow, "status" | "bodyText">): ForumQuote | null => {
  const kind = row.reply.quoteKind
  if ((kind !== "topic" && kind !== "reply") || !row.quotedAuthor) return null
  if (kind === "topic") {
    return { kind, replyId: null, floor: null, author: row.quotedAuthor, excerpt: topic.status === "deleted" ? null : forumExcerpt(topic.bodyText, FORUM_QUOTE_EXCERPT) }
  }
  const shown = row.quoted !== null && row.quoted.status === "visible"
  return {
    kind,
    replyId: row.quoted?.id ?? null,
    floor: row.quoted?.floor ?? null,
    author: row.quotedAuthor,
    excerpt: shown && row.quoted ? forumExcerpt(row.quoted.bodyText, FORUM_QUOTE_EXCERPT) : null,
  }
}

const replyOf = (row: ReplyJoin, topic: Pick<ForumTopicRow, "status" | "bodyText">, likedIds: ReadonlySet<number>, readerId: number | null): ForumReply => ({
  id: row.reply.id,
  topicId: row.reply.topicId,
  floor: row.reply.floor,
  bodyHtml: row.reply.bodyHtml,
  author: row.author,
  quote: quoteOf(row, topic),
  likes: row.reply.likes,
  liked: likedIds.has(row.reply.id),
  mine: readerId !== null && readerId === row.reply.authorId,
  createTime: row.reply.createdAt.toISOString(),
})

/** The visible replies of a topic the reader may see, by floor. */
export const listReplies = async (
  tx: Tx,
  topicId: number,
  reader: ForumMember | null,
  query: { page?: number | undefined; size?: number | undefined },
): Promise<ForumReplyPage> => {
  const topic = await readableTopic(tx, topicId, reader)
  const where = and(eq(forumReplies.topicId, topicId), eq(forumReplies.status, "visible"))
  const { rows, totalElements, totalPages } = await readSelectPage(
    cappedPage(query, FORUM_REPLY_PAGE_SIZE),
    FORUM_REPLY_PAGE_SIZE,
    [forumReplies.floor],
    selectReplies(tx).where(where).$dynamic(),
    () => tx.select({ n: count() }).from(forumReplies).where(where),
  )
  const ids = rows.map((r) => r.reply.id)
  const liked =
    reader === null || ids.length === 0
      ? new Set<number>()
      : new Set(
          (
            await tx
              .select({ id: forumReplyLikes.replyId })
              .from(forumReplyLikes)
              .where(and(eq(forumReplyLikes.userId, reader.id), inArray(forumReplyLikes.replyId, ids)))
          ).map((r) => r.id),
        )
  return { content: rows.map((r) => replyOf(r, topic, liked, reader?.id ?? null)), totalElements, totalPages }
}

export interface NewReply {
  readonly bodyHtml: string
  readonly quote?: "topic" | "reply" | null | undefined
  readonly quoteReplyId?: number | null | undefined
}

/**
 * A reply of a certified member under a visible topic (the form's rule first, then
 * certification), on the next floor; the topic's author and the quoted reply's author are told in
 * their account messages, each once and never the one who replied. The notices are stored here,
 * in the reply's transaction, and returned to be pushed after it commits.
 */
export const createReply = (
  db: Tx,
  writer: ForumMember & { readonly nickName: string },
  topicId: number,
  input: NewReply,
  now: number,
): Promise<{ reply: ForumReply; notices: PendingNotice[] }> =>
  db.transaction(async (tx) => {
    const bodyHtml = sanitizeRichText(input.bodyHtml)
    const problem = validateForumReply(bodyHtml)[0]
    if (problem !== undefined) throw badRequest(problem, "invalid_reply")
    requireCertified(writer.authState, "real_name_required")
    const topic = await visibleTopic(tx, topicId, true)
    const kind = input.quoteReplyId ? "reply" : input.quote === "topic" ? "topic" : input.quote === "reply" ? "reply" : null
    let quoteReply: ForumReplyRow | null = null
    if (kind === "reply") {
      const [row] = input.quoteReplyId
        ? await tx
            .select()
            .from(forumReplies)
            .where(and(eq(forumReplies.id, input.quoteReplyId), eq(forumReplies.topicId, topicId), eq(forumReplies.status, "visible")))
        : []
      if (!row) throw notFound(FORUM_MESSAGES.quoteNotFound, "quote_not_found")
      quoteReply = row
    }
    const time = new Date(now)
    const [counters] = await tx
      .update(forumTopics)
      .set({ floors: sql`${forumTopics.floors} + 1`, replies: sql`${forumTopics.replies} + 1`, activeAt: time })
      .where(eq(forumTopics.id, topicId))
      .returning({ floors: forumTopics.floors })
    if (!counters) throw notFound(FORUM_MESSAGES.topicNotFound, "topic_not_found")
    const bodyText = htmlToText(bodyHtml)
    const [stored] = await tx
      .insert(forumReplies)
      .values({
        topicId,
        authorId: writer.id,
        floor: counters.floors,
        bodyHtml,
        bodyText,
        quoteKind: kind,
        quoteReplyId: quoteReply?.id ?? null,
        quoteAuthorId: kind === "topic" ? topic.authorId : (quoteReply?.authorId ?? null),
        createdAt: time,
      })
      .returning({ id: forumReplies.id })
    if (!stored) throw new Error("forum reply not stored")

    const excerpt = forumExcerpt(bodyText || "[图片]", FORUM_NOTICE_EXCERPT)
    const pending: PendingNotice[] = replyNoticeTargets(writer.id, topic.authorId, quoteReply?.authorId ?? null).map((target) => ({
      userId: target.userId,
      notice: {
        msgType: "INFO",
        title: FORUM_MESSAGES.noticeTitle,
        msg: target.kind === "reply" ? FORUM_MESSAGES.noticeReply(writer.nickName, topic.title, excerpt) : FORUM_MESSAGES.noticeQuote(writer.nickName, topic.title, excerpt),
      },
    }))
    if (pending.length > 0) {
      await tx.insert(notices).values(pending.map((p) => ({ userId: p.userId, msgType: p.notice.msgType, title: p.notice.title, msg: p.notice.msg, createdAt: time })))
    }
    const [row] = await selectReplies(tx).where(eq(forumReplies.id, stored.id))
    if (!row) throw new Error("forum reply not stored")
    return { reply: replyOf(row, topic, new Set(), writer.id), notices: pending }
  })

/** After a reply stops being shown: the topic's count and last activity follow its visible replies. */
export const recountTopic = async (tx: Tx, topicId: number): Promise<void> => {
  await tx
    .update(forumTopics)
    .set({
      replies: sql`(select count(*)::int from ${forumReplies} where ${forumReplies.topicId} = ${topicId} and ${forumReplies.status} = 'visible')`,
      activeAt: sql`coalesce((select max(${forumReplies.createdAt}) from ${forumReplies} where ${forumReplies.topicId} = ${topicId} and ${forumReplies.status} = 'visible'), ${forumTopics.createdAt})`,
    })
    .where(eq(forumTopics.id, topicId))
}

/** Deletes one of the member's own replies: someone else's is 403, a deleted one 404. */
export const deleteReply = (db: Tx, userId: number, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(forumReplies).where(eq(forumReplies.id, id)).for("update")
    if (!row || row.status === "deleted") throw notFound(FORUM_MESSAGES.replyNotFound, "reply_not_found")
    if (row.authorId !== userId) throw forbidden(FORUM_MESSAGES.notAuthor, "not_author")
    await tx.update(forumReplies).set({ status: "deleted" }).where(eq(forumReplies.id, id))
    if (row.status === "visible") await recountTopic(tx, row.topicId)
  })

/** Sets the member's like of a visible reply under a visible topic; the count moves with the like row under the reply's row lock. */
export const setReplyLike = (db: Tx, userId: number, id: number, liked: boolean): Promise<ForumLikeResult> =>
  db.transaction(async (tx) => {
    const [reply] = await tx
      .select({ likes: forumReplies.likes, topicId: forumReplies.topicId })
      .from(forumReplies)
      .where(and(eq(forumReplies.id, id), eq(forumReplies.status, "visible")))
      .for("update")
    if (!reply) throw notFound(FORUM_MESSAGES.replyNotFound, "reply_not_found")
    await visibleTopic(tx, reply.topicId)
    const changed = liked
      ? await tx.insert(forumReplyLikes).values({ replyId: id, userId }).onConflictDoNothing().returning({ id: forumReplyLikes.replyId })
      : await tx
          .delete(forumReplyLikes)
          .where(and(eq(forumReplyLikes.replyId, id), eq(forumReplyLikes.userId, userId)))
          .returning({ id: forumReplyLikes.replyId })
    if (changed.length === 0) return { liked, likes: reply.likes }
    return { liked, likes: await moveLikeCount(tx, forumReplies, id, liked) }
  })

/** The member's own replies (visible and hidden), newest first, with their topics. */
export const myReplies = async (tx: Tx, userId: number, query: { page?: number | undefined; size?: number | undefined }): Promise<MyForumReplyPage> => {
  const where = and(eq(forumReplies.authorId, userId), sql`${forumReplies.status} <> 'deleted'`)
  const { rows, totalElements, totalPages } = await readSelectPage(
    cappedPage(query, FORUM_REPLY_PAGE_SIZE),
    FORUM_REPLY_PAGE_SIZE,
    newestFirst(forumReplies.createdAt, forumReplies.id),
    tx
      .select({ reply: forumReplies, topicTitle: forumTopics.title, topicStatus: forumTopics.status })
      .from(forumReplies)
      .innerJoin(forumTopics, eq(forumTopics.id, forumReplies.topicId))
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(forumReplies).where(where),
  )
  return {
    content: rows.map(({ reply: r, topicTitle, topicStatus }) => ({
      id: r.id,
      topicId: r.topicId,
      topicTitle,
      topicVisible: topicStatus === "visible",
      floor: r.floor,
      excerpt: forumExcerpt(r.bodyText || "[图片]", 80),
      status: r.status === "hidden" ? "hidden" : "visible",
      likes: r.likes,
      createTime: r.createdAt.toISOString(),
    })),
    totalElements,
    totalPages,
  }
}
