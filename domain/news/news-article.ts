/**
 * Industry news (行业资讯, /news) written by members and reviewed by administrators: the
 * categories, the review states, the publishing form's rule and the body's html. The same
 * validator runs in the form (/account/news/push) and on the server, so both answer with the
 * same Chinese message (docs/decisions.md, "News articles: publishing, review and display").
 */
import { isUploadedPath, mediaKindOfPath } from "../member/upload-kinds.ts"
import { formErrors, requiredTextErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { charLength } from "../core/validation/text.ts"
import { articleExcerpt } from "../core/article-text.ts"

export const NEWS_STATUSES = ["pending", "published", "rejected"] as const
export type NewsStatus = (typeof NEWS_STATUSES)[number]

export const NEWS_STATUS_LABELS: Readonly<Record<NewsStatus, string>> = {
  pending: "审核中",
  published: "已发布",
  rejected: "未通过",
}

export function isNewsStatus(value: string): value is NewsStatus {
  return (NEWS_STATUSES as ReadonlyArray<string>).includes(value)
}

/** The fixed categories, in display order: stored by key, shown by label. */
export const NEWS_CATEGORIES = [
  { key: "industry", label: "行业动态" },
  { key: "policy", label: "政策法规" },
  { key: "market", label: "市场观察" },
  { key: "company", label: "企业资讯" },
] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]["key"]
export const NEWS_CATEGORY_KEYS: ReadonlyArray<NewsCategory> = NEWS_CATEGORIES.map((c) => c.key)

export function isNewsCategory(value: string): value is NewsCategory {
  return (NEWS_CATEGORY_KEYS as ReadonlyArray<string>).includes(value)
}

export function newsCategoryLabel(key: string): string {
  return NEWS_CATEGORIES.find((c) => c.key === key)?.label ?? ""
}

export const NEWS_TITLE_MIN = 5
export const NEWS_TITLE_MAX = 50
export const NEWS_SUMMARY_MAX = 200
export const NEWS_BODY_MAX = 10_000
/** Lists show this many a page. */
export const NEWS_PAGE_SIZE = 10

export const NEWS_MESSAGES = {
  titleRequired: "请输入资讯标题",
  titleLength: `资讯标题长度在 ${NEWS_TITLE_MIN} 到 ${NEWS_TITLE_MAX} 个字`,
  summaryLength: `资讯摘要不超过 ${NEWS_SUMMARY_MAX} 个字`,
  bodyRequired: "请输入资讯正文",
  bodyLength: `资讯正文不超过 ${NEWS_BODY_MAX} 个字`,
  categoryRequired: "请选择资讯分类",
  cover: "请上传 JPG、PNG、GIF、BMP 或 WEBP 格式的封面图片",
  coverNotOwn: "封面图片无效，请重新上传",
  submitted: "资讯已提交，审核通过后将在行业资讯中展示",
  updated: "资讯已修改，重新提交审核",
  deleted: "资讯已删除",
  confirmDelete: "确定删除这篇资讯吗？删除后不可恢复。",
  notFound: "该资讯不存在或已下架",
  notOwn: "只能修改自己发布的资讯",
  notPending: "该资讯已审核，请刷新列表",
  approved: "资讯已通过审核",
  rejected: "已驳回该资讯",
  empty: "暂无资讯",
  emptyMine: "您还没有发布过资讯",
  noticeApproved: (title: string) => `您的资讯《${title}》已通过审核，现已在行业资讯中展示。`,
  noticeRejected: (title: string, reason: string) => `您的资讯《${title}》未通过审核：${reason}。请修改后重新提交。`,
} as const

/** Covers of the portal's own library (demo and editorial articles), beside the members' uploads. */
const LIBRARY_COVER = /^\/news\/covers\/[a-z0-9-]{1,60}\.(svg|png|jpg|jpeg|webp)$/

/** An empty cover, a picture uploaded through the file host, or one of the library's covers. */
export function isNewsCoverPath(path: string): boolean {
  if (path === "") return true
  if (LIBRARY_COVER.test(path)) return true
  return isUploadedPath(path, ["pictures"]) && mediaKindOfPath(path) === "image"
}

export interface NewsForm {
  readonly title: string
  readonly summary: string
  readonly body: string
  readonly category: string
  readonly cover: string
}

export type NewsField = keyof NewsForm

/** The publishing form: texts are trimmed first; lengths count characters. */
export function validateNewsForm(form: NewsForm): FormErrors<NewsField> {
  const summary = form.summary.trim()
  const body = form.body.trim()
  return formErrors<NewsField>({
    title: requiredTextErrors(form.title, NEWS_TITLE_MIN, NEWS_TITLE_MAX, { required: NEWS_MESSAGES.titleRequired, length: NEWS_MESSAGES.titleLength }),
    summary: charLength(summary) > NEWS_SUMMARY_MAX ? [NEWS_MESSAGES.summaryLength] : [],
    body: body === "" ? [NEWS_MESSAGES.bodyRequired] : charLength(body) > NEWS_BODY_MAX ? [NEWS_MESSAGES.bodyLength] : [],
    category: form.category.trim() === "" || !isNewsCategory(form.category.trim()) ? [NEWS_MESSAGES.categoryRequired] : [],
    cover: isNewsCoverPath(form.cover.trim()) ? [] : [NEWS_MESSAGES.cover],
  })
}

/** The form's values as they are stored: trimmed; line ends made \n. */
export function normalizeNewsForm(form: NewsForm): NewsForm {
  return {
    title: form.title.trim(),
    summary: form.summary.trim(),
    body: form.body.replace(/\r\n?/g, "\n").trim(),
    category: form.category.trim(),
    cover: form.cover.trim(),
  }
}

/** Paragraphs of the body as typed: each non-blank line is one paragraph. */
export function newsParagraphs(body: string): ReadonlyArray<string> {
  return body
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

/**
 * The body as html: one `<p>` a paragraph, every character of the text escaped, so nothing a
 * member types becomes markup. (The server runs the result through the sanitizer as well.)
 */
export function newsBodyHtml(body: string): string {
  return newsParagraphs(body)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")
}

/** The summary a list shows: the member's own, or the start of the body. */
export function newsExcerpt(summary: string, body: string, max = 80): string {
  return articleExcerpt(summary, newsParagraphs(body).join(" "), max)
}

/** A keyword as lists search it: trimmed, at most 50 characters; empty means all. */
export function normalizeNewsKeyword(keyword: string | null | undefined): string {
  return Array.from((keyword ?? "").trim()).slice(0, 50).join("")
}
