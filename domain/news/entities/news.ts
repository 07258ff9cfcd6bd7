/**
 * What the news calls answer (domain/news/endpoints.ts): cards of the public list, the
 * article, the author's own items with their review state, and the reviewer's list. Times are
 * ISO 8601 text; `bodyHtml` is sanitized html built from the body's paragraphs.
 */
import { Schema } from "effect"
import { Count, Id, TotalledPage } from "../../core/entities/common.ts"

const IsoTime = Schema.String

export const NewsStatusValue = Schema.Literals(["pending", "published", "rejected"])
export const NewsCategoryValue = Schema.Literals(["industry", "policy", "market", "company"])

export const NewsAuthor = Schema.Struct({
  userId: Id,
  userName: Schema.String,
  nickName: Schema.String,
  avatarPath: Schema.String,
})
export type NewsAuthor = typeof NewsAuthor.Type

/** One article in a list. */
export const NewsCard = Schema.Struct({
  id: Id,
  title: Schema.String,
  /** The summary, or the start of the body. */
  excerpt: Schema.String,
  category: NewsCategoryValue,
  cover: Schema.String,
  views: Count,
  author: NewsAuthor,
  publishTime: IsoTime,
})
export type NewsCard = typeof NewsCard.Type

export const NewsPage = TotalledPage(NewsCard)
export type NewsPage = typeof NewsPage.Type

/** The article page. Pending and rejected ones reach only their author and administrators. */
export const NewsDetail = Schema.Struct({
  id: Id,
  title: Schema.String,
  summary: Schema.String,
  bodyHtml: Schema.String,
  category: NewsCategoryValue,
  cover: Schema.String,
  views: Count,
  status: NewsStatusValue,
  rejectReason: Schema.NullOr(Schema.String),
  author: NewsAuthor,
  /** The reader is the author. */
  mine: Schema.Boolean,
  createTime: IsoTime,
  publishTime: Schema.NullOr(IsoTime),
})
export type NewsDetail = typeof NewsDetail.Type

/** An item of the author's own list (/account/news), with what the edit form needs. */
export const MyNewsItem = Schema.Struct({
  id: Id,
  title: Schema.String,
  summary: Schema.String,
  /** The body as typed: one paragraph a line. */
  body: Schema.String,
  category: NewsCategoryValue,
  cover: Schema.String,
  views: Count,
  status: NewsStatusValue,
  rejectReason: Schema.NullOr(Schema.String),
  createTime: IsoTime,
  updateTime: IsoTime,
  publishTime: Schema.NullOr(IsoTime),
})
export type MyNewsItem = typeof MyNewsItem.Type

export const MyNewsPage = Schema.Struct({
  ...TotalledPage(MyNewsItem).fields,
  /** Counts by state, for the tabs. */
  counts: Schema.Struct({ pending: Count, published: Count, rejected: Count }),
})
export type MyNewsPage = typeof MyNewsPage.Type

/** An item as the reviewer sees it: the whole article and its author. */
export const AdminNewsItem = Schema.Struct({
  id: Id,
  title: Schema.String,
  summary: Schema.String,
  bodyHtml: Schema.String,
  category: NewsCategoryValue,
  cover: Schema.String,
  status: NewsStatusValue,
  rejectReason: Schema.NullOr(Schema.String),
  author: NewsAuthor,
  createTime: IsoTime,
  updateTime: IsoTime,
  reviewTime: Schema.NullOr(IsoTime),
})
export type AdminNewsItem = typeof AdminNewsItem.Type

export const AdminNewsPage = TotalledPage(AdminNewsItem)
