/**
 * 公告通知 of the maker centre (/account/mine/notice, /account/mine/notice_detail): notices an
 * administrator writes for makers, merchants or both, kept as drafts until published. A member
 * reads those of its own audiences; opening one marks it read for that member. The title and
 * content rules are those of the site notices (domain/notices/announcement.ts).
 */
import { ANNOUNCEMENT_MESSAGES, CONTENT_MAX, hasContent, TITLE_MAX, TITLE_MIN } from "./announcement.ts"

export const CENTRE_NOTICE_AUDIENCES = ["makers", "merchants", "both"] as const
export type CentreNoticeAudience = (typeof CENTRE_NOTICE_AUDIENCES)[number]

export const AUDIENCE_LABELS: Readonly<Record<CentreNoticeAudience, string>> = { makers: "创客", merchants: "商家", both: "创客和商家" }

export const CENTRE_NOTICE_PAGE_SIZE = 10

export const CENTRE_NOTICE_MESSAGES = {
  titleLength: ANNOUNCEMENT_MESSAGES.titleLength,
  contentRequired: ANNOUNCEMENT_MESSAGES.contentRequired,
  contentLength: ANNOUNCEMENT_MESSAGES.contentLength,
  audienceInvalid: "请选择公告对象",
  notFound: ANNOUNCEMENT_MESSAGES.notFound,
  saved: "公告已保存",
  deleted: "公告已删除",
  confirmDelete: "确定删除这条公告吗？",
  empty: "暂无公告",
} as const

export interface CentreNoticeInput {
  readonly title: string
  /** Rich text as the editor gives it; the server sanitizes it before it is kept. */
  readonly content: string
  readonly audience: CentreNoticeAudience
  /** Published notices are shown in the maker centre; drafts only in the back office. */
  readonly published: boolean
}

/** The first problem of a notice as written, or null: the same rule in the form and on the server. */
export function centreNoticeProblem(input: CentreNoticeInput): string | null {
  const title = Array.from(input.title.trim()).length
  if (title < TITLE_MIN || title > TITLE_MAX) return CENTRE_NOTICE_MESSAGES.titleLength
  if (!CENTRE_NOTICE_AUDIENCES.includes(input.audience)) return CENTRE_NOTICE_MESSAGES.audienceInvalid
  if (!hasContent(input.content)) return CENTRE_NOTICE_MESSAGES.contentRequired
  if (input.content.length > CONTENT_MAX) return CENTRE_NOTICE_MESSAGES.contentLength
  return null
}

/** What the audience rule reads about a member of the maker centre. */
export interface CentreNoticeReader {
  readonly isMaker: boolean
  /** A merchant account, or a member with an open shop. */
  readonly isMerchant: boolean
}

/** The stored audiences whose notices this member reads: "both" always, then each side the member belongs to. */
export function audiencesOf(reader: CentreNoticeReader): ReadonlyArray<CentreNoticeAudience> {
  return ["both", ...(reader.isMaker ? (["makers"] as const) : []), ...(reader.isMerchant ? (["merchants"] as const) : [])]
}

export const centreNoticeHref = (id: number): string => `/account/mine/notice_detail?id=${id}`
