/**
 * Forum boards (版块): the list with moderators and counts, one board, and writing a board (the
 * seed; boards have no page of their own to be created from).
 */
import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm"
import { FORUM_MESSAGES } from "../../../domain/community/forum.ts"
import type { ForumAuthor, ForumBoardList } from "../../../domain/community/forum-entities.ts"
import type { Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { forumBoardModerators, forumBoards, forumReplies, forumTopics, type ForumBoardRow } from "../tables/forum.ts"
import { DAY } from "../../../domain/core/durations.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"
import { publicAuthorColumns } from "../../core/author.ts"

/** The boards in display order, each with its moderators, visible topics and replies, and topics of the last 24 hours. */
export const listBoards = async (tx: Tx, now: number): Promise<ForumBoardList> => {
  const boards = await tx.select().from(forumBoards).orderBy(asc(forumBoards.sort), asc(forumBoards.id))
  if (boards.length === 0) return { boards: [] }
  const ids = boards.map((b) => b.id)
  const [moderators, topics, replies, today] = await Promise.all([
    tx
      .select({ boardId: forumBoardModerators.boardId, ...publicAuthorColumns })
      .from(forumBoardModerators)
      .innerJoin(users, eq(users.id, forumBoardModerators.userId))
      .where(inArray(forumBoardModerators.boardId, ids))
      .orderBy(asc(users.id)),
    tx
      .select({ boardId: forumTopics.boardId, n: count() })
      .from(forumTopics)
      .where(eq(forumTopics.status, "visible"))
      .groupBy(forumTopics.boardId),
    tx
      .select({ boardId: forumTopics.boardId, n: count() })
      .from(forumReplies)
      .innerJoin(forumTopics, eq(forumTopics.id, forumReplies.topicId))
      .where(and(eq(forumReplies.status, "visible"), eq(forumTopics.status, "visible")))
      .groupBy(forumTopics.boardId),
    tx
      .select({ boardId: forumTopics.boardId, n: count() })
      .from(forumTopics)
      .where(and(eq(forumTopics.status, "visible"), gt(forumTopics.createdAt, new Date(now - DAY))))
      .groupBy(forumTopics.boardId),
  ])
  const countOf = (rows: ReadonlyArray<{ boardId: number; n: number }>, id: number) => rows.find((r) => r.boardId === id)?.n ?? 0
  return {
    boards: boards.map((b) => ({
      id: b.id,
      name: b.name,
      description: b.description,
      moderators: moderators.filter((m) => m.boardId === b.id).map(({ boardId: _, ...author }): ForumAuthor => author),
      topics: countOf(topics, b.id),
      replies: countOf(replies, b.id),
      todayTopics: countOf(today, b.id),
    })),
  }
}

/** One board, or 404 该版块不存在. */
export const boardById = (tx: Tx, id: number): Promise<ForumBoardRow> =>
  rowOrNotFound(tx, forumBoards, eq(forumBoards.id, id), FORUM_MESSAGES.boardNotFound, "board_not_found")

/** The ids of a board's moderators. */
export const moderatorIdsOf = async (tx: Tx, boardId: number): Promise<number[]> =>
  (await tx.select({ userId: forumBoardModerators.userId }).from(forumBoardModerators).where(eq(forumBoardModerators.boardId, boardId))).map((r) => r.userId)

export interface BoardInput {
  readonly slug: string
  readonly name: string
  readonly description: string
  readonly sort: number
  readonly moderatorIds: ReadonlyArray<number>
}

/** Writes a board by its slug (a new one, or the same one updated) and sets its moderators. */
export const saveBoard = async (tx: Tx, input: BoardInput): Promise<number> => {
  const values = { name: input.name, description: input.description, sort: input.sort }
  const [row] = await tx
    .insert(forumBoards)
    .values({ slug: input.slug, ...values })
    .onConflictDoUpdate({ target: forumBoards.slug, set: values })
    .returning({ id: forumBoards.id })
  if (!row) throw new Error("forum board not stored")
  await tx.delete(forumBoardModerators).where(eq(forumBoardModerators.boardId, row.id))
  if (input.moderatorIds.length > 0) {
    await tx
      .insert(forumBoardModerators)
      .values(input.moderatorIds.map((userId) => ({ boardId: row.id, userId })))
      .onConflictDoNothing()
  }
  return row.id
}

/** `%`, `_` and `\` in a keyword match themselves. */

/** The time as a parameter PostgreSQL reads as timestamptz. */
export const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`
