/**
 * An administrator's decision on a member's submission waiting for review (an article of 行业资讯
 * or 健康科普/美容护肤): publish, or reject with a reason the author reads. What the decision
 * writes is the same for every kind; each kind's service takes it in its own guarded update
 * (`status = 'pending'`), so a submission is decided once.
 */
import { asc, desc, type SQL } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { badRequest } from "../../domain/core/errors.ts"
import { validateRejectReason } from "../../domain/member/real-name-form.ts"

export type ReviewDecision = { readonly approve: true } | { readonly approve: false; readonly reason: string }

/** The trimmed reason of a rejection, null for an approval; a reason the rule refuses is 400 (with `code` when given). */
export const checkedRejectReason = (decision: ReviewDecision, code?: string): string | null => {
  if (decision.approve) return null
  const reason = decision.reason.trim()
  const problem = validateRejectReason(reason)[0]
  if (problem !== undefined) throw badRequest(problem, code)
  return reason
}

/** The columns a decision sets: published now, or rejected with its reason; both record who and when. */
export const reviewedColumns = (decision: ReviewDecision, reason: string | null, reviewerId: number, at: Date) =>
  decision.approve
    ? { status: "published", rejectReason: null, publishedAt: at, reviewedAt: at, reviewerId }
    : { status: "rejected", rejectReason: reason, reviewedAt: at, reviewerId }

/** How many of a member's submissions are in each state, from rows counted by `status`. */
export const countsByStatus = (rows: ReadonlyArray<{ readonly status: string; readonly n: number }>) => {
  const counts = { pending: 0, published: 0, rejected: 0 }
  for (const r of rows) if (r.status === "pending" || r.status === "published" || r.status === "rejected") counts[r.status] = r.n
  return counts
}

/** A review list's order: waiting submissions the oldest first, so that nothing waits forever; decided ones the latest decided first. */
export const reviewOrder = (waiting: boolean, since: AnyPgColumn, decidedAt: AnyPgColumn, id: AnyPgColumn): SQL[] => [waiting ? asc(since) : desc(decidedAt), asc(id)]
