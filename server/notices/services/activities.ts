/** 活动: the public list and pages, and the administrators' editing. */
import { count, eq, sql } from "drizzle-orm"
import { ACTIVITY_MESSAGES, activityProblem, activityState, type ActivityDetail, type ActivityInput, type ActivityPage, type ActivitySummary } from "../../../domain/notices/activity.ts"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { sanitizeRichText } from "../../html/sanitize.ts"
import { activities } from "../tables.ts"
import { newestFirst, readSelectPage } from "../../core/db/read-page.ts"

type Row = typeof activities.$inferSelect

const summaryView = (r: Row, now: number): ActivitySummary => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
  startTime: r.startsAt.toISOString(),
  endTime: r.endsAt.toISOString(),
  state: activityState(r.startsAt.toISOString(), r.endsAt.toISOString(), now),
  views: r.views,
})

const detailView = (r: Row, now: number): ActivityDetail => ({ ...summaryView(r, now), content: r.content, joinHref: r.joinHref, joinLabel: r.joinLabel })

const missing = () => notFound(ACTIVITY_MESSAGES.notFound, "activity_not_found")

/** Newest start first. */
export async function listActivities(tx: Tx, query: { readonly page?: number | undefined; readonly size?: number | undefined }, now: number): Promise<ActivityPage> {
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    10,
    newestFirst(activities.startsAt, activities.id),
    tx.select().from(activities).$dynamic(),
    () => tx.select({ n: count() }).from(activities),
  )
  return { content: rows.map((r) => summaryView(r, now)), totalElements, totalPages }
}

/** One activity; the reading counts a view. */
export async function readActivity(tx: Tx, id: number, now: number): Promise<ActivityDetail> {
  const [row] = await tx.update(activities).set({ views: sql`${activities.views} + 1` }).where(eq(activities.id, id)).returning()
  if (!row) throw missing()
  return detailView(row, now)
}

const stored = (input: ActivityInput) => {
  const content = sanitizeRichText(input.content)
  return {
    title: input.title.trim(),
    summary: input.summary.trim(),
    cover: input.cover,
    content,
    startsAt: new Date(input.startTime),
    endsAt: new Date(input.endTime),
    joinHref: input.joinHref.trim(),
    joinLabel: input.joinHref.trim() === "" ? "" : input.joinLabel.trim(),
  }
}

export async function createActivity(tx: Tx, authorId: number | null, input: ActivityInput, now: number): Promise<ActivityDetail> {
  const values = stored(input)
  const problem = activityProblem({ ...input, content: values.content })
  if (problem) throw badRequest(problem)
  const [row] = await tx
    .insert(activities)
    .values({ ...values, authorId, createdAt: new Date(now), updatedAt: new Date(now) })
    .returning()
  return detailView(row!, now)
}

export async function updateActivity(tx: Tx, id: number, input: ActivityInput, now: number): Promise<ActivityDetail> {
  const [current] = await tx.select({ cover: activities.cover }).from(activities).where(eq(activities.id, id))
  if (!current) throw missing()
  const values = stored(input)
  const problem = activityProblem({ ...input, content: values.content }, current.cover)
  if (problem) throw badRequest(problem)
  const [row] = await tx
    .update(activities)
    .set({ ...values, updatedAt: new Date(now) })
    .where(eq(activities.id, id))
    .returning()
  if (!row) throw missing()
  return detailView(row, now)
}

export async function deleteActivity(tx: Tx, id: number): Promise<void> {
  const removed = await tx.delete(activities).where(eq(activities.id, id)).returning({ id: activities.id })
  if (removed.length === 0) throw missing()
}
