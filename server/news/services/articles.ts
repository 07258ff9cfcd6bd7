/**
 * Industry news: the public list and article, the author's own articles, publishing (members
 * with real-name certification), edits that go back to review, deletion, and the
 * administrators' review. Rules and messages are the domain's (domain/news/news-article.ts).
 */
import { and, count, desc, eq, sql } from "drizzle-orm"
import type { AdminNewsItem, MyNewsItem, MyNewsPage, NewsAuthor, NewsCard, NewsDetail, NewsPage } from "../../../domain/news/entities/news.ts"
import { sanitizeRichText } from "../../html/sanitize.ts"
import {
  NEWS_MESSAGES,
  NEWS_PAGE_SIZE,
  isNewsCategory,
  isNewsStatus,
  newsBodyHtml,
  newsExcerpt,
  normalizeNewsForm,
  normalizeNewsKeyword,
  validateNewsForm,
  type NewsCategory,
  type NewsForm,
  type NewsStatus,
} from "../../../domain/news/news-article.ts"
import { PERMISSIONS, hasPermission } from "../../../domain/admin/index.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { requireCertified } from "../../core/real-name-gate.ts"
import { favorites } from "../../member/tables.ts"
import { newsArticles, type NewsArticleRow } from "../tables.ts"
import { indexSearchEntries, textSearch } from "../../search/services/search-index.ts"
import { users } from "../../session/tables/users.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { cappedPage } from "../../core/db/read-list-page.ts"
import { newestFirst, readSelectPage, readTablePage } from "../../core/db/read-page.ts"
import { checkedRejectReason, countsByStatus, reviewedColumns, reviewOrder, type ReviewDecision } from "../../core/review-decision.ts"
import { iso } from "../../core/iso.ts"
import { publicAuthorColumns } from "../../core/author.ts"
import { lockedRowOrNotFound, rowOrNotFound } from "../../core/db/row-or-not-found.ts"

/** Who reads or writes: the session's user, or a visitor. */
export interface NewsReader {
  readonly id: number
  readonly roles: ReadonlyArray<string>
  readonly authState: string
}

/** Articles with their authors' public columns. */
const withAuthors = (tx: Tx) => tx.select({ article: newsArticles, author: publicAuthorColumns }).from(newsArticles).innerJoin(users, eq(users.id, newsArticles.authorId))

const categoryOf = (value: string): NewsCategory => (isNewsCategory(value) ? value : "industry")
const statusOf = (value: string): NewsStatus => (isNewsStatus(value) ? value : "pending")

const cardOf = (row: NewsArticleRow, author: NewsAuthor): NewsCard => ({
  id: row.id,
  title: row.title,
  excerpt: newsExcerpt(row.summary, row.body),
  category: categoryOf(row.category),
  cover: row.cover,
  views: row.views,
  author,
  publishTime: (row.publishedAt ?? row.createdAt).toISOString(),
})

export const myItemOf = (row: NewsArticleRow): MyNewsItem => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  body: row.body,
  category: categoryOf(row.category),
  cover: row.cover,
  views: row.views,
  status: statusOf(row.status),
  rejectReason: row.status === "rejected" ? row.rejectReason : null,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
  publishTime: iso(row.publishedAt),
})

/** What its author wrote and where review left it, as the detail and the reviewer's list show it. */
const writtenOf = (row: NewsArticleRow) => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  bodyHtml: row.bodyHtml,
  category: categoryOf(row.category),
  cover: row.cover,
  status: statusOf(row.status),
  rejectReason: row.status === "rejected" ? row.rejectReason : null,
})

const adminItemOf = (row: NewsArticleRow, author: NewsAuthor): AdminNewsItem => ({
  ...writtenOf(row),
  author,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
  reviewTime: iso(row.reviewedAt),
})

export interface NewsListQuery {
  readonly keyword?: string | undefined
  readonly category?: NewsCategory | undefined
  readonly page?: number | undefined
  readonly size?: number | undefined
}

/**
 * Published articles, newest first; with a keyword, those whose title, summary or body hold it or
 * its jieba words, the best matches first (see server/search/services/search-index.ts).
 */
