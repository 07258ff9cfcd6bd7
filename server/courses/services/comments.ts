/** Course comments: statistics, lists with the grade filters, creation by certified buyers, likes. */
import { and, count, desc, asc, eq, inArray, sql, type SQL } from "drizzle-orm"
import { unionAll } from "drizzle-orm/pg-core"
import { COMMENT_PAGE_SIZE } from "../../../domain/core/constants.ts"
import { commentMediaProblem } from "../../../domain/courses/comment-media.ts"
import { COURSE_MESSAGES } from "../../../domain/courses/messages.ts"
import type { CommentStatistics } from "../../../domain/courses/entities/comment.ts"
import type { CourseComment, MyCommentStatistics, MyCourseComment } from "../../../domain/courses/entities/course.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { COMMENT_MESSAGES, commentReplyProblem, validateComment } from "../../../domain/courses/comment-form.ts"
import type { Tx } from "../../core/db/client.ts"
import { requireCertified } from "../../core/real-name-gate.ts"
import { author } from "../../core/author.ts"
import { readSelectPage } from "../../core/db/read-page.ts"
import { courseCommentGrades, courseCommentLikes, courseComments, courseOrders, courses } from "../tables.ts"
import { users } from "../../session/tables/users.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { pageCount } from "../../../domain/core/paging.ts"
import { rewardComment } from "../../points/services/comment-reward.ts"
import { iso } from "../../core/iso.ts"
import { inText } from "../../core/db/window-in-text.ts"
import { courseTypeOf } from "./course-type.ts"

const gradeCase = {
  good: sql<number>`count(*) filter (where ${courseComments.grade} = 5)::int`,
  middle: sql<number>`count(*) filter (where ${courseComments.grade} between 3 and 4)::int`,
  bad: sql<number>`count(*) filter (where ${courseComments.grade} between 1 and 2)::int`,
}

const statisticsWhere = async (tx: Tx, where: SQL | undefined): Promise<CommentStatistics> => {
  const [row] = await tx
    .select({ total: count(), good: gradeCase.good, middle: gradeCase.middle, bad: gradeCase.bad })
    .from(courseComments)
    .where(where)
  return { total: row?.total ?? 0, goodTotal: Number(row?.good ?? 0), middleTotal: Number(row?.middle ?? 0), simpleTotal: Number(row?.bad ?? 0) }
}

/** A course's comments per grade, from the totals the database keeps (course_comment_grades). */
const gradeTotals = async (tx: Tx, courseId: number): Promise<ReadonlyMap<number, number>> => {
  const rows = await tx.select({ grade: courseCommentGrades.grade, total: courseCommentGrades.total }).from(courseCommentGrades).where(eq(courseCommentGrades.courseId, courseId))
  return new Map(rows.map((row) => [row.grade, row.total]))
}

const sumOf = (totals: ReadonlyMap<number, number>, grades: ReadonlyArray<number>) => grades.reduce((sum, grade) => sum + (totals.get(grade) ?? 0), 0)

export const courseStatistics = async (tx: Tx, courseId: number): Promise<CommentStatistics> => {
  const totals = await gradeTotals(tx, courseId)
  return { total: sumOf(totals, [1, 2, 3, 4, 5]), goodTotal: sumOf(totals, [5]), middleTotal: sumOf(totals, [3, 4]), simpleTotal: sumOf(totals, [1, 2]) }
}

