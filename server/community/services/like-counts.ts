import { eq, sql } from "drizzle-orm"
import type { Tx } from "../../core/db/client.ts"
import { forumReplies, forumTopics } from "../tables/forum.ts"
import { scienceArticles } from "../tables/science.ts"

/**
 * Moves the like count of a topic, a reply or a science article by one after its member's like
 * row came (`liked`) or went, never below 0; answers the count stored. The caller holds the row's
 * lock, so that the count follows the like rows.
 */
export const moveLikeCount = async (tx: Tx, items: typeof forumTopics | typeof forumReplies | typeof scienceArticles, id: number, liked: boolean): Promise<number> => {
  const [row] = await tx
    .update(items)
    .set({ likes: sql`greatest(${items.likes} + ${liked ? 1 : -1}, 0)` })
    .where(eq(items.id, id))
    .returning({ likes: items.likes })
  return row?.likes ?? 0
}