export const listPublished = async (tx: Tx, query: NewsListQuery): Promise<NewsPage> => {
  const keyword = normalizeNewsKeyword(query.keyword)
  const search = keyword ? textSearch("news", keyword, newsArticles.id, newsArticles.title) : null
  const where = and(eq(newsArticles.status, "published"), query.category ? eq(newsArticles.category, query.category) : undefined, search?.matches)
  const { rows, ...counts } = await readSelectPage(
    cappedPage(query, NEWS_PAGE_SIZE),
    NEWS_PAGE_SIZE,
    [...(search ? [desc(search.rank)] : []), desc(newsArticles.publishedAt), desc(newsArticles.id)],
    withAuthors(tx).where(where).$dynamic(),
    () => tx.select({ n: count() }).from(newsArticles).where(where),
  )
  return { content: rows.map((r) => cardOf(r.article, r.author)), ...counts }
}

const isAdmin = (reader: NewsReader | null) => reader !== null && hasPermission(reader.roles, PERMISSIONS.reviewContent)

/**
 * The article: published ones for everyone, counting a view; a pending or rejected one only for
 * its author and administrators (without a view); anyone else gets 404 as if it did not exist.
 */
export const articleFor = async (tx: Tx, id: number, reader: NewsReader | null): Promise<NewsDetail> => {
  const [found] = await withAuthors(tx).where(eq(newsArticles.id, id))
  if (!found) throw notFound(NEWS_MESSAGES.notFound)
  const mine = reader !== null && reader.id === found.article.authorId
  let row = found.article
  if (row.status === "published") {
    const [counted] = await tx
      .update(newsArticles)
      .set({ views: sql`${newsArticles.views} + 1` })
      .where(eq(newsArticles.id, id))
      .returning()
    if (counted) row = counted
  } else if (!mine && !isAdmin(reader)) {
    throw notFound(NEWS_MESSAGES.notFound)
  }
  return {
    ...writtenOf(row),
    views: row.views,
    rejectReason: row.status === "rejected" && (mine || isAdmin(reader)) ? row.rejectReason : null,
    author: found.author,
    mine,
    createTime: row.createdAt.toISOString(),
    publishTime: iso(row.publishedAt),
  }
}

export interface MyNewsQuery {
  readonly status?: NewsStatus | undefined
  readonly page?: number | undefined
  readonly size?: number | undefined
}

/** The member's own articles, newest first, with the counts by state. */
export const listMine = async (tx: Tx, userId: number, query: MyNewsQuery): Promise<MyNewsPage> => {
  const own = eq(newsArticles.authorId, userId)
  const where = and(own, query.status ? eq(newsArticles.status, query.status) : undefined)
  const [{ rows, ...totals }, byStatus] = await Promise.all([
    readTablePage(
      tx,
      cappedPage(query, NEWS_PAGE_SIZE),
      NEWS_PAGE_SIZE,
      newestFirst(query.status === "published" ? newsArticles.publishedAt : newsArticles.createdAt, newsArticles.id),
      newsArticles,
      where,
    ),
    tx.select({ status: newsArticles.status, n: count() }).from(newsArticles).where(own).groupBy(newsArticles.status),
  ])
  return { content: rows.map(myItemOf), ...totals, counts: countsByStatus(byStatus) }
}

/** One of the member's own articles; another member's id is 404 as if it did not exist. */
export const ownArticle = (tx: Tx, userId: number, id: number, lock = false): Promise<NewsArticleRow> =>
  (lock ? lockedRowOrNotFound : rowOrNotFound)(tx, newsArticles, and(eq(newsArticles.id, id), eq(newsArticles.authorId, userId)), NEWS_MESSAGES.notFound)

/** Checks the form and the writer: the form's rule first, then real-name certification. */
const checkedForm = async (
  form: NewsForm,
  writer: NewsReader,
  ownsCover: (path: string) => Promise<boolean>,
  keptCover: string | null,
): Promise<NewsForm> => {
  const values = normalizeNewsForm(form)
  const problem = firstFormError(validateNewsForm(values))
  if (problem !== undefined) throw badRequest(problem)
  requireCertified(writer.authState)
  // An uploaded cover must be the writer's own; the library's covers and an unchanged one are kept as they are.
  if (values.cover.startsWith("/files/") && values.cover !== keptCover && !(await ownsCover(values.cover))) {
    throw badRequest(NEWS_MESSAGES.coverNotOwn)
  }
  return values
}

const stored = (values: NewsForm) => ({
  title: values.title,
  summary: values.summary,
  body: values.body,
  bodyHtml: sanitizeRichText(newsBodyHtml(values.body)),
  category: values.category,
  cover: values.cover,
})

