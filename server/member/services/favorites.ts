import { and, count, eq, inArray } from "drizzle-orm"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import { COLLECTION_MESSAGES, FAVORITE_TARGET_TYPES, type FavoriteTargetType } from "../../../domain/member/collection.ts"
import type { Favorite } from "../../../domain/member/entities/member.ts"
import type { Db } from "../../core/db/client.ts"
import { favorites } from "../tables.ts"
import { favoriteResolver } from "./favorite-targets.ts"
import { newestFirst, readTablePage } from "../../core/db/read-page.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

type FavoriteRow = typeof favorites.$inferSelect

const favoriteView = (row: FavoriteRow): Favorite => ({
  id: row.id,
  targetType: (FAVORITE_TARGET_TYPES as ReadonlyArray<string>).includes(row.targetType) ? (row.targetType as FavoriteTargetType) : "article",
  targetId: row.targetId,
  title: row.title,
  cover: row.cover,
  href: row.href,
  createTime: row.createdAt.toISOString(),
})

/** One page of the member's favourites (of one kind when asked), with the count of each kind. */
export const favoritePage = async (
  db: Db,
  userId: number,
  query: { readonly type?: FavoriteTargetType | undefined; readonly page?: number | undefined; readonly size?: number | undefined },
) => {
  const mine = eq(favorites.userId, userId)
  const where = query.type ? and(mine, eq(favorites.targetType, query.type)) : mine
  const [{ rows, totalElements, totalPages }, byType] = await Promise.all([
    readTablePage(db, query, 12, newestFirst(favorites.createdAt, favorites.id), favorites, where),
    db.select({ type: favorites.targetType, n: count() }).from(favorites).where(mine).groupBy(favorites.targetType),
  ])
  const countOf = (type: FavoriteTargetType) => byType.find((r) => r.type === type)?.n ?? 0
  return {
    content: rows.map(favoriteView),
    totalElements,
    totalPages,
    counts: { course: countOf("course"), product: countOf("product"), article: countOf("article"), science: countOf("science") },
  }
}

/** Saves a target as a favourite (once: saving it again answers the saved one). */
export const addFavorite = async (db: Db, userId: number, target: { readonly targetType: FavoriteTargetType; readonly targetId: number }): Promise<Favorite> => {
  const resolver = favoriteResolver(target.targetType)
  if (resolver === undefined) throw badRequest(COLLECTION_MESSAGES.unsupported)
  return db.transaction(async (tx) => {
    const found = await resolver(tx, target.targetId)
    if (found === null) throw notFound(COLLECTION_MESSAGES.unknownTarget)
    const [inserted] = await tx
      .insert(favorites)
      .values({ userId, targetType: target.targetType, targetId: target.targetId, ...found })
      .onConflictDoNothing()
      .returning()
    if (inserted) return favoriteView(inserted)
    const existing = await rowOrNotFound(tx, favorites, and(eq(favorites.userId, userId), eq(favorites.targetType, target.targetType), eq(favorites.targetId, target.targetId)), COLLECTION_MESSAGES.unknownTarget)
    return favoriteView(existing)
  })
}

/** Removes favourites of the member by id; answers how many went. */
export const removeFavorites = async (db: Db, userId: number, ids: ReadonlyArray<number>): Promise<number> => {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.id, [...ids])))
    .returning({ id: favorites.id })
  return removed.length
}

/** Whether the member saved a target, and the favourite's id. */
export const favoriteStatus = async (db: Db, userId: number, targetType: FavoriteTargetType, targetId: number) => {
  const [row] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.targetType, targetType), eq(favorites.targetId, targetId)))
  return { collected: row !== undefined, id: row?.id ?? null }
}
