/**
 * Science articles (健康科普, 美容护肤): the public lists and the article (a view counted), likes
 * and comments, the author's own articles, publishing by members with real-name certification,
 * edits that go back to review and deletion; the administrators' review is in science-review.ts. The workflow is
 * industry news's; rules and messages are the domain's (domain/community/science.ts).
 */
import { and, count, desc, eq, sql } from "drizzle-orm"
import {
  SCIENCE_COMMENT_PAGE_SIZE,
  SCIENCE_MESSAGES,
  SCIENCE_PAGE_SIZE,
  channelOfCategory,
  isScienceCategory,
  isScienceStatus,
  scienceExcerpt,
  validateScienceComment,
  validateScienceForm,
  type ScienceCategory,
  type ScienceChannel,
  type ScienceForm,
  type ScienceStatus,
} from "../../../domain/community/science.ts"
import type {
  MyScienceItem,
  MySciencePage,
  ScienceComment,
  ScienceCommentPage,
  ScienceDetail,
  SciencePage,
} from "../../../domain/community/entities.ts"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import { normalizeNewsKeyword } from "../../../domain/news/news-article.ts"
import { cappedPage } from "../../core/db/read-list-page.ts"
import { newestFirst, readSelectPage, readTablePage } from "../../core/db/read-page.ts"
import { countsByStatus } from "../../core/review-decision.ts"
import { PERMISSIONS, hasPermission } from "../../../domain/admin/index.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { requireCertified } from "../../core/real-name-gate.ts"
import { favorites } from "../../member/tables.ts"
import { users } from "../../session/tables/users.ts"
import { htmlToText, sanitizeRichText } from "../../html/sanitize.ts"
import { scienceArticles, scienceComments, scienceLikes, scienceViewDays, type ScienceArticleRow } from "../tables/science.ts"
import { indexSearchEntries, textSearch } from "../../search/services/search-index.ts"
import { chinaDayOf } from "../../core/daily-stats.ts"
import { iso } from "../../core/iso.ts"
import { publicAuthorColumns } from "../../core/author.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"
import { moveLikeCount } from "./like-counts.ts"

/** Who reads or writes: the session's user, or a visitor (null). */
export interface ScienceReader {
  readonly id: number
  readonly roles: ReadonlyArray<string>
  readonly authState: string
}

/** Articles with their authors' public columns. */
export const withAuthors = (tx: Tx) => tx.select({ article: scienceArticles, author: publicAuthorColumns }).from(scienceArticles).innerJoin(users, eq(users.id, scienceArticles.authorId))

const categoryOf = (value: string): ScienceCategory => (isScienceCategory(value) ? value : "nutrition")
const channelOf = (value: string): ScienceChannel => (value === "cosmeto" ? "cosmeto" : "healthy")
const statusOf = (value: string): ScienceStatus => (isScienceStatus(value) ? value : "pending")
const isAdmin = (reader: ScienceReader | null) => reader !== null && hasPermission(reader.roles, PERMISSIONS.reviewContent)

/** The article as its author wrote it, and where its review stands: what the author's list and the reviewer show alike. */
export const writtenOf = (row: ScienceArticleRow) => ({
  id: row.id,
  channel: channelOf(row.channel),
  category: categoryOf(row.category),
  title: row.title,
  summary: row.summary,
  bodyHtml: row.bodyHtml,
  cover: row.cover,
  status: statusOf(row.status),
  rejectReason: row.status === "rejected" ? row.rejectReason : null,
})

export const myItemOf = (row: ScienceArticleRow): MyScienceItem => ({
  ...writtenOf(row),
  views: row.views,
  likes: row.likes,
  comments: row.comments,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
  publishTime: iso(row.publishedAt),
})

export interface ScienceListQuery {
  readonly channel: ScienceChannel
  readonly keyword?: string | undefined
  readonly category?: ScienceCategory | undefined
  readonly page?: number | undefined
  readonly size?: number | undefined
}

