/**
 * A maker's works (release, manage_works) and their review: a new work waits for review; an
 * administrator publishes it or rejects it with a reason; the maker hides, shows again or
 * deletes it. The video must be the maker's own upload (mp4, real type checked by the file
 * host) and the cover the maker's own picture.
 */
import { and, eq, isNull, type SQL } from "drizzle-orm"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { validateRejectReason } from "../../../domain/member/real-name-form.ts"
import { MAKER_MESSAGES, validateWorkForm, type WorkForm, type WorkState } from "../../../domain/maker/rules.ts"
import type { MakerWork } from "../../../domain/maker/entities.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { shortVideos } from "../tables.ts"
import { requireMaker } from "./joining.ts"
import { videoViews, type Paging } from "./videos.ts"
import { newestFirst, readTablePage } from "../../core/db/read-page.ts"
import { lockedRowOrNotFound } from "../../core/db/row-or-not-found.ts"

type Row = typeof shortVideos.$inferSelect

async function workViews(db: Db | Tx, rows: ReadonlyArray<Row>): Promise<MakerWork[]> {
  const views = await videoViews(db, rows, null)
  return rows.map((r, i) => {
    const view = views[i]
    if (!view) throw notFound(MAKER_MESSAGES.workNotFound)
    return { ...view, state: r.state as WorkState, reason: r.reason, createTime: r.createdAt.toISOString() }
  })
}

async function workView(db: Db | Tx, row: Row): Promise<MakerWork> {
  const [view] = await workViews(db, [row])
  if (!view) throw notFound(MAKER_MESSAGES.workNotFound)
  return view
}

/** Writes a work waiting for review (the seed writes its demo works through this too). */
export async function insertWork(tx: Tx, makerId: number, form: WorkForm, now: number): Promise<Row> {
  const problem = firstFormError(validateWorkForm(form))
  if (problem !== undefined) throw badRequest(problem)
  const [row] = await tx
    .insert(shortVideos)
    .values({
      makerId,
      title: form.title.trim(),
      category: form.category,
      tags: [...form.tags].map((t) => t.trim()),
      video: form.video.trim(),
      cover: form.cover.trim(),
      state: "reviewing",
      createdAt: new Date(now),
    })
    .returning()
  if (!row) throw notFound()
  return row
}

export interface FileOwnership {
  /** Whether the path is an upload of this member of one of these kinds. */
  readonly owns: (userId: number, path: string) => Promise<boolean>
}

export async function releaseWork(db: Db, files: FileOwnership, makerId: number, form: WorkForm, now: number): Promise<MakerWork> {
  await requireMaker(db, makerId)
  const problem = firstFormError(validateWorkForm(form))
  if (problem !== undefined) throw badRequest(problem)
  if (!/^\/files\/shortVideo\//.test(form.video.trim()) || !(await files.owns(makerId, form.video.trim()))) throw badRequest(MAKER_MESSAGES.videoRequired)
  if (!/^\/files\/pictures\//.test(form.cover.trim()) || !(await files.owns(makerId, form.cover.trim()))) throw badRequest(MAKER_MESSAGES.coverRequired)
  return db.transaction(async (tx) => workView(tx, await insertWork(tx, makerId, form, now)))
}

async function worksPage(db: Db, where: SQL, paging: Paging) {
  const { rows, totalElements, totalPages } = await readTablePage(db, paging, 20, newestFirst(shortVideos.createdAt, shortVideos.id), shortVideos, where)
  return { content: await workViews(db, rows), totalElements, totalPages }
}

export async function myWorks(db: Db, makerId: number, query: Paging & { readonly state?: WorkState }) {
  await requireMaker(db, makerId)
  return worksPage(
    db,
    and(eq(shortVideos.makerId, makerId), isNull(shortVideos.deletedAt), query.state === undefined ? undefined : eq(shortVideos.state, query.state)) as SQL,
    query,
  )
}

const lockOwnWork = (tx: Tx, makerId: number, id: number): Promise<Row> =>
  lockedRowOrNotFound(tx, shortVideos, and(eq(shortVideos.id, id), eq(shortVideos.makerId, makerId), isNull(shortVideos.deletedAt)), MAKER_MESSAGES.workNotFound)

/** Hides a published work or shows a hidden one again; other states cannot change this way. */
export async function setWorkHidden(db: Db, makerId: number, id: number, hidden: boolean): Promise<MakerWork> {
  await requireMaker(db, makerId)
  return db.transaction(async (tx) => {
    const row = await lockOwnWork(tx, makerId, id)
    const from: WorkState = hidden ? "published" : "hidden"
    if (row.state !== from) throw conflict(MAKER_MESSAGES.workNotReviewable, "work_state")
    const [done] = await tx.update(shortVideos).set({ state: hidden ? "hidden" : "published" }).where(eq(shortVideos.id, id)).returning()
    return workView(tx, done ?? row)
  })
}

export async function deleteWork(db: Db, makerId: number, id: number, now: number): Promise<void> {
  await requireMaker(db, makerId)
  await db.transaction(async (tx) => {
    await lockOwnWork(tx, makerId, id)
    await tx.update(shortVideos).set({ deletedAt: new Date(now) }).where(eq(shortVideos.id, id))
  })
}

export function reviewWorks(db: Db, query: Paging & { readonly state: WorkState }) {
  return worksPage(db, and(eq(shortVideos.state, query.state), isNull(shortVideos.deletedAt)) as SQL, query)
}

const lockReviewing = async (tx: Tx, id: number): Promise<Row> => {
  const row = await lockedRowOrNotFound(tx, shortVideos, and(eq(shortVideos.id, id), isNull(shortVideos.deletedAt)), MAKER_MESSAGES.workNotFound)
  if (row.state !== "reviewing") throw conflict(MAKER_MESSAGES.workNotReviewable, "not_reviewable")
  return row
}

export function approveWork(db: Tx, id: number, now: number): Promise<MakerWork> {
  return db.transaction(async (tx) => {
    await lockReviewing(tx, id)
    const [row] = await tx.update(shortVideos).set({ state: "published", reason: "", publishedAt: new Date(now) }).where(eq(shortVideos.id, id)).returning()
    if (!row) throw notFound(MAKER_MESSAGES.workNotFound)
    return workView(tx, row)
  })
}

export function rejectWork(db: Db, id: number, reason: string): Promise<MakerWork> {
  const problem = validateRejectReason(reason)[0]
  if (problem !== undefined) return Promise.reject(badRequest(problem))
  return db.transaction(async (tx) => {
    await lockReviewing(tx, id)
    const [row] = await tx.update(shortVideos).set({ state: "rejected", reason: reason.trim() }).where(eq(shortVideos.id, id)).returning()
    if (!row) throw notFound(MAKER_MESSAGES.workNotFound)
    return workView(tx, row)
  })
}
