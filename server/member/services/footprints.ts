import { and, desc, eq, inArray, lt, notInArray, sql } from "drizzle-orm"
import { COLLECTION_MESSAGES } from "../../../domain/member/collection.ts"
import { FOOTPRINT_KEEP_DAYS, FOOTPRINT_MAX, type FootprintTarget } from "../../../domain/member/footprint.ts"
import type { FootprintPage } from "../../../domain/member/entities/footprint.ts"
import type { FavoriteTargetType } from "../../../domain/member/collection.ts"
import { DomainError } from "../../../domain/core/errors.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { footprints } from "../tables/footprints.ts"
import { favoriteResolver } from "./favorite-targets.ts"
import { newestFirst, readTablePage } from "../../core/db/read-page.ts"

/**
 * Records a visit: the item is looked up as favourites look it up (published items only), its
 * row moves to `now`, and what is past FOOTPRINT_KEEP_DAYS or beyond the newest FOOTPRINT_MAX
 * rows of the member goes.
 */
export function recordFootprint(db: Tx, userId: number, target: FootprintTarget, now: number): Promise<void> {
  return db.transaction(async (tx) => {
    const resolver = favoriteResolver(target.targetType)
    const item = resolver ? await resolver(tx, target.targetId) : null
    if (item === null) throw new DomainError(404, "not_found", COLLECTION_MESSAGES.unknownTarget)
    const viewedAt = new Date(now)
    await tx
      .insert(footprints)
      .values({ userId, ...target, ...item, viewedAt })
      .onConflictDoUpdate({ target: [footprints.userId, footprints.targetType, footprints.targetId], set: { ...item, viewedAt } })
    const mine = eq(footprints.userId, userId)
    await tx.delete(footprints).where(and(mine, lt(footprints.viewedAt, new Date(now - FOOTPRINT_KEEP_DAYS * 86_400_000))))
    const newest = tx.select({ id: footprints.id }).from(footprints).where(mine).orderBy(desc(footprints.viewedAt), desc(footprints.id)).limit(FOOTPRINT_MAX)
    await tx.delete(footprints).where(and(mine, notInArray(footprints.id, newest)))
  })
}

/** The member's footprints within FOOTPRINT_KEEP_DAYS, newest first. */
export async function listFootprints(
  db: Db,
  userId: number,
  query: { readonly page?: number; readonly size?: number; readonly type?: FavoriteTargetType },
  now: number,
): Promise<FootprintPage> {
  const where = and(
    eq(footprints.userId, userId),
    sql`${footprints.viewedAt} >= ${new Date(now - FOOTPRINT_KEEP_DAYS * 86_400_000)}`,
    query.type ? eq(footprints.targetType, query.type) : undefined,
  )
  const { rows, totalElements, totalPages } = await readTablePage(db, query, 20, newestFirst(footprints.viewedAt, footprints.id), footprints, where)
  return {
    content: rows.map((r) => ({
      id: r.id,
      targetType: r.targetType as FavoriteTargetType,
      targetId: r.targetId,
      title: r.title,
      cover: r.cover,
      href: r.href,
      viewTime: r.viewedAt.toISOString(),
    })),
    totalElements,
    totalPages,
  }
}

/** Removes the member's own entries among `ids`; answers how many went. */
export async function removeFootprints(db: Db, userId: number, ids: ReadonlyArray<number> | null): Promise<number> {
  const mine = eq(footprints.userId, userId)
  const removed = await db
    .delete(footprints)
    .where(ids === null ? mine : and(mine, inArray(footprints.id, [...ids])))
    .returning({ id: footprints.id })
  return removed.length
}