const commentColumns = {
  id: courseComments.id,
  courseId: courseComments.courseId,
  userId: courseComments.userId,
  nickName: users.nickName,
  avatarPath: users.avatarPath,
  grade: courseComments.grade,
  content: courseComments.content,
  likeNumber: courseComments.likeNumber,
  reply: courseComments.reply,
  media: courseComments.media,
  createdAt: courseComments.createdAt,
  updatedAt: courseComments.updatedAt,
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>["where"]>>[number]

const selectComments = (tx: Tx) => tx.select(commentColumns).from(courseComments).leftJoin(users, eq(users.id, courseComments.userId))

const likedBy = async (tx: Tx, userId: number | null, ids: number[]): Promise<Set<number>> => {
  if (userId === null || ids.length === 0) return new Set()
  const rows = await tx
    .select({ id: courseCommentLikes.commentId })
    .from(courseCommentLikes)
    .where(and(eq(courseCommentLikes.userId, userId), inArray(courseCommentLikes.commentId, ids)))
  return new Set(rows.map((row) => row.id))
}

const commentOf = (row: CommentRow, liked: Set<number>): CourseComment => ({
  id: row.id,
  courseId: row.courseId,
  userId: row.userId,
  user: author(row.userId, row.nickName, row.avatarPath),
  grade: row.grade,
  content: row.content,
  likeNumber: row.likeNumber,
  likedStatus: liked.has(row.id) ? "LIKE" : "UNLIKE",
  createTime: row.createdAt.toISOString(),
  updateTime: iso(row.updatedAt),
  reply: row.reply,
  media: row.media.map((item) => ({ type: item.type, url: item.url })),
})

/** Grades asked for: the query's list, each 1 to 5; empty for all. */
export const gradesOf = (grade: number | ReadonlyArray<number> | undefined): number[] => {
  const list = grade === undefined ? [] : typeof grade === "number" ? [grade] : [...grade]
  if (list.some((g) => !Number.isInteger(g) || g < 1 || g > 5)) throw badRequest()
  return [...new Set(list)]
}

/** `createTime,desc` (the default) or `createTime,asc`. */
const createTimeOrder = (sort: string | undefined, column: Parameters<typeof desc>[0]) =>
  sort?.replace(/\s/g, "") === "createTime,asc" ? asc(column) : desc(column)

/** The order of a page of comments, questions or answers: by time as asked, the newer id first among equal times. */
export const pageOrder = (sort: string | undefined, createdAt: Parameters<typeof desc>[0], id: Parameters<typeof desc>[0]) => [createTimeOrder(sort, createdAt), desc(id)]

/**
 * A page of the comments of some grades. Each grade's first `offset + size` rows in the page's
 * order come from the (course, grade, time) index and only those are merged, so the page costs
 * the same however many comments the course has.
 */
const gradePage = async (tx: Tx, courseId: number, grades: readonly number[], sort: string | undefined, size: number, offset: number) => {
  const branch = (grade: number) =>
    tx
      .select({ id: courseComments.id, createdAt: courseComments.createdAt })
      .from(courseComments)
      .where(and(eq(courseComments.courseId, courseId), eq(courseComments.grade, grade)))
      .orderBy(...pageOrder(sort, courseComments.createdAt, courseComments.id))
      .limit(inText(offset + size))
  const [first, second, ...more] = grades.map(branch)
  if (!first) return []
  const candidates = second ? unionAll(first, second, ...more) : first
  const merged = tx.$with("candidates").as(candidates)
  const ids = (await tx.with(merged).select({ id: merged.id }).from(merged).orderBy(...pageOrder(sort, merged.createdAt, merged.id)).limit(inText(size)).offset(inText(offset))).map((row) => row.id)
  if (ids.length === 0) return []
  const rows = await selectComments(tx).where(inArray(courseComments.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export const listComments = async (
  tx: Tx,
  query: { courseId: number; page?: number | undefined; size?: number | undefined; sort?: string | undefined; grades: number[] },
  viewerId: number | null,
) => {
  const page = query.page ?? 0
  const size = query.size ?? COMMENT_PAGE_SIZE
  const [rows, totals] = await Promise.all([
    query.grades.length === 0
      ? selectComments(tx)
          .where(eq(courseComments.courseId, query.courseId))
          .orderBy(...pageOrder(query.sort, courseComments.createdAt, courseComments.id))
          .limit(inText(size))
          .offset(inText(page * size))
      : gradePage(tx, query.courseId, query.grades, query.sort, size, page * size),
    gradeTotals(tx, query.courseId),
  ])
  const liked = await likedBy(tx, viewerId, rows.map((row) => row.id))
  const totalElements = sumOf(totals, query.grades.length > 0 ? query.grades : [1, 2, 3, 4, 5])
  return { content: rows.map((row) => commentOf(row, liked)), totalElements, totalPages: pageCount(totalElements, size) }
}

/** Paid orders of a course by a member, and which of them carry a comment. */
const ordersWithComments = async (tx: Tx, userId: number, courseId: number) =>
  tx
    .select({ orderNum: courseOrders.orderNum, commentId: courseComments.id })
    .from(courseOrders)
    .leftJoin(courseComments, eq(courseComments.orderNum, courseOrders.orderNum))
    .where(and(eq(courseOrders.userId, userId), eq(courseOrders.courseId, courseId), eq(courseOrders.status, "paid")))
    .orderBy(desc(courseOrders.id))

export const orderStatus = async (tx: Tx, user: { id: number; authState: string }, courseId: number) => {
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId))
  if (!course) throw notFound(COURSE_MESSAGES.courseNotFound)
  const orders = await ordersWithComments(tx, user.id, courseId)
  const open = orders.find((row) => row.commentId === null)
  return {
    courseId,
    purchased: orders.length > 0,
    orderNum: open?.orderNum ?? null,
    commented: orders.some((row) => row.commentId !== null),
    auth: user.authState === "certified",
    authState: user.authState,
  }
}

export interface NewComment {
  readonly courseId: number
  readonly orderNum: string
  readonly content: string
  readonly grade: number | null
  readonly media?: ReadonlyArray<{ type: "image" | "video"; url: string }> | undefined
}

/**
 * Stores a comment of a certified member about a course bought with `orderNum` (one comment
 * per order). The rules and messages are the form's (domain/courses/comment-form.ts).
 */
export const createComment = (db: Tx, user: { id: number; authState: string }, input: NewComment, now: number): Promise<CourseComment> =>
  db.transaction(async (tx) => {
    const problem = firstFormError(validateComment(input))
    if (problem !== undefined) throw badRequest(problem)
    const mediaProblem = commentMediaProblem(input.media ?? [])
    if (mediaProblem !== null) throw badRequest(mediaProblem)
    requireCertified(user.authState)
    const orderNum = input.orderNum.trim()
    const [order] = await tx
      .select({ id: courseOrders.id })
      .from(courseOrders)
      .where(
        and(
          eq(courseOrders.orderNum, orderNum),
          eq(courseOrders.userId, user.id),
          eq(courseOrders.courseId, input.courseId),
          eq(courseOrders.status, "paid"),
        ),
      )
    if (!order) throw badRequest(COMMENT_MESSAGES.orderNumRequired)
    const inserted = await tx
      .insert(courseComments)
      .values({
        courseId: input.courseId,
        userId: user.id,
        orderNum,
        grade: input.grade ?? 5,
        content: input.content.trim(),
        media: (input.media ?? []).map((item) => ({ type: item.type, url: item.url })),
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: courseComments.id })
    const id = inserted[0]?.id
    if (id === undefined) throw conflict(COURSE_MESSAGES.alreadyCommented)
    await rewardComment(tx, user.id, `course-comment-${id}`, now)
    const [row] = await selectComments(tx).where(eq(courseComments.id, id))
    if (!row) throw notFound(COURSE_MESSAGES.commentNotFound)
    return commentOf(row, new Set())
  })

type Paging = { page?: number | undefined; size?: number | undefined; sort?: string | undefined }

/** Comments with their courses, newest first: a member's own (我的评价) or those on an owner's courses (curriculum_comment). */
const commentsWithCourse = async (tx: Tx, where: SQL, viewerId: number, query: Paging) => {
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    COMMENT_PAGE_SIZE,
    pageOrder(query.sort, courseComments.createdAt, courseComments.id),
    tx
      .select({ ...commentColumns, courseTitle: courses.title, courseType: courses.type, cover: courses.cover })
      .from(courseComments)
      .leftJoin(users, eq(users.id, courseComments.userId))
      .innerJoin(courses, eq(courses.id, courseComments.courseId))
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(courseComments).innerJoin(courses, eq(courses.id, courseComments.courseId)).where(where),
  )
  const liked = await likedBy(tx, viewerId, rows.map((row) => row.id))
  const content: MyCourseComment[] = rows.map((row) => ({
    ...commentOf(row, liked),
    courseTitle: row.courseTitle,
    courseType: courseTypeOf(row.courseType),
    cover: row.cover,
  }))
  return { content, totalElements, totalPages }
}

export const myComments = (tx: Tx, userId: number, query: Paging) => commentsWithCourse(tx, eq(courseComments.userId, userId), userId, query)

/** Comments on the courses an account sells (curriculum_comment), newest first. */
export const ownerComments = (tx: Tx, ownerId: number, query: Paging) => commentsWithCourse(tx, eq(courses.ownerId, ownerId), ownerId, query)

/** The seller's reply to a comment on one of their courses; a new reply replaces the old one. */
export const replyToComment = (db: Tx, ownerId: number, commentId: number, reply: string): Promise<CourseComment> => {
  const problem = commentReplyProblem(reply)
  if (problem !== null) return Promise.reject(badRequest(problem))
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: courseComments.id })
      .from(courseComments)
      .innerJoin(courses, eq(courses.id, courseComments.courseId))
      .where(and(eq(courseComments.id, commentId), eq(courses.ownerId, ownerId)))
      .for("update", { of: courseComments })
    if (!own) throw notFound(COURSE_MESSAGES.commentNotFound)
    await tx.update(courseComments).set({ reply: reply.trim() }).where(eq(courseComments.id, commentId))
    const [row] = await selectComments(tx).where(eq(courseComments.id, commentId))
    if (!row) throw notFound(COURSE_MESSAGES.commentNotFound)
    return commentOf(row, await likedBy(tx, ownerId, [row.id]))
  })
}