/**
 * Published articles of a channel, newest first; with a keyword, those whose title, summary or
 * body text hold it or its jieba words, the best matches first.
 */
export const listPublished = async (tx: Tx, query: ScienceListQuery): Promise<SciencePage> => {
  const keyword = normalizeNewsKeyword(query.keyword)
  const search = keyword ? textSearch("science", keyword, scienceArticles.id, scienceArticles.title) : null
  const where = and(
    eq(scienceArticles.channel, query.channel),
    eq(scienceArticles.status, "published"),
    query.category ? eq(scienceArticles.category, query.category) : undefined,
    search?.matches,
  )
  const { rows, ...counts } = await readSelectPage(
    cappedPage(query, SCIENCE_PAGE_SIZE),
    SCIENCE_PAGE_SIZE,
    [...(search ? [desc(search.rank)] : []), desc(scienceArticles.publishedAt), desc(scienceArticles.id)],
    withAuthors(tx).where(where).$dynamic(),
    () => tx.select({ n: count() }).from(scienceArticles).where(where),
  )
  return {
    content: rows.map(({ article: row, author }) => ({
      id: row.id,
      channel: channelOf(row.channel),
      category: categoryOf(row.category),
      title: row.title,
      excerpt: scienceExcerpt(row.summary, row.bodyText),
      cover: row.cover,
      views: row.views,
      likes: row.likes,
      comments: row.comments,
      author,
      publishTime: (row.publishedAt ?? row.createdAt).toISOString(),
    })),
    ...counts,
  }
}

/**
 * The article: published ones for everyone, counting a view; a pending or rejected one only for
 * its author and administrators (without a view); anyone else gets 404 as if it did not exist.
 */
export const articleFor = async (tx: Tx, id: number, reader: ScienceReader | null): Promise<ScienceDetail> => {
  const [found] = await withAuthors(tx).where(eq(scienceArticles.id, id))
  if (!found) throw notFound(SCIENCE_MESSAGES.notFound)
  const mine = reader !== null && reader.id === found.article.authorId
  let row = found.article
  if (row.status === "published") {
    const [counted] = await tx
      .update(scienceArticles)
      .set({ views: sql`${scienceArticles.views} + 1` })
      .where(eq(scienceArticles.id, id))
      .returning()
    if (counted) row = counted
    // The same view on its China day, for the author's 图文数据.
    await tx
      .insert(scienceViewDays)
      .values({ articleId: id, day: chinaDayOf(sql`now()`), views: 1 })
      .onConflictDoUpdate({ target: [scienceViewDays.articleId, scienceViewDays.day], set: { views: sql`${scienceViewDays.views} + 1` } })
  } else if (!mine && !isAdmin(reader)) {
    throw notFound(SCIENCE_MESSAGES.notFound)
  }
  const liked =
    reader === null
      ? false
      : (await tx.select({ n: count() }).from(scienceLikes).where(and(eq(scienceLikes.articleId, id), eq(scienceLikes.userId, reader.id))))[0]?.n === 1
  return {
    ...myItemOf(row),
    rejectReason: row.status === "rejected" && (mine || isAdmin(reader)) ? row.rejectReason : null,
    liked,
    author: found.author,
    mine,
  }
}

const publishedRow = async (tx: Tx, id: number, lock = false): Promise<ScienceArticleRow> => {
  const query = tx
    .select()
    .from(scienceArticles)
    .where(and(eq(scienceArticles.id, id), eq(scienceArticles.status, "published")))
  const [row] = lock ? await query.for("update") : await query
  if (!row) throw notFound(SCIENCE_MESSAGES.notFound)
  return row
}

