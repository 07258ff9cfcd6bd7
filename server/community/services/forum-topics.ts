/**
 * Forum topics: the lists (latest, hot, featured; a board; a search over the jieba words and a
 * trigram substring match of title and body), one topic with a view counted, writing, editing and
 * deleting one's own, likes, 置顶 and 精华 by administrators and moderators, the member's own list
 * and the profile card's count. Rules and messages are the domain's (domain/community/forum.ts).
 */
import { and, count, eq, sql, type SQL } from "drizzle-orm"
import {
  FORUM_MESSAGES,
  FORUM_PAGE_SIZE,
  canModerateBoard,
  forumExcerpt,
  normalizeForumKeyword,
  pictureCount,
  searchSnippet,
  validateForumTopic,
  type ForumSort,
  type ForumTopicForm,
} from "../../../domain/community/forum.ts"
import type { ForumLikeResult, ForumModeration, ForumTopicDetail, ForumTopicPage, MyForumTopicPage } from "../../../domain/community/forum-entities.ts"
import { badRequest, forbidden, notFound } from "../../../domain/core/errors.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { PERMISSIONS, hasPermission } from "../../../domain/admin/index.ts"
import type { Tx } from "../../core/db/client.ts"
import { requireCertified } from "../../core/real-name-gate.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import { htmlToText, sanitizeRichText } from "../../html/sanitize.ts"
import { searchWords } from "../../search/segment.ts"
import { users } from "../../session/tables/users.ts"
import { forumBoards, forumTopicLikes, forumTopics, type ForumTopicRow } from "../tables/forum.ts"
import { at, boardById, moderatorIdsOf } from "./forum-boards.ts"
import { publicAuthorColumns } from "../../core/author.ts"
import { newestFirst, readSelectPage } from "../../core/db/read-page.ts"
import { cappedPage } from "../../core/db/read-list-page.ts"
import { moveLikeCount } from "./like-counts.ts"

/** Who reads or writes: the session's user, or a visitor (null). */
export interface ForumMember {
  readonly id: number
  readonly roles: ReadonlyArray<string>
  readonly authState: string
}

export const isForumAdmin = (member: ForumMember | null) => member !== null && hasPermission(member.roles, PERMISSIONS.reviewContent)

const EXCERPT = 80

export interface ForumListQuery {
  readonly board?: number | undefined
  readonly sort?: ForumSort | undefined
  readonly keyword?: string | undefined
  readonly page?: number | undefined
  readonly size?: number | undefined
}

/** The words a keyword is searched and highlighted by: its jieba words of two characters or more, or the keyword itself. */
export const keywordTerms = (keyword: string): string[] => {
  const words = searchWords(keyword).filter((w) => Array.from(w).length >= 2)
  return [...new Set([keyword.toLowerCase(), ...words])].filter((w) => w !== "")
}

/** A topic's marks (置顶, 精华) and tallies, as every list and the detail show them. */
const marksOf = (t: ForumTopicRow) => ({ pinned: t.pinned, featured: t.featured, views: t.views, likes: t.likes, replies: t.replies })

/**
 * Visible topics. Latest: by last activity; hot: replies, likes and views weighed against age;
 * featured: 精华 only. Within a board, pinned topics lead. With a keyword, topics whose jieba
 * words hold the keyword's words or whose title or body hold it as a substring, title matches and
 * the text-search rank first.
 */
