/** Course questions and their answers (spec 2 §4, §5, §7). */
import { and, count, eq, sql, type SQL } from "drizzle-orm"
import { QUESTION_PAGE_SIZE, REPLY_PAGE_SIZE } from "../../../domain/core/constants.ts"
import { COURSE_MESSAGES } from "../../../domain/courses/messages.ts"
import type { MyQuestion } from "../../../domain/courses/entities/course.ts"
import type { Question, Reply } from "../../../domain/courses/entities/question.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { validateQuestion, validateReply } from "../../../domain/courses/question-form.ts"
import type { Tx } from "../../core/db/client.ts"
import { requireCertified } from "../../core/real-name-gate.ts"
import { author } from "../../core/author.ts"
import { courseAnswers, courseQuestions, courses } from "../tables.ts"
import { users } from "../../session/tables/users.ts"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import { pageOrder } from "./comments.ts"
import { readSelectPage } from "../../core/db/read-page.ts"
import { courseTypeOf } from "./course-type.ts"

const questionColumns = {
  id: courseQuestions.id,
  userId: courseQuestions.userId,
  nickName: users.nickName,
  avatarPath: users.avatarPath,
  title: courseQuestions.title,
  content: courseQuestions.content,
  createdAt: courseQuestions.createdAt,
  answerTotal: courseQuestions.answerTotal,
  courseId: courseQuestions.courseId,
}

const questionOf = (row: {
  id: number
  userId: number | null
  nickName: string | null
  avatarPath: string | null
  title: string
  content: string
  createdAt: Date
  answerTotal: number
  courseId: number
}): Question => ({
  id: row.id,
  userId: row.userId,
  user: author(row.userId, row.nickName, row.avatarPath),
  title: row.title,
  content: row.content,
  createTime: row.createdAt.toISOString(),
  answerTotal: row.answerTotal,
  courseId: row.courseId,
})

type Paging = { page?: number | undefined; size?: number | undefined; sort?: string | undefined }

export const listQuestions = async (tx: Tx, query: Paging & { courseId: number }) => {
  const where = eq(courseQuestions.courseId, query.courseId)
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    QUESTION_PAGE_SIZE,
    pageOrder(query.sort, courseQuestions.createdAt, courseQuestions.id),
    tx
      .select(questionColumns)
      .from(courseQuestions)
      .leftJoin(users, eq(users.id, courseQuestions.userId))
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(courseQuestions).where(where),
  )
  return { content: rows.map(questionOf), totalPage: totalPages, totalElements }
}

/** Questions with their courses, newest first: a member's own (我的问答) or those on an owner's courses (curriculum_question). */
const questionsWithCourse = async (tx: Tx, where: SQL, query: Paging) => {
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    QUESTION_PAGE_SIZE,
    pageOrder(query.sort, courseQuestions.createdAt, courseQuestions.id),
    tx
      .select({ ...questionColumns, courseTitle: courses.title, courseType: courses.type })
      .from(courseQuestions)
      .leftJoin(users, eq(users.id, courseQuestions.userId))
      .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(courseQuestions).innerJoin(courses, eq(courses.id, courseQuestions.courseId)).where(where),
  )
  const content: MyQuestion[] = rows.map((row) => ({
    ...questionOf(row),
    courseTitle: row.courseTitle,
    courseType: courseTypeOf(row.courseType),
  }))
  return { content, totalPage: totalPages, totalElements }
}

export const myQuestions = (tx: Tx, userId: number, query: Paging) => questionsWithCourse(tx, eq(courseQuestions.userId, userId), query)

/** Questions asked on the courses an account sells (curriculum_question); the seller answers them like any member. */
export const ownerQuestions = (tx: Tx, ownerId: number, query: Paging) => questionsWithCourse(tx, eq(courses.ownerId, ownerId), query)

export const createQuestion = async (
  tx: Tx,
  user: { id: number; authState: string },
  input: { courseId: number; title: string; content: string },
  now: number,
): Promise<Question> => {
  const problem = firstFormError(validateQuestion(input))
  if (problem !== undefined) throw badRequest(problem)
  requireCertified(user.authState)
  const [course] = await tx.select({ id: courses.id }).from(courses).where(and(eq(courses.id, input.courseId), eq(courses.status, "on")))
  if (!course) throw notFound(COURSE_MESSAGES.courseNotFound)
  const [row] = await tx
    .insert(courseQuestions)
    .values({ courseId: input.courseId, userId: user.id, title: input.title.trim(), content: input.content.trim(), createdAt: new Date(now) })
    .returning({ id: courseQuestions.id })
  if (!row) throw notFound(COURSE_MESSAGES.questionNotFound)
  const [stored] = await tx.select(questionColumns).from(courseQuestions).leftJoin(users, eq(users.id, courseQuestions.userId)).where(eq(courseQuestions.id, row.id))
  if (!stored) throw notFound(COURSE_MESSAGES.questionNotFound)
  return questionOf(stored)
}

const answerColumns = {
  userId: courseAnswers.userId,
  nickName: users.nickName,
  avatarPath: users.avatarPath,
  content: courseAnswers.content,
  createdAt: courseAnswers.createdAt,
  questionId: courseAnswers.questionId,
}

const answerOf = (row: { userId: number | null; nickName: string | null; avatarPath: string | null; content: string; createdAt: Date; questionId: number }): Reply => ({
  userId: row.userId,
  user: author(row.userId, row.nickName, row.avatarPath),
  content: row.content,
  createTime: row.createdAt.toISOString(),
  questionId: row.questionId,
})

export const listAnswers = async (tx: Tx, query: Paging & { questionId: number }) => {
  const where = eq(courseAnswers.questionId, query.questionId)
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    REPLY_PAGE_SIZE,
    pageOrder(query.sort, courseAnswers.createdAt, courseAnswers.id),
    tx
      .select(answerColumns)
      .from(courseAnswers)
      .leftJoin(users, eq(users.id, courseAnswers.userId))
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(courseAnswers).where(where),
  )
  return { content: rows.map(answerOf), totalPages, totalElements }
}

/** Stores an answer and counts it on its question, in one transaction. */
export const createAnswer = async (tx: Tx, user: { id: number; authState: string }, input: { questionId: number; content: string }, now: number): Promise<Reply> => {
  const problem = firstFormError(validateReply(input))
  if (problem !== undefined) throw badRequest(problem)
  requireCertified(user.authState)
  return tx.transaction(async (t) => {
    const [question] = await t
      .update(courseQuestions)
      .set({ answerTotal: sql`${courseQuestions.answerTotal} + 1` })
      .where(eq(courseQuestions.id, input.questionId))
      .returning({ id: courseQuestions.id })
    if (!question) throw notFound(COURSE_MESSAGES.questionNotFound)
    const [row] = await t
      .insert(courseAnswers)
      .values({ questionId: input.questionId, userId: user.id, content: input.content.trim(), createdAt: new Date(now) })
      .returning({ id: courseAnswers.id })
    const [stored] = await t
      .select(answerColumns)
      .from(courseAnswers)
      .leftJoin(users, eq(users.id, courseAnswers.userId))
      .where(eq(courseAnswers.id, row?.id ?? 0))
    if (!stored) throw notFound(COURSE_MESSAGES.questionNotFound)
    return answerOf(stored)
  })
}
