/**
 * 我要开店 (spec 1 §2.2 /shop, /account/shop/pay, /shop/maintaininfo): a member applies with the
 * business's details and its licence picture, pays the yearly shop service fee, and an
 * administrator approves (the mall's shop opens under the member's account) or rejects with a
 * reason. The owner keeps the shop's name, logo, introduction and service phone at
 * /shop/maintaininfo. The same rules run in the form and on the server.
 */
import { Schema } from "effect"
import { Count, Id, TotalledPage } from "../core/entities/common.ts"
import { MOBILE_PATTERN } from "../core/validation/rules.ts"
import { charLength } from "../core/validation/text.ts"
import { isUploadedPath } from "../member/upload-kinds.ts"

/** 主营类目: what the shop sells, matching the mall's top categories. */
export const SHOP_CATEGORIES = ["护肤美妆", "营养保健", "医疗器械", "个人护理", "母婴健康", "运动健身"] as const
export type ShopCategory = (typeof SHOP_CATEGORIES)[number]

/** 主体类型: an individual business (个体工商户) or a company (企业). */
export const SHOP_SUBJECTS = ["individual", "company"] as const
export type ShopSubject = (typeof SHOP_SUBJECTS)[number]
export const SHOP_SUBJECT_LABELS: Readonly<Record<ShopSubject, string>> = { individual: "个体工商户", company: "企业" }

export const SHOP_APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const
export type ShopApplicationStatus = (typeof SHOP_APPLICATION_STATUSES)[number]
export const SHOP_APPLICATION_LABELS: Readonly<Record<ShopApplicationStatus, string>> = {
  pending: "审核中",
  approved: "已通过",
  rejected: "未通过",
}

export const SHOP_OPENING_MESSAGES = {
  shopNameLength: "店铺名称为2-20个字",
  shopNameTaken: "该店铺名称已被使用，请换一个",
  companyLength: "请输入营业执照上的主体名称（2-50个字）",
  creditCode: "请输入正确的统一社会信用代码（18位）",
  legalPerson: "请输入经营者/法定代表人姓名",
  contactPhone: "请输入正确的手机号码",
  category: "请选择主营类目",
  subject: "请选择主体类型",
  address: "请输入经营地址（5-100个字）",
  licence: "请上传营业执照照片",
  description: "店铺简介不超过200个字",
  logo: "请上传店铺标志图片",
  submitted: "开店申请已提交，请支付店铺服务费并等待审核",
  underReview: "您的开店申请正在审核中，请耐心等待",
  alreadyOpen: "您的店铺已开通",
  notPending: "该申请已审核，请刷新列表",
  feeUnpaid: "申请人尚未支付店铺服务费，暂不能通过",
  approved: "已通过开店申请，店铺已开通",
  rejected: "已驳回开店申请",
  noShop: "您还没有开通店铺",
  saved: "店铺信息已保存",
  notFound: "开店申请不存在",
} as const

export interface ShopApplicationForm {
  readonly shopName: string
  readonly subject: ShopSubject
  readonly category: string
  readonly companyName: string
  readonly creditCode: string
  readonly legalPerson: string
  readonly contactPhone: string
  readonly address: string
  readonly licencePicture: string
  readonly description: string
}

/** Pictures shipped with the portal for the demo data (sample licences and certificates, marked 示例). */
export const isSamplePicture = (path: string): boolean => /^\/(certificates|activities)\/[a-z0-9-]+\.svg$/.test(path)

/** 统一社会信用代码 (GB 32100-2015): 18 characters of digits and capital letters without I, O, Z, S, V, with its check character. */
const CREDIT_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY"
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

export function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false
  const sum = CREDIT_WEIGHTS.reduce((s, w, i) => s + CREDIT_ALPHABET.indexOf(code[i]!) * w, 0)
  return CREDIT_ALPHABET[(31 - (sum % 31)) % 31] === code[17]
}

/** A credit code's check character for its first 17 characters (demo data and tests build codes with it). */
export function creditCheckCharacter(first17: string): string {
  const sum = CREDIT_WEIGHTS.reduce((s, w, i) => s + CREDIT_ALPHABET.indexOf(first17[i]!) * w, 0)
  return CREDIT_ALPHABET[(31 - (sum % 31)) % 31]!
}

const between = (text: string, min: number, max: number) => {
  const n = charLength(text.trim())
  return n >= min && n <= max
}

export function shopNameProblem(name: string): string | null {
  return between(name, 2, 20) ? null : SHOP_OPENING_MESSAGES.shopNameLength
}