export const listTopics = async (tx: Tx, query: ForumListQuery, now: number): Promise<ForumTopicPage> => {
  const sort = query.sort ?? "latest"
  const keyword = normalizeForumKeyword(query.keyword).toLowerCase()
  const words = keyword ? searchWords(keyword) : []
  const tsQuery = words.length > 0 ? sql`plainto_tsquery('simple', ${words.join(" ")})` : null
  const vector = sql`to_tsvector('simple', ${forumTopics.searchWords})`
  const matches: SQL | undefined = keyword
    ? sql`(${forumTopics.searchText} like ${likePattern(keyword)}${tsQuery ? sql` or ${vector} @@ ${tsQuery}` : sql``})`
    : undefined
  const where = and(
    eq(forumTopics.status, "visible"),
    query.board ? eq(forumTopics.boardId, query.board) : undefined,
    sort === "featured" ? eq(forumTopics.featured, true) : undefined,
    matches,
  )
  const hot = sql`((${forumTopics.replies} * 10 + ${forumTopics.likes} * 5 + ${forumTopics.views} + 1)::float8 / power(greatest(extract(epoch from (${at(now)} - ${forumTopics.createdAt})), 0) / 3600 + 2, 1.5))`
  const relevance = keyword
    ? sql`((case when lower(${forumTopics.title}) like ${likePattern(keyword)} then 100 else 0 end)${tsQuery ? sql` + ts_rank(${vector}, ${tsQuery}) * 10` : sql``})`
    : null
  const order: SQL[] = [
    ...(query.board && !keyword ? [sql`${forumTopics.pinned} desc`] : []),
    ...(relevance ? [sql`${relevance} desc`] : []),
    ...(sort === "hot" ? [sql`${hot} desc`] : []),
    sql`${forumTopics.activeAt} desc`,
    sql`${forumTopics.id} desc`,
  ]
  const { rows, totalElements, totalPages } = await readSelectPage(
    cappedPage(query, FORUM_PAGE_SIZE),
    FORUM_PAGE_SIZE,
    order,
    tx
      .select({ topic: forumTopics, boardName: forumBoards.name, author: publicAuthorColumns })
      .from(forumTopics)
      .innerJoin(forumBoards, eq(forumBoards.id, forumTopics.boardId))
      .innerJoin(users, eq(users.id, forumTopics.authorId))
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(forumTopics).where(where),
  )
  const terms = keyword ? keywordTerms(keyword) : []
  return {
    content: rows.map(({ topic: t, boardName, author }) => ({
      id: t.id,
      boardId: t.boardId,
      boardName,
      title: t.title,
      excerpt: keyword ? searchSnippet(t.bodyText, terms, EXCERPT) : forumExcerpt(t.bodyText, EXCERPT),
      pictures: t.pictures,
      author,
      ...marksOf(t),
      createTime: t.createdAt.toISOString(),
      activeTime: t.activeAt.toISOString(),
    })),
    totalElements,
    totalPages,
    terms,
  }
}

/** The topic a reader may see: visible ones for everyone; a hidden one for its author and administrators. Deleted ones for nobody. */
export const readableTopic = async (tx: Tx, id: number, reader: ForumMember | null, lock = false): Promise<ForumTopicRow> => {
  const query = tx.select().from(forumTopics).where(eq(forumTopics.id, id))
  const [row] = lock ? await query.for("update") : await query
  if (!row || row.status === "deleted") throw notFound(FORUM_MESSAGES.topicNotFound, "topic_not_found")
  if (row.status === "hidden" && !(reader !== null && (reader.id === row.authorId || isForumAdmin(reader)))) {
    throw notFound(FORUM_MESSAGES.topicNotFound, "topic_not_found")
  }
  return row
}

/** A visible topic (locked for update when asked), or 404. */
export const visibleTopic = async (tx: Tx, id: number, lock = false): Promise<ForumTopicRow> => {
  const query = tx
    .select()
    .from(forumTopics)
    .where(and(eq(forumTopics.id, id), eq(forumTopics.status, "visible")))
  const [row] = lock ? await query.for("update") : await query
  if (!row) throw notFound(FORUM_MESSAGES.topicNotFound, "topic_not_found")
  return row
}

