import { Schema } from "effect"
import { Count, Id, TotalledPage } from "../core/entities/common.ts"

export const AnnouncementKindValue = Schema.Literals(["site", "quality"])

const AnnouncementProduct = Schema.Struct({ id: Id, title: Schema.String, cover: Schema.String, href: Schema.String })

export const AnnouncementSummary = Schema.Struct({
  id: Id,
  kind: AnnouncementKindValue,
  category: Schema.String,
  title: Schema.String,
  summary: Schema.String,
  brand: Schema.String,
  pinned: Schema.Boolean,
  views: Count,
  /** ISO time it was published. */
  publishTime: Schema.String,
})
export type AnnouncementSummary = typeof AnnouncementSummary.Type

export const AnnouncementDetail = Schema.Struct({
  ...AnnouncementSummary.fields,
  /** Sanitized html. */
  content: Schema.String,
  products: Schema.Array(AnnouncementProduct),
  updateTime: Schema.String,
  /** The neighbours in the list's order, for 上一篇 / 下一篇. */
  previous: Schema.NullOr(Schema.Struct({ id: Id, title: Schema.String })),
  next: Schema.NullOr(Schema.Struct({ id: Id, title: Schema.String })),
})
export type AnnouncementDetail = typeof AnnouncementDetail.Type

export const AnnouncementPage = TotalledPage(AnnouncementSummary)
export type AnnouncementPage = typeof AnnouncementPage.Type

/** What the administrators' editor loads: the stored fields. */
export const AnnouncementRecord = Schema.Struct({
  ...AnnouncementSummary.fields,
  content: Schema.String,
  productIds: Schema.Array(Id),
  /** The products named, for the editor's picker (a removed product is left out). */
  products: Schema.Array(AnnouncementProduct),
})
export type AnnouncementRecord = typeof AnnouncementRecord.Type

export const CentreNoticeAudienceValue = Schema.Literals(["makers", "merchants", "both"])

/** A 公告通知 of the maker centre in a member's list. */
export const CentreNoticeSummary = Schema.Struct({
  id: Id,
  title: Schema.String,
  summary: Schema.String,
  audience: CentreNoticeAudienceValue,
  /** ISO time it was published. */
  publishTime: Schema.String,
  /** Whether this member has opened it. */
  read: Schema.Boolean,
})
export type CentreNoticeSummary = typeof CentreNoticeSummary.Type

export const CentreNoticePage = Schema.Struct({
  ...TotalledPage(CentreNoticeSummary).fields,
  /** Published notices of the member's audiences it has not opened. */
  unread: Count,
})
export type CentreNoticePage = typeof CentreNoticePage.Type

export const CentreNoticeDetail = Schema.Struct({
  ...CentreNoticeSummary.fields,
  /** Sanitized html. */
  content: Schema.String,
})
export type CentreNoticeDetail = typeof CentreNoticeDetail.Type

/** The back office's view: drafts too, with the stored fields. */
export const CentreNoticeRecord = Schema.Struct({
  id: Id,
  title: Schema.String,
  summary: Schema.String,
  content: Schema.String,
  audience: CentreNoticeAudienceValue,
  published: Schema.Boolean,
  /** ISO time it was (first) published, null for a draft never published. */
  publishTime: Schema.NullOr(Schema.String),
  updateTime: Schema.String,
  /** Members who have opened it. */
  reads: Count,
})
export type CentreNoticeRecord = typeof CentreNoticeRecord.Type

export const CentreNoticeRecordPage = TotalledPage(CentreNoticeRecord)
export type CentreNoticeRecordPage = typeof CentreNoticeRecordPage.Type
