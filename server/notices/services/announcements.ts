import { and, desc, eq, gt, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm"
import {
  ANNOUNCEMENT_MESSAGES,
  announcementProblem,
  summaryOf,
  type AnnouncementInput,
  type AnnouncementKind,
} from "../../../domain/notices/announcement.ts"
import type { AnnouncementDetail, AnnouncementPage, AnnouncementRecord, AnnouncementSummary } from "../../../domain/notices/entities.ts"
import { DomainError } from "../../../domain/core/errors.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import { sanitizeRichText } from "../../html/sanitize.ts"
import { products } from "../../mall/tables/products.ts"
import { announcements } from "../tables.ts"
import { readTablePage } from "../../core/db/read-page.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

type Row = typeof announcements.$inferSelect

const notFound = () => new DomainError(404, "not_found", ANNOUNCEMENT_MESSAGES.notFound)

const summaryView = (r: Row): AnnouncementSummary => ({
  id: r.id,
  kind: r.kind as AnnouncementKind,
  category: r.category,
  title: r.title,
  summary: summaryOf(r.summary, r.content),
  brand: r.brand,
  pinned: r.pinned,
  views: r.views,
  publishTime: r.publishedAt.toISOString(),
})

/** The products a notice names, in its order; products removed since are left out. */
async function namedProducts(tx: Tx, ids: ReadonlyArray<number>) {
  if (ids.length === 0) return []
  const found = await tx.select({ id: products.spuId, title: products.title, cover: products.cover }).from(products).where(inArray(products.spuId, [...ids]))
  const byId = new Map(found.map((p) => [p.id, p]))
  return ids.flatMap((id) => {
    const p = byId.get(id)
    return p ? [{ ...p, href: `/product/detail/${p.id}` }] : []
  })
}

const recordView = async (tx: Tx, r: Row): Promise<AnnouncementRecord> => ({
  ...summaryView(r),
  summary: r.summary,
  content: r.content,
  productIds: r.productIds,
  products: await namedProducts(tx, r.productIds),
})

/** The list order: pinned first, then newest. */
const ORDER = [desc(announcements.pinned), desc(announcements.publishedAt), desc(announcements.id)] as const

export async function listAnnouncements(
  db: Db,
  query: { readonly kind: AnnouncementKind; readonly category?: string; readonly keyword?: string; readonly page?: number; readonly size?: number },
): Promise<AnnouncementPage> {
  const keyword = query.keyword?.trim() ?? ""
  const like = likePattern(keyword)
  const where = and(
    eq(announcements.kind, query.kind),
    query.category ? eq(announcements.category, query.category) : undefined,
    keyword ? or(ilike(announcements.title, like), ilike(announcements.brand, like), ilike(announcements.summary, like)) : undefined,
  )
  const { rows, totalElements, totalPages } = await readTablePage(db, query, 10, ORDER, announcements, where)
  return { content: rows.map(summaryView), totalElements, totalPages }
}

/** A notice for reading, its view counted, with the products it names and its neighbours in the list. */
export function readAnnouncement(db: Tx, id: number): Promise<AnnouncementDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(announcements).set({ views: sql`${announcements.views} + 1` }).where(eq(announcements.id, id)).returning()
    if (!row) throw notFound()
    const sameKind = eq(announcements.kind, row.kind)
    // Neighbours in the list order (pinned desc, published desc, id desc).
    const before: SQL = or(
      gt(announcements.pinned, row.pinned),
      and(eq(announcements.pinned, row.pinned), gt(announcements.publishedAt, row.publishedAt)),
      and(eq(announcements.pinned, row.pinned), eq(announcements.publishedAt, row.publishedAt), gt(announcements.id, row.id)),
    ) as SQL
    const after: SQL = or(
      lt(announcements.pinned, row.pinned),
      and(eq(announcements.pinned, row.pinned), lt(announcements.publishedAt, row.publishedAt)),
      and(eq(announcements.pinned, row.pinned), eq(announcements.publishedAt, row.publishedAt), lt(announcements.id, row.id)),
    ) as SQL
    const [[previous], [next]] = await Promise.all([
      tx.select({ id: announcements.id, title: announcements.title }).from(announcements).where(and(sameKind, before)).orderBy(announcements.pinned, announcements.publishedAt, announcements.id).limit(1),
      tx.select({ id: announcements.id, title: announcements.title }).from(announcements).where(and(sameKind, after)).orderBy(...ORDER).limit(1),
    ])
    return {
      ...summaryView(row),
      content: row.content,
      products: await namedProducts(tx, row.productIds),
      updateTime: row.updatedAt.toISOString(),
      previous: previous ?? null,
      next: next ?? null,
    }
  })
}

export async function announcementRecord(db: Db, id: number): Promise<AnnouncementRecord> {
  const row = await rowOrNotFound(db, announcements, eq(announcements.id, id))
  return recordView(db, row)
}

/** The stored form of a notice: checked by the shared rule, html sanitized, products checked to exist. */
async function cleanInput(tx: Tx, input: AnnouncementInput) {
  const content = sanitizeRichText(input.content)
  const problem = announcementProblem({ ...input, content })
  if (problem) throw new DomainError(400, "invalid_announcement", problem)
  const productIds = [...new Set(input.productIds)]
  if (productIds.length > 0) {
    const found = await tx.select({ id: products.spuId }).from(products).where(inArray(products.spuId, productIds))
    if (found.length !== productIds.length) throw new DomainError(404, "not_found", ANNOUNCEMENT_MESSAGES.productMissing)
  }
  return { kind: input.kind, category: input.category, title: input.title.trim(), summary: input.summary.trim(), content, brand: input.brand.trim(), productIds, pinned: input.pinned }
}

/** Publishes a notice now (or at `at`, for notices written in the past by the demo data). */
export function createAnnouncement(db: Tx, authorId: number | null, input: AnnouncementInput, now: number): Promise<AnnouncementRecord> {
  return db.transaction(async (tx) => {
    const values = await cleanInput(tx, input)
    const at = new Date(now)
    const [row] = await tx.insert(announcements).values({ ...values, authorId, publishedAt: at, updatedAt: at }).returning()
    if (!row) throw notFound()
    return recordView(tx, row)
  })
}

export function updateAnnouncement(db: Tx, id: number, input: AnnouncementInput, now: number): Promise<AnnouncementRecord> {
  return db.transaction(async (tx) => {
    const values = await cleanInput(tx, input)
    const [row] = await tx.update(announcements).set({ ...values, updatedAt: new Date(now) }).where(eq(announcements.id, id)).returning()
    if (!row) throw notFound()
    return recordView(tx, row)
  })
}

export async function deleteAnnouncement(db: Db, id: number): Promise<void> {
  const removed = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id })
  if (removed.length === 0) throw notFound()
}