/** Likes or unlikes a published article; the count changes with the like row, under the article's row lock. */
export const toggleLike = (db: Tx, userId: number, id: number): Promise<{ liked: boolean; likes: number }> =>
  db.transaction(async (tx) => {
    await publishedRow(tx, id, true)
    const removed = await tx
      .delete(scienceLikes)
      .where(and(eq(scienceLikes.articleId, id), eq(scienceLikes.userId, userId)))
      .returning({ id: scienceLikes.articleId })
    const liked = removed.length === 0
    if (liked) await tx.insert(scienceLikes).values({ articleId: id, userId })
    return { liked, likes: await moveLikeCount(tx, scienceArticles, id, liked) }
  })

/** The comments of a published article, oldest first. */
export const listComments = async (tx: Tx, id: number, query: { page?: number | undefined; size?: number | undefined }): Promise<ScienceCommentPage> => {
  await publishedRow(tx, id)
  const where = eq(scienceComments.articleId, id)
  const { rows, ...counts } = await readSelectPage(
    cappedPage(query, SCIENCE_COMMENT_PAGE_SIZE),
    SCIENCE_COMMENT_PAGE_SIZE,
    [scienceComments.createdAt, scienceComments.id],
    tx
      .select({ comment: scienceComments, author: publicAuthorColumns })
      .from(scienceComments)
      .innerJoin(users, eq(users.id, scienceComments.userId))
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(scienceComments).where(where),
  )
  return {
    content: rows.map((r) => ({ id: r.comment.id, content: r.comment.content, author: r.author, createTime: r.comment.createdAt.toISOString() })),
    ...counts,
  }
}

/** A comment of a certified member under a published article (the form's rule first, then certification). */
export const addComment = (db: Tx, writer: ScienceReader, id: number, content: string, now: number): Promise<ScienceComment> =>
  db.transaction(async (tx) => {
    const problem = validateScienceComment(content)[0]
    if (problem !== undefined) throw badRequest(problem, "invalid_comment")
    requireCertified(writer.authState, "real_name_required")
    await publishedRow(tx, id, true)
    const [row] = await tx
      .insert(scienceComments)
      .values({ articleId: id, userId: writer.id, content: content.trim(), createdAt: new Date(now) })
      .returning()
    if (!row) throw new Error("science comment not stored")
    await tx
      .update(scienceArticles)
      .set({ comments: sql`${scienceArticles.comments} + 1` })
      .where(eq(scienceArticles.id, id))
    const [author] = await tx.select(publicAuthorColumns).from(users).where(eq(users.id, writer.id))
    if (!author) throw notFound()
    return { id: row.id, content: row.content, author, createTime: row.createdAt.toISOString() }
  })

export interface MyScienceQuery {
  readonly status?: ScienceStatus | undefined
  readonly page?: number | undefined
  readonly size?: number | undefined
}

/** The member's own articles, newest first, with the counts by state. */
export const listMine = async (tx: Tx, userId: number, query: MyScienceQuery): Promise<MySciencePage> => {
  const own = eq(scienceArticles.authorId, userId)
  const where = and(own, query.status ? eq(scienceArticles.status, query.status) : undefined)
  const [{ rows, ...totals }, byStatus] = await Promise.all([
    readTablePage(tx, cappedPage(query, SCIENCE_PAGE_SIZE), SCIENCE_PAGE_SIZE, newestFirst(scienceArticles.createdAt, scienceArticles.id), scienceArticles, where),
    tx.select({ status: scienceArticles.status, n: count() }).from(scienceArticles).where(own).groupBy(scienceArticles.status),
  ])
  return { content: rows.map(myItemOf), ...totals, counts: countsByStatus(byStatus) }
}

/** One of the member's own articles; another member's id is 404 as if it did not exist. */
export const ownArticle = (tx: Tx, userId: number, id: number): Promise<ScienceArticleRow> =>
  rowOrNotFound(tx, scienceArticles, and(eq(scienceArticles.id, id), eq(scienceArticles.authorId, userId)), SCIENCE_MESSAGES.notFound)

