/**
 * The administrators' review of science articles: the queue by state (oldest pending first) and
 * the decision, publish or reject with a reason, taken once.
 */
import { and, count, eq } from "drizzle-orm"
import { SCIENCE_MESSAGES } from "../../../domain/community/science.ts"
import type { AdminScienceItem, AdminSciencePage } from "../../../domain/community/entities.ts"
import { conflict, notFound } from "../../../domain/core/errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { cappedPage } from "../../core/db/read-list-page.ts"
import { readSelectPage } from "../../core/db/read-page.ts"
import { checkedRejectReason, reviewedColumns, reviewOrder, type ReviewDecision } from "../../core/review-decision.ts"
import { users } from "../../session/tables/users.ts"
import { scienceArticles, type ScienceArticleRow } from "../tables/science.ts"
import { withAuthors, writtenOf, type MyScienceQuery } from "./science.ts"
import { iso } from "../../core/iso.ts"
import { publicAuthorColumns } from "../../core/author.ts"

const adminItemOf = (row: ScienceArticleRow, author: AdminScienceItem["author"]): AdminScienceItem => ({
  ...writtenOf(row),
  author,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
  reviewTime: iso(row.reviewedAt),
})

/** The reviewer's list: by state (pending by default), oldest pending first so nothing waits forever. */
export const listForReview = async (tx: Tx, query: MyScienceQuery): Promise<AdminSciencePage> => {
  const status = query.status ?? "pending"
  const where = eq(scienceArticles.status, status)
  const { rows, ...counts } = await readSelectPage(
    cappedPage(query, 20),
    20,
    reviewOrder(status === "pending", scienceArticles.updatedAt, scienceArticles.reviewedAt, scienceArticles.id),
    withAuthors(tx).where(where).$dynamic(),
    () => tx.select({ n: count() }).from(scienceArticles).where(where),
  )
  return { content: rows.map((r) => adminItemOf(r.article, r.author)), ...counts }
}

/** Publishes or rejects a pending article; one that was reviewed meanwhile is 409. */
export const reviewArticle = async (tx: Tx, reviewerId: number, id: number, decision: ReviewDecision, now: number): Promise<AdminScienceItem> => {
  const reason = checkedRejectReason(decision, "invalid_reason")
  const [current] = await tx.select({ id: scienceArticles.id }).from(scienceArticles).where(eq(scienceArticles.id, id))
  if (!current) throw notFound(SCIENCE_MESSAGES.notFound)
  const [row] = await tx
    .update(scienceArticles)
    .set(reviewedColumns(decision, reason, reviewerId, new Date(now)))
    .where(and(eq(scienceArticles.id, id), eq(scienceArticles.status, "pending")))
    .returning()
  if (!row) throw conflict(SCIENCE_MESSAGES.notPending, "already_reviewed")
  const [author] = await tx.select(publicAuthorColumns).from(users).where(eq(users.id, row.authorId))
  if (!author) throw notFound(SCIENCE_MESSAGES.notFound)
  return adminItemOf(row, author)
}