/** One topic with its board and author, what the reader may do with it; a view is counted on a visible one. */
export const topicFor = async (tx: Tx, id: number, reader: ForumMember | null): Promise<ForumTopicDetail> => {
  let row = await readableTopic(tx, id, reader)
  if (row.status === "visible") {
    const [counted] = await tx
      .update(forumTopics)
      .set({ views: sql`${forumTopics.views} + 1` })
      .where(eq(forumTopics.id, id))
      .returning()
    if (counted) row = counted
  }
  const [[board], [author], moderators, liked] = await Promise.all([
    tx.select({ id: forumBoards.id, name: forumBoards.name }).from(forumBoards).where(eq(forumBoards.id, row.boardId)),
    tx.select(publicAuthorColumns).from(users).where(eq(users.id, row.authorId)),
    moderatorIdsOf(tx, row.boardId),
    reader === null
      ? Promise.resolve(false)
      : tx
          .select({ n: count() })
          .from(forumTopicLikes)
          .where(and(eq(forumTopicLikes.topicId, id), eq(forumTopicLikes.userId, reader.id)))
          .then((r) => (r[0]?.n ?? 0) > 0),
  ])
  if (!board || !author) throw notFound(FORUM_MESSAGES.topicNotFound, "topic_not_found")
  return {
    id: row.id,
    board,
    title: row.title,
    bodyHtml: row.bodyHtml,
    author,
    status: row.status === "hidden" ? "hidden" : "visible",
    ...marksOf(row),
    liked,
    mine: reader !== null && reader.id === row.authorId,
    canModerate: row.status === "visible" && canModerateBoard(reader, moderators),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  }
}

/** Checks the form (after cleaning the body) and the writer: the form's rule first, then certification, then the board. */
const checkedTopic = async (tx: Tx, writer: ForumMember, form: ForumTopicForm) => {
  const bodyHtml = sanitizeRichText(form.bodyHtml)
  const values = { boardId: form.boardId, title: form.title.trim(), bodyHtml }
  const problem = firstFormError(validateForumTopic(values))
  if (problem !== undefined) throw badRequest(problem, "invalid_topic")
  requireCertified(writer.authState, "real_name_required")
  const board = await boardById(tx, values.boardId ?? 0)
  const bodyText = htmlToText(bodyHtml)
  return {
    boardId: board.id,
    title: values.title,
    bodyHtml,
    bodyText,
    pictures: pictureCount(bodyHtml),
    searchWords: searchWords(`${values.title} ${bodyText}`).join(" "),
    searchText: `${values.title} | ${bodyText}`.toLowerCase(),
  }
}

/** A new topic of a certified member, shown at once. */
export const createTopic = (db: Tx, writer: ForumMember, form: ForumTopicForm, now: number): Promise<{ id: number }> =>
  db.transaction(async (tx) => {
    const values = await checkedTopic(tx, writer, form)
    const time = new Date(now)
    const [row] = await tx
      .insert(forumTopics)
      .values({ ...values, authorId: writer.id, createdAt: time, updatedAt: time, activeAt: time })
      .returning({ id: forumTopics.id })
    if (!row) throw new Error("forum topic not stored")
    return row
  })

/** A topic its author may change or delete: someone else's is 403, a deleted one 404. */
const ownTopic = async (tx: Tx, userId: number, id: number): Promise<ForumTopicRow> => {
  const [row] = await tx.select().from(forumTopics).where(eq(forumTopics.id, id)).for("update")
  if (!row || row.status === "deleted") throw notFound(FORUM_MESSAGES.topicNotFound, "topic_not_found")
  if (row.authorId !== userId) throw forbidden(FORUM_MESSAGES.notAuthor, "not_author")
  return row
}

/** Edits one of the member's own topics (title, board and body). */
export const updateTopic = (db: Tx, writer: ForumMember, id: number, form: ForumTopicForm, now: number): Promise<{ id: number }> =>
  db.transaction(async (tx) => {
    await ownTopic(tx, writer.id, id)
    const values = await checkedTopic(tx, writer, form)
    await tx
      .update(forumTopics)
      .set({ ...values, updatedAt: new Date(now) })
      .where(eq(forumTopics.id, id))
    return { id }
  })

