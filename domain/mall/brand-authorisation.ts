/**
 * 品牌认证查询 (spec 1 §2.2 /security/index): a buyer checks an authorisation certificate's
 * code, or a brand's name, against the authorisations that the mall's shops hold. An
 * authorisation is one shop selling one brand under one certificate, valid between two dates;
 * administrators record and revoke them.
 */
import { Schema } from "effect"
import { Id, TotalledPage } from "../core/entities/common.ts"
import { charLength } from "../core/validation/text.ts"
import { isUploadedPath } from "../member/upload-kinds.ts"
import { isChinaDay } from "../member/china-day.ts"
import { isSamplePicture } from "./shop-opening.ts"

export const BRAND_AUTH_MESSAGES = {
  keywordRequired: "请输入授权编号或品牌名称",
  nothingFound: "未查询到相关授权信息，请通过官方渠道核实后再购买",
  code: "授权编号为6-32位大写字母、数字或短横线",
  codeTaken: "该授权编号已登记",
  brand: "请输入品牌名称（1-30个字）",
  authoriser: "请输入授权方（品牌方）名称（2-50个字）",
  scope: "请输入授权范围（2-60个字）",
  dates: "请填写正确的有效期，结束日期不能早于开始日期",
  picture: "请上传授权书图片",
  shop: "请选择被授权的店铺",
  shopNotFound: "店铺不存在",
  saved: "授权信息已保存",
  revoked: "授权已撤销",
  notFound: "授权信息不存在",
} as const

export const BRAND_AUTH_STATES = ["valid", "upcoming", "expired", "revoked"] as const
export type BrandAuthState = (typeof BRAND_AUTH_STATES)[number]
export const BRAND_AUTH_STATE_LABELS: Readonly<Record<BrandAuthState, string>> = {
  valid: "授权有效",
  upcoming: "尚未生效",
  expired: "授权已过期",
  revoked: "授权已撤销",
}

export const CERTIFICATE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{4,30}[A-Z0-9]$/

/** A keyword as searched: trimmed, a code in capitals. */
export const normalizeBrandKeyword = (keyword: string): string => keyword.trim().replace(/\s+/g, " ").slice(0, 40)

/** Whether the keyword is shaped as a certificate code (then it is looked up as one first). */
export const looksLikeCode = (keyword: string): boolean => CERTIFICATE_CODE_PATTERN.test(keyword.toUpperCase()) && /\d/.test(keyword)

/** The state on a day (YYYY-MM-DD, Beijing): revoked first, then by the validity dates. */
export function brandAuthState(auth: { readonly revoked: boolean; readonly validFrom: string; readonly validUntil: string }, today: string): BrandAuthState {
  if (auth.revoked) return "revoked"
  if (today < auth.validFrom) return "upcoming"
  return today > auth.validUntil ? "expired" : "valid"
}

export interface BrandAuthInput {
  readonly shopId: number
  readonly brand: string
  readonly certificateCode: string
  readonly authoriser: string
  readonly scope: string
  readonly validFrom: string
  readonly validUntil: string
  readonly picture: string
}

const within = (text: string, min: number, max: number) => {
  const n = charLength(text.trim())
  return n >= min && n <= max
}

/** The first thing wrong, or null. `currentPicture`: the stored picture, which may stay. */
export function brandAuthProblem(input: BrandAuthInput, currentPicture = ""): string | null {
  if (!Number.isInteger(input.shopId) || input.shopId <= 0) return BRAND_AUTH_MESSAGES.shop
  if (!within(input.brand, 1, 30)) return BRAND_AUTH_MESSAGES.brand
  if (!CERTIFICATE_CODE_PATTERN.test(input.certificateCode)) return BRAND_AUTH_MESSAGES.code
  if (!within(input.authoriser, 2, 50)) return BRAND_AUTH_MESSAGES.authoriser
  if (!within(input.scope, 2, 60)) return BRAND_AUTH_MESSAGES.scope
  if (!isChinaDay(input.validFrom) || !isChinaDay(input.validUntil) || input.validUntil < input.validFrom) return BRAND_AUTH_MESSAGES.dates
  if (input.picture === "" || (input.picture !== currentPicture && !isUploadedPath(input.picture, ["pictures"]) && !isSamplePicture(input.picture))) return BRAND_AUTH_MESSAGES.picture
  return null
}

export const BrandAuthorisation = Schema.Struct({
  id: Id,
  shopId: Id,
  shopName: Schema.String,
  brand: Schema.String,
  certificateCode: Schema.String,
  authoriser: Schema.String,
  scope: Schema.String,
  validFrom: Schema.String,
  validUntil: Schema.String,
  picture: Schema.String,
  state: Schema.Literals(BRAND_AUTH_STATES),
})
export type BrandAuthorisation = typeof BrandAuthorisation.Type

export const BrandAuthLookup = Schema.Struct({
  keyword: Schema.String,
  /** How the keyword matched: a certificate's code, brand names, or nothing. */
  matchedBy: Schema.Literals(["code", "brand", "none"]),
  results: Schema.Array(BrandAuthorisation),
})
export type BrandAuthLookup = typeof BrandAuthLookup.Type

export const BrandAuthPage = TotalledPage(BrandAuthorisation)
export type BrandAuthPage = typeof BrandAuthPage.Type

/** The shops an administrator may pick for an authorisation. */
export const ShopChoice = Schema.Struct({ id: Id, name: Schema.String })