/** The first thing wrong with an application, or null. */
export function shopApplicationProblem(form: ShopApplicationForm): string | null {
  return (
    shopNameProblem(form.shopName) ??
    (SHOP_SUBJECTS.includes(form.subject as ShopSubject) ? null : SHOP_OPENING_MESSAGES.subject) ??
    (SHOP_CATEGORIES.includes(form.category as ShopCategory) ? null : SHOP_OPENING_MESSAGES.category) ??
    (between(form.companyName, 2, 50) ? null : SHOP_OPENING_MESSAGES.companyLength) ??
    (isCreditCode(form.creditCode.trim()) ? null : SHOP_OPENING_MESSAGES.creditCode) ??
    (between(form.legalPerson, 2, 20) ? null : SHOP_OPENING_MESSAGES.legalPerson) ??
    (MOBILE_PATTERN.test(form.contactPhone.trim()) ? null : SHOP_OPENING_MESSAGES.contactPhone) ??
    (between(form.address, 5, 100) ? null : SHOP_OPENING_MESSAGES.address) ??
    (isUploadedPath(form.licencePicture, ["pictures"]) || isSamplePicture(form.licencePicture) ? null : SHOP_OPENING_MESSAGES.licence) ??
    (charLength(form.description.trim()) <= 200 ? null : SHOP_OPENING_MESSAGES.description)
  )
}

export interface ShopInfoForm {
  readonly name: string
  readonly logo: string
  readonly description: string
  readonly servicePhone: string
}

/** `currentLogo`: the shop's logo as it is stored, which may stay as it is. */
export function shopInfoProblem(form: ShopInfoForm, currentLogo = ""): string | null {
  return (
    shopNameProblem(form.name) ??
    (form.logo === currentLogo || isUploadedPath(form.logo, ["pictures"]) ? null : SHOP_OPENING_MESSAGES.logo) ??
    (charLength(form.description.trim()) <= 200 ? null : SHOP_OPENING_MESSAGES.description) ??
    (MOBILE_PATTERN.test(form.servicePhone.trim()) ? null : SHOP_OPENING_MESSAGES.contactPhone)
  )
}

/** The licence's credit code as others see it: first 4 and last 4 characters. */
export const maskCreditCode = (code: string): string => (code.length < 10 ? code : `${code.slice(0, 4)}**********${code.slice(-4)}`)

const Text = Schema.String

export const ShopApplicationFields = {
  shopName: Text,
  subject: Schema.Literals(SHOP_SUBJECTS),
  category: Text,
  companyName: Text,
  creditCode: Text,
  legalPerson: Text,
  contactPhone: Text,
  address: Text,
  licencePicture: Text,
  description: Text,
}

export const ShopApplication = Schema.Struct({
  id: Id,
  userId: Id,
  ...ShopApplicationFields,
  status: Schema.Literals(SHOP_APPLICATION_STATUSES),
  rejectReason: Schema.String,
  /** ISO times. */
  applyTime: Schema.String,
  reviewTime: Schema.NullOr(Schema.String),
})
export type ShopApplication = typeof ShopApplication.Type

/** What /shop shows the member: the application (or none) and the shop service fee's state. */
export const MyShopApplication = Schema.Struct({
  application: Schema.NullOr(ShopApplication),
  /** ISO date until which the shop service fee is paid, or null. */
  feePaidUntil: Schema.NullOr(Schema.String),
  /** The open shop's id (the owner's account id) once approved. */
  shopId: Schema.NullOr(Id),
})
export type MyShopApplication = typeof MyShopApplication.Type

/** One row of the administrators' review list. */
export const ShopApplicationReview = Schema.Struct({
  ...ShopApplication.fields,
  username: Schema.String,
  nickName: Schema.String,
  feePaidUntil: Schema.NullOr(Schema.String),
})
export type ShopApplicationReview = typeof ShopApplicationReview.Type

export const ShopApplicationPage = TotalledPage(ShopApplicationReview)

/** The owner's shop as /shop/maintaininfo edits it, with the approved business details. */
export const ShopInfo = Schema.Struct({
  id: Id,
  name: Schema.String,
  logo: Schema.String,
  description: Schema.String,
  servicePhone: Schema.String,
  /** The approved application's business details; null for a shop the platform opened itself. */
  business: Schema.NullOr(Schema.Struct({ subject: Schema.Literals(SHOP_SUBJECTS), category: Schema.String, companyName: Schema.String, creditCode: Schema.String })),
  openTime: Schema.String,
  feePaidUntil: Schema.NullOr(Schema.String),
  ratingTenths: Count,
  followers: Count,
  productCount: Count,
})
export type ShopInfo = typeof ShopInfo.Type
