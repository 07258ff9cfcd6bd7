/**
 * What the science-article calls answer (domain/community/endpoints.ts). Times are ISO 8601
 * text; `bodyHtml` is html cleaned by the server's sanitizer.
 */
import { Schema } from "effect"
import { Count, Id, TotalledPage } from "../core/entities/common.ts"
import { NewsAuthor } from "../news/entities/news.ts"

const IsoTime = Schema.String

export const ScienceStatusValue = Schema.Literals(["pending", "published", "rejected"])
export const ScienceChannelValue = Schema.Literals(["healthy", "cosmeto"])
export const ScienceCategoryValue = Schema.Literals(["nutrition", "fitness", "prevention", "mental", "family", "skincare", "makeup", "hair", "aesthetic"])

const ScienceAuthor = NewsAuthor
export type ScienceAuthor = typeof ScienceAuthor.Type

/** What readers did with a published article. */
const readerCounts = { views: Count, likes: Count, comments: Count }

/** The article as its author wrote it: what its page, the author's own list and the reviewer show alike. */
const writtenFields = {
  id: Id,
  channel: ScienceChannelValue,
  category: ScienceCategoryValue,
  title: Schema.String,
  summary: Schema.String,
  bodyHtml: Schema.String,
  cover: Schema.String,
}

/** Where the review of the article stands; the reason only of a rejected one. */
const reviewFields = { status: ScienceStatusValue, rejectReason: Schema.NullOr(Schema.String) }

export const ScienceCard = Schema.Struct({
  id: Id,
  channel: ScienceChannelValue,
  category: ScienceCategoryValue,
  title: Schema.String,
  excerpt: Schema.String,
  cover: Schema.String,
  ...readerCounts,
  author: ScienceAuthor,
  publishTime: IsoTime,
})
export type ScienceCard = typeof ScienceCard.Type

export const SciencePage = TotalledPage(ScienceCard)
export type SciencePage = typeof SciencePage.Type

export const ScienceDetail = Schema.Struct({
  ...writtenFields,
  ...readerCounts,
  /** The reader likes it (false for visitors). */
  liked: Schema.Boolean,
  ...reviewFields,
  author: ScienceAuthor,
  mine: Schema.Boolean,
  createTime: IsoTime,
  publishTime: Schema.NullOr(IsoTime),
})
export type ScienceDetail = typeof ScienceDetail.Type

export const MyScienceItem = Schema.Struct({
  ...writtenFields,
  ...readerCounts,
  ...reviewFields,
  createTime: IsoTime,
  updateTime: IsoTime,
  publishTime: Schema.NullOr(IsoTime),
})
export type MyScienceItem = typeof MyScienceItem.Type

export const MySciencePage = Schema.Struct({
  ...TotalledPage(MyScienceItem).fields,
  counts: Schema.Struct({ pending: Count, published: Count, rejected: Count }),
})
export type MySciencePage = typeof MySciencePage.Type

export const AdminScienceItem = Schema.Struct({
  ...writtenFields,
  ...reviewFields,
  author: ScienceAuthor,
  createTime: IsoTime,
  updateTime: IsoTime,
  reviewTime: Schema.NullOr(IsoTime),
})
export type AdminScienceItem = typeof AdminScienceItem.Type

export const AdminSciencePage = TotalledPage(AdminScienceItem)
export type AdminSciencePage = typeof AdminSciencePage.Type

export const ScienceComment = Schema.Struct({
  id: Id,
  content: Schema.String,
  author: ScienceAuthor,
  createTime: IsoTime,
})
export type ScienceComment = typeof ScienceComment.Type

export const ScienceCommentPage = TotalledPage(ScienceComment)
export type ScienceCommentPage = typeof ScienceCommentPage.Type

export const ScienceLikeResult = Schema.Struct({ liked: Schema.Boolean, likes: Count })

/** One China day of the author's published science articles: views, new likes and comments. */
export const ArticleDayStats = Schema.Struct({ day: Schema.String, views: Count, likes: Count, comments: Count })
/** 图文数据 (/account/mine/monitor_image): per day of a range, the range's sums, and the totals now. */
export const ArticleStats = Schema.Struct({
  days: Schema.Array(ArticleDayStats),
  range: Schema.Struct({ views: Count, likes: Count, comments: Count }),
  totals: Schema.Struct({ articles: Count, views: Count, likes: Count, comments: Count }),
})
export type ArticleStats = typeof ArticleStats.Type
