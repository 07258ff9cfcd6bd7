/**
 * Product questions (问大家), as the course Q&A: a certified member asks (title 6-30, content
 * 30-200), members answer (30-200), lists newest first. The product's shop answers as the shop
 * (fromShop), without real-name certification: it speaks for a business, not a person.
 */
import { and, count, eq, inArray, sql } from "drizzle-orm"
import { QUESTION_PAGE_SIZE, REPLY_PAGE_SIZE } from "../../../domain/core/constants.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { validateQuestion, validateReply } from "../../../domain/courses/question-form.ts"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import type { ProductAnswer, ProductAnswerPage, ProductQuestion, ProductQuestionPage, ShopQuestionPage } from "../../../domain/mall/review.ts"
import type { Tx } from "../../core/db/client.ts"
import { requireCertified } from "../../core/real-name-gate.ts"
import { author } from "../../core/author.ts"
import { newestFirst, readSelectPage } from "../../core/db/read-page.ts"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import { users } from "../../session/tables/users.ts"
import { products } from "../tables/products.ts"
import { productAnswers, productQuestions } from "../tables/reviews.ts"
import { requireShop } from "./returns.ts"

type Paging = { page?: number | undefined; size?: number | undefined }

const questionColumns = {
  question: productQuestions,
  nickName: users.nickName,
  avatarPath: users.avatarPath,
}

const selectQuestions = (tx: Tx) => tx.select(questionColumns).from(productQuestions).leftJoin(users, eq(users.id, productQuestions.userId))

const questionOf = (row: { question: typeof productQuestions.$inferSelect; nickName: string | null; avatarPath: string | null }): ProductQuestion => ({
  id: row.question.id,
  spuId: row.question.spuId,
  userId: row.question.userId,
  user: author(row.question.userId, row.nickName, row.avatarPath),
  title: row.question.title,
  content: row.question.content,
  createTime: row.question.createdAt.toISOString(),
  answerTotal: row.question.answerTotal,
})

const productOn = async (tx: Tx, spuId: number) => {
  const [row] = await tx.select({ spuId: products.spuId, shopId: products.merchantId }).from(products).where(and(eq(products.spuId, spuId), eq(products.status, "on")))
  if (!row) throw notFound(MALL_MESSAGES.productNotFound, "product_not_found")
  return row
}

/** A product's questions, newest first. */
export const listProductQuestions = async (tx: Tx, spuId: number, query: Paging): Promise<ProductQuestionPage> => {
  await productOn(tx, spuId)
  const where = eq(productQuestions.spuId, spuId)
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    QUESTION_PAGE_SIZE,
    newestFirst(productQuestions.createdAt, productQuestions.id),
    selectQuestions(tx).where(where).$dynamic(),
    () => tx.select({ n: count() }).from(productQuestions).where(where),
  )
  return { content: rows.map(questionOf), totalPage: totalPages, totalElements }
}

export const askQuestion = (db: Tx, user: { id: number; authState: string }, input: { spuId: number; title: string; content: string }, now: number): Promise<ProductQuestion> =>
  db.transaction(async (tx) => {
    const problem = firstFormError(validateQuestion(input))
    if (problem !== undefined) throw badRequest(problem)
    requireCertified(user.authState, "not_certified")
    await productOn(tx, input.spuId)
    const [row] = await tx
      .insert(productQuestions)
      .values({ spuId: input.spuId, userId: user.id, title: input.title.trim(), content: input.content.trim(), createdAt: new Date(now) })
      .returning({ id: productQuestions.id })
    const [stored] = await selectQuestions(tx).where(eq(productQuestions.id, row!.id))
    return questionOf(stored!)
  })

const answerOf = (row: { answer: typeof productAnswers.$inferSelect; nickName: string | null; avatarPath: string | null }): ProductAnswer => ({
  id: row.answer.id,
  questionId: row.answer.questionId,
  userId: row.answer.userId,
  user: author(row.answer.userId, row.nickName, row.avatarPath),
  content: row.answer.content,
  createTime: row.answer.createdAt.toISOString(),
  fromShop: row.answer.fromShop,
})

const selectAnswers = (tx: Tx) =>
  tx.select({ answer: productAnswers, nickName: users.nickName, avatarPath: users.avatarPath }).from(productAnswers).leftJoin(users, eq(users.id, productAnswers.userId))

/** A question's answers, newest first. */
export const listAnswers = async (tx: Tx, questionId: number, query: Paging): Promise<ProductAnswerPage> => {
  const [question] = await tx.select({ id: productQuestions.id }).from(productQuestions).where(eq(productQuestions.id, questionId))
  if (!question) throw notFound(MALL_MESSAGES.questionNotFound, "question_not_found")
  const where = eq(productAnswers.questionId, questionId)
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    REPLY_PAGE_SIZE,
    newestFirst(productAnswers.createdAt, productAnswers.id),
    selectAnswers(tx).where(where).$dynamic(),
    () => tx.select({ n: count() }).from(productAnswers).where(where),
  )
  return { content: rows.map(answerOf), totalPages, totalElements }
}

/** Stores an answer and counts it on its question; the product's shop answers as the shop. */
export const answerQuestion = (db: Tx, user: { id: number; authState: string }, questionId: number, content: string, now: number): Promise<ProductAnswer> =>
  db.transaction(async (tx) => {
    const problem = firstFormError(validateReply({ content }))
    if (problem !== undefined) throw badRequest(problem)
    const [question] = await tx
      .select({ id: productQuestions.id, shopId: products.merchantId })
      .from(productQuestions)
      .innerJoin(products, eq(products.spuId, productQuestions.spuId))
      .where(eq(productQuestions.id, questionId))
      .for("update", { of: productQuestions })
    if (!question) throw notFound(MALL_MESSAGES.questionNotFound, "question_not_found")
    const fromShop = question.shopId === user.id
    if (!fromShop) requireCertified(user.authState, "not_certified")
    await tx
      .update(productQuestions)
      .set({ answerTotal: sql`${productQuestions.answerTotal} + 1`, ...(fromShop ? { shopAnswered: true } : {}) })
      .where(eq(productQuestions.id, questionId))
    const [row] = await tx.insert(productAnswers).values({ questionId, userId: user.id, content: content.trim(), fromShop, createdAt: new Date(now) }).returning({ id: productAnswers.id })
    const [stored] = await selectAnswers(tx).where(eq(productAnswers.id, row!.id))
    return answerOf(stored!)
  })

/** Questions about the shop's products, newest first; answered false for those it has not answered. */
export const shopQuestions = async (tx: Tx, userId: number, query: Paging & { answered?: "true" | "false" | undefined }): Promise<ShopQuestionPage> => {
  const shopId = await requireShop(tx, userId)
  const mine = tx.select({ spuId: products.spuId }).from(products).where(eq(products.merchantId, shopId))
  const where = and(
    inArray(productQuestions.spuId, mine),
    query.answered === undefined ? undefined : eq(productQuestions.shopAnswered, query.answered === "true"),
  )
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    QUESTION_PAGE_SIZE,
    newestFirst(productQuestions.createdAt, productQuestions.id),
    tx
      .select({ ...questionColumns, productTitle: products.title })
      .from(productQuestions)
      .leftJoin(users, eq(users.id, productQuestions.userId))
      .innerJoin(products, eq(products.spuId, productQuestions.spuId))
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(productQuestions).where(where),
  )
  return {
    content: rows.map((r) => ({ ...questionOf(r), productTitle: r.productTitle, answeredByShop: r.question.shopAnswered })),
    totalPage: totalPages,
    totalElements,
  }
}