export const myStatistics = async (tx: Tx, userId: number): Promise<MyCommentStatistics> => {
  const [stats, [likes], pending] = await Promise.all([
    statisticsWhere(tx, eq(courseComments.userId, userId)),
    tx
      .select({ n: sql<number>`coalesce(sum(${courseComments.likeNumber}), 0)::int` })
      .from(courseComments)
      .where(eq(courseComments.userId, userId)),
    tx
      .select({ courseId: courseOrders.courseId, orderNum: courseOrders.orderNum, courseTitle: courses.title, cover: courses.cover, courseType: courses.type })
      .from(courseOrders)
      .innerJoin(courses, eq(courses.id, courseOrders.courseId))
      .leftJoin(courseComments, eq(courseComments.orderNum, courseOrders.orderNum))
      .where(and(eq(courseOrders.userId, userId), eq(courseOrders.status, "paid"), sql`${courseComments.id} is null`))
      .orderBy(desc(courseOrders.paidAt)),
  ])
  return {
    ...stats,
    likeTotal: Number(likes?.n ?? 0),
    pending: pending.map((row) => ({ ...row, courseType: courseTypeOf(row.courseType) })),
  }
}

/**
 * Likes (or, with `on` false, un-likes) a comment for a member. Idempotent: the like row is
 * unique per member and comment, and the count moves only when a row was added or removed.
 */
