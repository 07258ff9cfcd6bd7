import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm"
import { audiencesOf, CENTRE_NOTICE_MESSAGES, centreNoticeProblem, type CentreNoticeAudience, type CentreNoticeInput } from "../../../domain/notices/centre-notice.ts"
import { summaryOf } from "../../../domain/notices/announcement.ts"
import type { CentreNoticeDetail, CentreNoticePage, CentreNoticeRecord, CentreNoticeRecordPage } from "../../../domain/notices/entities.ts"
import { DomainError } from "../../../domain/core/errors.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { sanitizeRichText } from "../../html/sanitize.ts"
import { shops } from "../../mall/tables.ts"
import { centreNoticeReads, centreNotices } from "../tables.ts"
import { newestFirst, readSelectPage } from "../../core/db/read-page.ts"
import { iso } from "../../core/iso.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

type Row = typeof centreNotices.$inferSelect

const notFound = () => new DomainError(404, "not_found", CENTRE_NOTICE_MESSAGES.notFound)

/** The member reading the maker centre's notices: its account type and maker flag from the session. */
export interface CentreNoticeCaller {
  readonly id: number
  readonly type: string
  readonly isMaker: boolean
}

/** The audiences whose notices the caller reads; a member with an open shop reads the merchants' too. */
async function callerAudiences(db: Tx, caller: CentreNoticeCaller): Promise<CentreNoticeAudience[]> {
  let isMerchant = caller.type === "merchant"
  if (!isMerchant) {
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, caller.id))
    isMerchant = shop !== undefined
  }
  return [...audiencesOf({ isMaker: caller.isMaker, isMerchant })]
}

/** Published notices the caller may read. */
const visibleTo = (audiences: CentreNoticeAudience[]) => and(eq(centreNotices.published, true), inArray(centreNotices.audience, audiences))

const ORDER = [desc(centreNotices.publishedAt), desc(centreNotices.id)] as const

const publishTime = (r: Row): string => (r.publishedAt ?? r.createdAt).toISOString()

export async function listCentreNotices(db: Db, caller: CentreNoticeCaller, query: { readonly page?: number; readonly size?: number }): Promise<CentreNoticePage> {
  const visible = visibleTo(await callerAudiences(db, caller))
  const readByCaller = and(eq(centreNoticeReads.noticeId, centreNotices.id), eq(centreNoticeReads.userId, caller.id))
  const [{ rows, totalElements, totalPages }, [unread]] = await Promise.all([
    readSelectPage(
      query,
      10,
      ORDER,
      db.select({ notice: centreNotices, readAt: centreNoticeReads.readAt }).from(centreNotices).leftJoin(centreNoticeReads, readByCaller).where(visible).$dynamic(),
      () => db.select({ n: count() }).from(centreNotices).where(visible),
    ),
    db.select({ n: count() }).from(centreNotices).leftJoin(centreNoticeReads, readByCaller).where(and(visible, isNull(centreNoticeReads.noticeId))),
  ])
  return {
    content: rows.map(({ notice, readAt }) => ({
      id: notice.id,
      title: notice.title,
      summary: summaryOf("", notice.content),
      audience: notice.audience as CentreNoticeAudience,
      publishTime: publishTime(notice),
      read: readAt !== null,
    })),
    totalElements,
    totalPages,
    unread: unread?.n ?? 0,
  }
}

/** One notice for the caller, marked read for it (once: one row per member and notice). */
export function readCentreNotice(db: Db, caller: CentreNoticeCaller, id: number, now: number): Promise<CentreNoticeDetail> {
  return db.transaction(async (tx) => {
    const row = await rowOrNotFound(tx, centreNotices, and(eq(centreNotices.id, id), visibleTo(await callerAudiences(tx, caller))))
    await tx.insert(centreNoticeReads).values({ noticeId: row.id, userId: caller.id, readAt: new Date(now) }).onConflictDoNothing()
    return {
      id: row.id,
      title: row.title,
      summary: summaryOf("", row.content),
      audience: row.audience as CentreNoticeAudience,
      publishTime: publishTime(row),
      read: true,
      content: row.content,
    }
  })
}

const recordView = (r: Row, reads: number): CentreNoticeRecord => ({
  id: r.id,
  title: r.title,
  summary: summaryOf("", r.content),
  content: r.content,
  audience: r.audience as CentreNoticeAudience,
  published: r.published,
  publishTime: iso(r.publishedAt),
  updateTime: r.updatedAt.toISOString(),
  reads,
})

/** The back office's list: drafts and published notices, the latest changed first, with how many members read each. */
export async function listCentreNoticeRecords(db: Db, query: { readonly page?: number; readonly size?: number }): Promise<CentreNoticeRecordPage> {
  const reads = sql<number>`(select count(*) from ${centreNoticeReads} where ${centreNoticeReads.noticeId} = ${centreNotices.id})`.mapWith(Number)
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    10,
    newestFirst(centreNotices.updatedAt, centreNotices.id),
    db.select({ notice: centreNotices, reads }).from(centreNotices).$dynamic(),
    () => db.select({ n: count() }).from(centreNotices),
  )
  return { content: rows.map((r) => recordView(r.notice, r.reads)), totalElements, totalPages }
}

/** The stored form of a notice: html sanitized, then checked by the shared rule. */
function cleanInput(input: CentreNoticeInput) {
  const content = sanitizeRichText(input.content)
  const problem = centreNoticeProblem({ ...input, content })
  if (problem) throw new DomainError(400, "invalid_notice", problem)
  return { title: input.title.trim(), content, audience: input.audience, published: input.published }
}

async function readsOf(tx: Tx, id: number): Promise<number> {
  return tx.$count(centreNoticeReads, eq(centreNoticeReads.noticeId, id))
}

/** Writes a notice, published at `now` when it is published (or at `now` in the past, for the demo data). */
export async function createCentreNotice(db: Tx, authorId: number | null, input: CentreNoticeInput, now: number): Promise<CentreNoticeRecord> {
  const values = cleanInput(input)
  const at = new Date(now)
  const [row] = await db
    .insert(centreNotices)
    .values({ ...values, authorId, publishedAt: values.published ? at : null, createdAt: at, updatedAt: at })
    .returning()
  if (!row) throw notFound()
  return recordView(row, 0)
}

/** Edits a notice; publishing a draft for the first time sets its publishing time, later edits keep it. */
export function updateCentreNotice(db: Db, id: number, input: CentreNoticeInput, now: number): Promise<CentreNoticeRecord> {
  return db.transaction(async (tx) => {
    const values = cleanInput(input)
    const at = new Date(now)
    const [row] = await tx
      .update(centreNotices)
      .set({ ...values, updatedAt: at, publishedAt: values.published ? sql`coalesce(${centreNotices.publishedAt}, ${at.toISOString()}::timestamptz)` : centreNotices.publishedAt })
      .where(eq(centreNotices.id, id))
      .returning()
    if (!row) throw notFound()
    return recordView(row, await readsOf(tx, row.id))
  })
}

export async function deleteCentreNotice(db: Db, id: number): Promise<void> {
  const removed = await db.delete(centreNotices).where(eq(centreNotices.id, id)).returning({ id: centreNotices.id })
  if (removed.length === 0) throw notFound()
}