/** A new article of a certified member, pending review. */
export const createArticle = async (
  tx: Tx,
  writer: NewsReader,
  form: NewsForm,
  ownsCover: (path: string) => Promise<boolean>,
  now: number,
): Promise<MyNewsItem> => {
  const values = await checkedForm(form, writer, ownsCover, null)
  const at = new Date(now)
  const row = await tx.transaction(async (t) => {
    const [created] = await t.insert(newsArticles).values({ authorId: writer.id, ...stored(values), status: "pending", createdAt: at, updatedAt: at }).returning()
    if (!created) throw new Error("news article not stored")
    await indexSearchEntries(t, "news", [created.id])
    return created
  })
  return myItemOf(row)
}

/** Edits one of the member's own articles: it goes back to review (off the public list until approved). */
export const updateArticle = async (
  db: Tx,
  writer: NewsReader,
  id: number,
  form: NewsForm,
  ownsCover: (path: string) => Promise<boolean>,
  now: number,
): Promise<MyNewsItem> => {
  const current = await ownArticle(db, writer.id, id)
  const values = await checkedForm(form, writer, ownsCover, current.cover)
  const row = await db.transaction(async (t) => {
    const [saved] = await t.update(newsArticles).set({ ...stored(values), status: "pending", rejectReason: null, reviewedAt: null, reviewerId: null, updatedAt: new Date(now) }).where(and(eq(newsArticles.id, id), eq(newsArticles.authorId, writer.id))).returning()
    if (!saved) throw notFound(NEWS_MESSAGES.notFound)
    await indexSearchEntries(t, "news", [saved.id])
    return saved
  })
  return myItemOf(row)
}

/** Deletes one of the member's own articles and the favourites that point at it. */
export const deleteArticle = (db: Tx, userId: number, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    const removed = await tx
      .delete(newsArticles)
      .where(and(eq(newsArticles.id, id), eq(newsArticles.authorId, userId)))
      .returning({ id: newsArticles.id })
    if (removed.length === 0) throw notFound(NEWS_MESSAGES.notFound)
    await indexSearchEntries(tx, "news", [id])
    await tx.delete(favorites).where(and(eq(favorites.targetType, "article"), eq(favorites.targetId, id)))
  })

/** The reviewer's list: by state (pending by default), oldest pending first so nothing waits forever. */
export const listForReview = async (tx: Tx, query: MyNewsQuery): Promise<{ content: AdminNewsItem[]; totalElements: number; totalPages: number }> => {
  const status = query.status ?? "pending"
  const where = eq(newsArticles.status, status)
  const { rows, ...counts } = await readSelectPage(
    cappedPage(query, 20),
    20,
    reviewOrder(status === "pending", newsArticles.updatedAt, newsArticles.reviewedAt, newsArticles.id),
    withAuthors(tx).where(where).$dynamic(),
    () => tx.select({ n: count() }).from(newsArticles).where(where),
  )
  return { content: rows.map((r) => adminItemOf(r.article, r.author)), ...counts }
}

/** Publishes or rejects a pending article; one that was reviewed meanwhile is 409. */
export const reviewArticle = async (tx: Tx, reviewerId: number, id: number, decision: ReviewDecision, now: number): Promise<AdminNewsItem> => {
  const reason = checkedRejectReason(decision)
  const [current] = await tx.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.id, id))
  if (!current) throw notFound(NEWS_MESSAGES.notFound)
  const [row] = await tx
    .update(newsArticles)
    .set(reviewedColumns(decision, reason, reviewerId, new Date(now)))
    .where(and(eq(newsArticles.id, id), eq(newsArticles.status, "pending")))
    .returning()
  if (!row) throw conflict(NEWS_MESSAGES.notPending)
  const [author] = await tx.select(publicAuthorColumns).from(users).where(eq(users.id, row.authorId))
  if (!author) throw notFound(NEWS_MESSAGES.notFound)
  return adminItemOf(row, author)
}

/** A published article as a favourite shows it. */
export const publishedTarget = async (tx: Tx, id: number) => {
  const [row] = await tx
    .select({ title: newsArticles.title, cover: newsArticles.cover })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), eq(newsArticles.status, "published")))
  return row ? { title: row.title, cover: row.cover, href: `/news/detail?id=${id}` } : null
}

/** How many published articles a user has (the profile card's newsCount). */
export const publishedCount = async (tx: Tx, userId: number): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(newsArticles)
    .where(and(eq(newsArticles.authorId, userId), eq(newsArticles.status, "published")))
  return row?.n ?? 0
}