/** Deletes one of the member's own topics: it and its replies are no longer shown. */
export const deleteTopic = (db: Tx, userId: number, id: number, now: number): Promise<void> =>
  db.transaction(async (tx) => {
    await ownTopic(tx, userId, id)
    await tx
      .update(forumTopics)
      .set({ status: "deleted", pinned: false, featured: false, updatedAt: new Date(now) })
      .where(eq(forumTopics.id, id))
  })

/** Sets the member's like of a visible topic; the count moves with the like row under the topic's row lock. */
export const setTopicLike = (db: Tx, userId: number, id: number, liked: boolean): Promise<ForumLikeResult> =>
  db.transaction(async (tx) => {
    const topic = await visibleTopic(tx, id, true)
    const changed = liked
      ? await tx.insert(forumTopicLikes).values({ topicId: id, userId }).onConflictDoNothing().returning({ id: forumTopicLikes.topicId })
      : await tx
          .delete(forumTopicLikes)
          .where(and(eq(forumTopicLikes.topicId, id), eq(forumTopicLikes.userId, userId)))
          .returning({ id: forumTopicLikes.topicId })
    if (changed.length === 0) return { liked, likes: topic.likes }
    return { liked, likes: await moveLikeCount(tx, forumTopics, id, liked) }
  })

/** 置顶 and 精华 of a visible topic, by an administrator or a moderator of its board. */
export const moderateTopic = (
  db: Tx,
  member: ForumMember,
  id: number,
  changes: { readonly pinned?: boolean | undefined; readonly featured?: boolean | undefined },
): Promise<ForumModeration> =>
  db.transaction(async (tx) => {
    const topic = await visibleTopic(tx, id, true)
    if (!canModerateBoard(member, await moderatorIdsOf(tx, topic.boardId))) throw forbidden(FORUM_MESSAGES.notModerator, "not_moderator")
    const [row] = await tx
      .update(forumTopics)
      .set({ pinned: changes.pinned ?? topic.pinned, featured: changes.featured ?? topic.featured })
      .where(eq(forumTopics.id, id))
      .returning({ pinned: forumTopics.pinned, featured: forumTopics.featured })
    return row ?? { pinned: topic.pinned, featured: topic.featured }
  })

/** The member's own topics (visible and hidden; deleted ones are gone), newest first. */
export const myTopics = async (tx: Tx, userId: number, query: { page?: number | undefined; size?: number | undefined }): Promise<MyForumTopicPage> => {
  const where = and(eq(forumTopics.authorId, userId), sql`${forumTopics.status} <> 'deleted'`)
  const { rows, totalElements, totalPages } = await readSelectPage(
    cappedPage(query, FORUM_PAGE_SIZE),
    FORUM_PAGE_SIZE,
    newestFirst(forumTopics.createdAt, forumTopics.id),
    tx
      .select({ topic: forumTopics, boardName: forumBoards.name })
      .from(forumTopics)
      .innerJoin(forumBoards, eq(forumBoards.id, forumTopics.boardId))
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(forumTopics).where(where),
  )
  return {
    content: rows.map(({ topic: t, boardName }) => ({
      id: t.id,
      boardName,
      title: t.title,
      excerpt: forumExcerpt(t.bodyText, EXCERPT),
      status: t.status === "hidden" ? "hidden" : "visible",
      ...marksOf(t),
      createTime: t.createdAt.toISOString(),
    })),
    totalElements,
    totalPages,
  }
}

/** How many visible topics a member has (the profile card's bbsCount). */
export const visibleTopicCount = async (tx: Tx, userId: number): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(forumTopics)
    .where(and(eq(forumTopics.authorId, userId), eq(forumTopics.status, "visible")))
  return row?.n ?? 0
}
