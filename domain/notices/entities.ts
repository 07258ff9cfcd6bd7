import { Schema } from "effect"
import { Count, Id } from "../core/entities/common.ts"

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

export const AnnouncementPage = Schema.Struct({ content: Schema.Array(AnnouncementSummary), totalElements: Count, totalPages: Count })
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
