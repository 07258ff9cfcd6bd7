/**
 * Reports of topics and replies: a member reports what others wrote (once while it is open);
 * administrators list them and either hide the content (every open report of it is closed as
 * 已隐藏 and its author is told) or dismiss the report.
 */
import { and, count, desc, eq, sql } from "drizzle-orm"
import { alias } from "drizzle-orm/pg-core"
import {
  FORUM_MESSAGES,
  forumExcerpt,
  forumReportReasonLabel,
  isForumReportReason,
  validateForumReport,
  type ForumReportReason,
  type ForumReportStatus,
} from "../../../domain/community/forum.ts"
import type { ForumReportPage } from "../../../domain/community/forum-entities.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { notices } from "../../chat/tables.ts"
import type { Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { forumReplies, forumReports, forumTopics } from "../tables/forum.ts"
import { recountTopic, type PendingNotice } from "./forum-replies.ts"
import { readSelectPage } from "../../core/db/read-page.ts"
import { cappedPage } from "../../core/db/read-list-page.ts"
import { lockedRowOrNotFound } from "../../core/db/row-or-not-found.ts"

export interface NewReport {
  readonly targetType: "topic" | "reply"
  readonly targetId: number
  readonly reason: string
  readonly detail: string
}

/** What a report points at, if it is still shown: its topic, author and title. */
const shownTarget = async (tx: Tx, targetType: "topic" | "reply", targetId: number) => {
  if (targetType === "topic") {
    const [topic] = await tx
      .select({ topicId: forumTopics.id, authorId: forumTopics.authorId, title: forumTopics.title })
      .from(forumTopics)
      .where(and(eq(forumTopics.id, targetId), eq(forumTopics.status, "visible")))
    return topic ?? null
  }
  const [reply] = await tx
    .select({ topicId: forumReplies.topicId, authorId: forumReplies.authorId, title: forumTopics.title })
    .from(forumReplies)
    .innerJoin(forumTopics, eq(forumTopics.id, forumReplies.topicId))
    .where(and(eq(forumReplies.id, targetId), eq(forumReplies.status, "visible"), eq(forumTopics.status, "visible")))
  return reply ?? null
}

/** A member's report of someone else's visible topic or reply; a second open one of the same member is 409. */
export const reportContent = (db: Tx, reporterId: number, input: NewReport, now: number): Promise<void> =>
  db.transaction(async (tx) => {
    const problem = firstFormError(validateForumReport(input))
    if (problem !== undefined) throw badRequest(problem, "invalid_report")
    const target = await shownTarget(tx, input.targetType, input.targetId)
    if (!target) throw notFound(input.targetType === "topic" ? FORUM_MESSAGES.topicNotFound : FORUM_MESSAGES.replyNotFound, "target_not_found")
    if (target.authorId === reporterId) throw badRequest(FORUM_MESSAGES.reportOwn, "report_own")
    const stored = await tx
      .insert(forumReports)
      .values({
        targetType: input.targetType,
        targetId: input.targetId,
        topicId: target.topicId,
        reporterId,
        reason: input.reason,
        detail: input.detail.trim(),
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: forumReports.id })
    if (stored.length === 0) throw conflict(FORUM_MESSAGES.alreadyReported, "already_reported")
  })

const reporter = alias(users, "reporter")
const author = alias(users, "reported_author")

/** Reports by state (open by default): open ones oldest first, so nothing waits forever; handled ones latest first. */
export const listReports = async (
  tx: Tx,
  query: { status?: ForumReportStatus | undefined; page?: number | undefined; size?: number | undefined },
): Promise<ForumReportPage> => {
  const status = query.status ?? "open"
  const where = eq(forumReports.status, status)
  const { rows, totalElements, totalPages } = await readSelectPage(
    cappedPage(query, 20),
    20,
    status === "open" ? [forumReports.createdAt, forumReports.id] : [desc(forumReports.handledAt), desc(forumReports.id)],
    tx
      .select({
        report: forumReports,
        topic: { title: forumTopics.title, bodyText: forumTopics.bodyText, status: forumTopics.status },
        reply: { bodyText: forumReplies.bodyText, status: forumReplies.status },
        author: { userId: author.id, userName: author.username, nickName: author.nickName, avatarPath: author.avatarPath },
        reporter: { userId: reporter.id, userName: reporter.username, nickName: reporter.nickName, avatarPath: reporter.avatarPath },
      })
      .from(forumReports)
      .innerJoin(forumTopics, eq(forumTopics.id, forumReports.topicId))
      .leftJoin(forumReplies, and(eq(forumReports.targetType, "reply"), eq(forumReplies.id, forumReports.targetId)))
      .innerJoin(author, sql`${author.id} = case when ${forumReports.targetType} = 'reply' then ${forumReplies.authorId} else ${forumTopics.authorId} end`)
      .innerJoin(reporter, eq(reporter.id, forumReports.reporterId))
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(forumReports).where(where),
  )
  const postStatus = (value: string | null | undefined) => (value === "hidden" || value === "deleted" ? value : "visible")
  return {
    content: rows.map((r) => {
      const isReply = r.report.targetType === "reply"
      return {
        id: r.report.id,
        targetType: isReply ? "reply" : "topic",
        targetId: r.report.targetId,
        topicId: r.report.topicId,
        topicTitle: r.topic.title,
        excerpt: forumExcerpt((isReply ? r.reply?.bodyText : r.topic.bodyText) || "[图片]", 200),
        targetStatus: postStatus(isReply ? r.reply?.status : r.topic.status),
        author: r.author,
        reporter: r.reporter,
        reason: isForumReportReason(r.report.reason) ? r.report.reason : ("other" satisfies ForumReportReason),
        detail: r.report.detail,
        status: r.report.status === "hidden" || r.report.status === "dismissed" ? r.report.status : "open",
        createTime: r.report.createdAt.toISOString(),
        handleTime: r.report.handledAt ? r.report.handledAt.toISOString() : null,
      }
    }),
    totalElements,
    totalPages,
  }
}

const openReport = async (tx: Tx, id: number) => {
  const row = await lockedRowOrNotFound(tx, forumReports, eq(forumReports.id, id))
  if (row.status !== "open") throw conflict(FORUM_MESSAGES.reportHandled, "report_handled")
  return row
}

/**
 * Hides what a report points at (unless its author deleted it already) and closes every open
 * report of it as 已隐藏; the author is told once, with the reason of this report. The notice is
 * stored here and returned to be pushed after the transaction commits.
 */
export const hideReported = (db: Tx, adminId: number, id: number, now: number): Promise<PendingNotice[]> =>
  db.transaction(async (tx) => {
    const report = await openReport(tx, id)
    const time = new Date(now)
    let hidden: { authorId: number; title: string } | null = null
    if (report.targetType === "topic") {
      const [row] = await tx
        .update(forumTopics)
        .set({ status: "hidden", pinned: false, featured: false })
        .where(and(eq(forumTopics.id, report.targetId), eq(forumTopics.status, "visible")))
        .returning({ authorId: forumTopics.authorId, title: forumTopics.title })
      hidden = row ?? null
    } else {
      const [row] = await tx
        .update(forumReplies)
        .set({ status: "hidden" })
        .where(and(eq(forumReplies.id, report.targetId), eq(forumReplies.status, "visible")))
        .returning({ authorId: forumReplies.authorId, topicId: forumReplies.topicId })
      if (row) {
        await recountTopic(tx, row.topicId)
        const [topic] = await tx.select({ title: forumTopics.title }).from(forumTopics).where(eq(forumTopics.id, row.topicId))
        hidden = { authorId: row.authorId, title: topic?.title ?? "" }
      }
    }
    await tx
      .update(forumReports)
      .set({ status: "hidden", handlerId: adminId, handledAt: time })
      .where(and(eq(forumReports.targetType, report.targetType), eq(forumReports.targetId, report.targetId), eq(forumReports.status, "open")))
    if (!hidden) return []
    const notice = {
      msgType: "WARNING",
      title: FORUM_MESSAGES.noticeTitle,
      msg: FORUM_MESSAGES.noticeHidden(report.targetType === "topic" ? "帖子" : "回复", hidden.title, forumReportReasonLabel(report.reason)),
    }
    await tx.insert(notices).values({ userId: hidden.authorId, ...notice, createdAt: time })
    return [{ userId: hidden.authorId, notice }]
  })

/** Dismisses one open report; the content stays. */
export const dismissReport = (db: Tx, adminId: number, id: number, now: number): Promise<void> =>
  db.transaction(async (tx) => {
    await openReport(tx, id)
    await tx
      .update(forumReports)
      .set({ status: "dismissed", handlerId: adminId, handledAt: new Date(now) })
      .where(eq(forumReports.id, id))
  })
