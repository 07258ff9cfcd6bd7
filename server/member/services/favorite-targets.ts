import { and, eq } from "drizzle-orm"
import type { FavoriteTargetType } from "../../../domain/member/collection.ts"
import type { Tx } from "../../core/db/client.ts"
import { courses } from "../../courses/tables.ts"

/** What the favourites list shows of a target: kept as it was when it was saved. */
export interface FavoriteTarget {
  readonly title: string
  readonly cover: string
  /** The page of the target, e.g. /video/detail?id=12. */
  readonly href: string
}

export type FavoriteTargetResolver = (tx: Tx, id: number) => Promise<FavoriteTarget | null>

/** A listed course (video or image course) by id. */
const courseTarget: FavoriteTargetResolver = async (tx, id) => {
  const [row] = await tx
    .select({ title: courses.title, cover: courses.cover, type: courses.type })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.status, "on")))
  if (!row) return null
  return { title: row.title, cover: row.cover, href: row.type === "image" ? `/image/detail/${id}` : `/video/detail?id=${id}` }
}

const resolvers = new Map<FavoriteTargetType, FavoriteTargetResolver>([["course", courseTarget]])

/**
 * Registration point for the areas whose content can be saved as a favourite: courses are known
 * here already; the mall registers "product" and the articles "article", each with a lookup of
 * a published item by id (null when there is none). Call it at module load of the area's routes:
 *
 *   registerFavoriteTarget("course", async (tx, id) => { ...select...; return row ? { title, cover, href } : null })
 *
 * A type without a resolver cannot be added (该内容暂不支持收藏); saved ones still list.
 */
export function registerFavoriteTarget(type: FavoriteTargetType, resolver: FavoriteTargetResolver): void {
  resolvers.set(type, resolver)
}

export function favoriteResolver(type: FavoriteTargetType): FavoriteTargetResolver | undefined {
  return resolvers.get(type)
}
