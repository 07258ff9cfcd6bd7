import { Schema } from "effect"
import { Id, TotalledPage } from "../../core/entities/common.ts"
import { FavoriteType } from "./member.ts"

/** 我的足迹 as the API answers it (rules in domain/member/footprint.ts). */
export const Footprint = Schema.Struct({
  id: Id,
  targetType: FavoriteType,
  targetId: Id,
  title: Schema.String,
  cover: Schema.String,
  href: Schema.String,
  /** ISO time of the latest visit. */
  viewTime: Schema.String,
})
export type Footprint = typeof Footprint.Type

export const FootprintPage = TotalledPage(Footprint)
export type FootprintPage = typeof FootprintPage.Type