export const setLike = async (tx: Tx, userId: number, commentId: number, on: boolean) =>
  tx.transaction(async (t) => {
    const [comment] = await t.select({ id: courseComments.id }).from(courseComments).where(eq(courseComments.id, commentId)).for("update")
    if (!comment) throw notFound(COURSE_MESSAGES.commentNotFound)
    if (on) {
      const added = await t.insert(courseCommentLikes).values({ commentId, userId }).onConflictDoNothing().returning({ id: courseCommentLikes.commentId })
      if (added.length > 0) await t.update(courseComments).set({ likeNumber: sql`${courseComments.likeNumber} + 1` }).where(eq(courseComments.id, commentId))
    } else {
      const removed = await t
        .delete(courseCommentLikes)
        .where(and(eq(courseCommentLikes.commentId, commentId), eq(courseCommentLikes.userId, userId)))
        .returning({ id: courseCommentLikes.commentId })
      if (removed.length > 0) {
        await t
          .update(courseComments)
          .set({ likeNumber: sql`greatest(${courseComments.likeNumber} - 1, 0)` })
          .where(eq(courseComments.id, commentId))
      }
    }
    const [after] = await t.select({ likeNumber: courseComments.likeNumber }).from(courseComments).where(eq(courseComments.id, commentId))
    return { id: commentId, likedStatus: on ? ("LIKE" as const) : ("UNLIKE" as const), likeNumber: after?.likeNumber ?? 0 }
  })