/** Checks the form and the writer, and cleans the body: the form's rule first, then certification. */
const checkedForm = async (form: ScienceForm, writer: ScienceReader, ownsCover: (path: string) => Promise<boolean>, keptCover: string | null) => {
  const bodyHtml = sanitizeRichText(form.bodyHtml)
  const values: ScienceForm = {
    title: form.title.trim(),
    summary: form.summary.trim(),
    bodyHtml,
    category: form.category.trim(),
    cover: form.cover.trim(),
  }
  const problem = firstFormError(validateScienceForm(values))
  if (problem !== undefined) throw badRequest(problem, "invalid_article")
  requireCertified(writer.authState, "real_name_required")
  if (values.cover.startsWith("/files/") && values.cover !== keptCover && !(await ownsCover(values.cover))) {
    throw badRequest(SCIENCE_MESSAGES.coverNotOwn, "cover_not_own")
  }
  const category = categoryOf(values.category)
  return {
    title: values.title,
    summary: values.summary,
    bodyHtml,
    bodyText: htmlToText(bodyHtml),
    category,
    channel: channelOfCategory(category),
    cover: values.cover,
  }
}

/** A new article of a certified member, pending review. */
export const createArticle = async (
  tx: Tx,
  writer: ScienceReader,
  form: ScienceForm,
  ownsCover: (path: string) => Promise<boolean>,
  now: number,
): Promise<MyScienceItem> => {
  const values = await checkedForm(form, writer, ownsCover, null)
  const at = new Date(now)
  const row = await tx.transaction(async (t) => {
    const [created] = await t.insert(scienceArticles).values({ authorId: writer.id, ...values, status: "pending", createdAt: at, updatedAt: at }).returning()
    if (!created) throw new Error("science article not stored")
    await indexSearchEntries(t, "science", [created.id])
    return created
  })
  return myItemOf(row)
}

/** Edits one of the member's own articles: it goes back to review (off the public list until approved). */
export const updateArticle = async (
  tx: Tx,
  writer: ScienceReader,
  id: number,
  form: ScienceForm,
  ownsCover: (path: string) => Promise<boolean>,
  now: number,
): Promise<MyScienceItem> => {
  const current = await ownArticle(tx, writer.id, id)
  const values = await checkedForm(form, writer, ownsCover, current.cover)
  const row = await tx.transaction(async (t) => {
    const [saved] = await t.update(scienceArticles).set({ ...values, status: "pending", rejectReason: null, reviewedAt: null, reviewerId: null, updatedAt: new Date(now) }).where(and(eq(scienceArticles.id, id), eq(scienceArticles.authorId, writer.id))).returning()
    if (!saved) throw notFound(SCIENCE_MESSAGES.notFound)
    await indexSearchEntries(t, "science", [saved.id])
    return saved
  })
  return myItemOf(row)
}

/** Deletes one of the member's own articles (likes and comments go with it) and the favourites that point at it. */
export const deleteArticle = (db: Tx, userId: number, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    const removed = await tx
      .delete(scienceArticles)
      .where(and(eq(scienceArticles.id, id), eq(scienceArticles.authorId, userId)))
      .returning({ id: scienceArticles.id })
    if (removed.length === 0) throw notFound(SCIENCE_MESSAGES.notFound)
    await indexSearchEntries(tx, "science", [id])
    await tx.delete(favorites).where(and(eq(favorites.targetType, "science"), eq(favorites.targetId, id)))
  })

/** A published article as a favourite shows it. */
export const publishedTarget = async (tx: Tx, id: number) => {
  const [row] = await tx
    .select({ title: scienceArticles.title, cover: scienceArticles.cover, channel: scienceArticles.channel })
    .from(scienceArticles)
    .where(and(eq(scienceArticles.id, id), eq(scienceArticles.status, "published")))
  return row ? { title: row.title, cover: row.cover, href: `/${channelOf(row.channel)}?id=${id}` } : null
}
