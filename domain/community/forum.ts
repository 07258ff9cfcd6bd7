/**
 * The forum (论坛 /bbs): boards with moderators, topics of rich text with pictures, replies that
 * may quote the topic or another reply, likes, 置顶 and 精华 set by administrators or the board's
 * moderators, reports handled by administrators. The rules and messages here are shared by the
 * forms in the browser and the server, which answers with the same message.
 */
import { formErrors, requiredTextErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { charLength } from "../core/validation/text.ts"
import { PERMISSIONS, hasPermission } from "../admin/index.ts"
import { textOfHtml } from "./science.ts"

const FORUM_TITLE_MIN = 4
export const FORUM_TITLE_MAX = 50
/** Characters of text in a topic's body (markup not counted); a picture alone is not enough. */
const FORUM_BODY_MIN = 5
const FORUM_BODY_MAX = 10_000
/** Stored html of a topic at most (pictures and markup included). */
const FORUM_HTML_MAX = 60_000
export const FORUM_TOPIC_PICTURES = 9
/** A reply: up to 2000 characters of text, or only pictures. */
export const FORUM_REPLY_MAX = 2_000
const FORUM_REPLY_HTML_MAX = 20_000
export const FORUM_REPLY_PICTURES = 3
export const FORUM_PAGE_SIZE = 15
export const FORUM_REPLY_PAGE_SIZE = 10
/** Characters of the quoted text shown above a reply. */
export const FORUM_QUOTE_EXCERPT = 60
/** Characters of a reply shown in a notice. */
export const FORUM_NOTICE_EXCERPT = 40
export const FORUM_REPORT_DETAIL_MAX = 200
const FORUM_KEYWORD_MAX = 50

export const FORUM_SORTS = [
  { key: "latest", label: "最新" },
  { key: "hot", label: "热门" },
  { key: "featured", label: "精华" },
] as const
export type ForumSort = (typeof FORUM_SORTS)[number]["key"]

export function isForumSort(value: string): value is ForumSort {
  return FORUM_SORTS.some((s) => s.key === value)
}

/** Why a member reports a topic or reply; 其他 needs a few words of explanation. */
export const FORUM_REPORT_REASONS = [
  { key: "ad", label: "广告营销" },
  { key: "misinformation", label: "虚假医疗信息" },
  { key: "abuse", label: "人身攻击" },
  { key: "vulgar", label: "色情低俗" },
  { key: "illegal", label: "违法违规" },
  { key: "other", label: "其他" },
] as const
export type ForumReportReason = (typeof FORUM_REPORT_REASONS)[number]["key"]

export function isForumReportReason(value: string): value is ForumReportReason {
  return FORUM_REPORT_REASONS.some((r) => r.key === value)
}

export function forumReportReasonLabel(key: string): string {
  return FORUM_REPORT_REASONS.find((r) => r.key === key)?.label ?? ""
}

export const FORUM_REPORT_STATUSES = ["open", "hidden", "dismissed"] as const
export type ForumReportStatus = (typeof FORUM_REPORT_STATUSES)[number]
export const FORUM_REPORT_STATUS_LABELS: Readonly<Record<ForumReportStatus, string>> = {
  open: "待处理",
  hidden: "已隐藏",
  dismissed: "已驳回",
}

export const FORUM_MESSAGES = {
  boardRequired: "请选择版块",
  boardNotFound: "该版块不存在",
  titleRequired: "请输入帖子标题",
  titleLength: `帖子标题长度在 ${FORUM_TITLE_MIN} 到 ${FORUM_TITLE_MAX} 个字`,
  bodyRequired: "请输入帖子内容",
  bodyLength: `帖子内容在 ${FORUM_BODY_MIN} 到 ${FORUM_BODY_MAX} 个字之间`,
  bodyPictures: `帖子最多插入 ${FORUM_TOPIC_PICTURES} 张图片`,
  replyRequired: "请输入回复内容",
  replyLength: `回复不超过 ${FORUM_REPLY_MAX} 个字`,
  replyPictures: `回复最多插入 ${FORUM_REPLY_PICTURES} 张图片`,
  topicNotFound: "该帖子不存在或已被删除",
  replyNotFound: "该回复不存在或已被删除",
  quoteNotFound: "引用的回复不存在或已被删除",
  notAuthor: "只能编辑或删除自己发布的内容",
  notModerator: "只有管理员和本版版主可以置顶或加精",
  posted: "发帖成功",
  updated: "帖子已修改",
  replied: "回复成功",
  deleted: "已删除",
  confirmDeleteTopic: "确定删除这个帖子吗？删除后帖子和其中的回复都将不再显示。",
  confirmDeleteReply: "确定删除这条回复吗？",
  pinned: "已置顶",
  unpinned: "已取消置顶",
  featured: "已设为精华",
  unfeatured: "已取消精华",
  reportReasonRequired: "请选择举报原因",
  reportDetailRequired: "请补充说明举报原因",
  reportDetailLength: `补充说明不超过 ${FORUM_REPORT_DETAIL_MAX} 个字`,
  reportOwn: "不能举报自己发布的内容",
  alreadyReported: "您已举报过该内容，请等待管理员处理",
  reported: "举报已提交，管理员会尽快处理",
  reportHandled: "该举报已处理，请刷新列表",
  reportHidden: "已隐藏被举报的内容",
  reportDismissed: "已驳回该举报",
  empty: "暂无帖子",
  emptyBoard: "这个版块还没有帖子，来发第一帖吧",
  emptySearch: "没有找到相关帖子",
  emptyFeatured: "还没有精华帖",
  emptyReplies: "还没有回复，来抢沙发吧",
  emptyMineTopics: "您还没有发过帖子",
  emptyMineReplies: "您还没有回复过帖子",
  emptyReports: "没有待处理的举报",
  quoteGone: "原内容已被删除或隐藏",
  topicHiddenForAuthor: "该帖子因被举报并经管理员核实，已被隐藏，仅您自己可见。",
  loginToPost: "登录后才能发帖",
  loginToReply: "登录后参与回复",
  noticeTitle: "论坛消息",
  noticeReply: (name: string, title: string, excerpt: string) => `${name} 回复了您的帖子《${title}》：${excerpt}`,
  noticeQuote: (name: string, title: string, excerpt: string) => `${name} 引用了您在《${title}》中的回复：${excerpt}`,
  noticeHidden: (what: "帖子" | "回复", title: string, reason: string) =>
    `您在论坛发布的${what}${what === "帖子" ? `《${title}》` : `（帖子《${title}》中）`}因“${reason}”被举报，经管理员核实已隐藏。`,
} as const

/** What a member writes as a topic; `bodyHtml` is the editor's html, sanitized by the server. */
export interface ForumTopicForm {
  readonly boardId: number | null
  readonly title: string
  readonly bodyHtml: string
}
export type ForumTopicField = keyof ForumTopicForm

/** How many pictures some html holds. */
export function pictureCount(html: string): number {
  return (html.match(/<img\b/gi) ?? []).length
}

/** The topic form: a board, a trimmed title of 4-50 characters, a body of 5-10000 characters of text and at most 9 pictures. */
export function validateForumTopic(form: ForumTopicForm): FormErrors<ForumTopicField> {
  const bodyLength = charLength(textOfHtml(form.bodyHtml))
  const pictures = pictureCount(form.bodyHtml)
  return formErrors<ForumTopicField>({
    boardId: form.boardId === null || !Number.isInteger(form.boardId) || form.boardId <= 0 ? [FORUM_MESSAGES.boardRequired] : [],
    title: requiredTextErrors(form.title, FORUM_TITLE_MIN, FORUM_TITLE_MAX, { required: FORUM_MESSAGES.titleRequired, length: FORUM_MESSAGES.titleLength }),
    bodyHtml:
      bodyLength === 0 && pictures === 0
        ? [FORUM_MESSAGES.bodyRequired]
        : bodyLength < FORUM_BODY_MIN || bodyLength > FORUM_BODY_MAX || form.bodyHtml.length > FORUM_HTML_MAX
          ? [FORUM_MESSAGES.bodyLength]
          : pictures > FORUM_TOPIC_PICTURES
            ? [FORUM_MESSAGES.bodyPictures]
            : [],
  })
}

/** A reply: some text or a picture, at most 2000 characters of text and 3 pictures. */
export function validateForumReply(bodyHtml: string): ReadonlyArray<string> {
  const length = charLength(textOfHtml(bodyHtml))
  const pictures = pictureCount(bodyHtml)
  if (length === 0 && pictures === 0) return [FORUM_MESSAGES.replyRequired]
  if (length > FORUM_REPLY_MAX || bodyHtml.length > FORUM_REPLY_HTML_MAX) return [FORUM_MESSAGES.replyLength]
  return pictures > FORUM_REPLY_PICTURES ? [FORUM_MESSAGES.replyPictures] : []
}

export interface ForumReportForm {
  readonly reason: string
  readonly detail: string
}
export type ForumReportField = keyof ForumReportForm

/** A report: one of the reasons; a detail of at most 200 characters, needed for 其他. */
export function validateForumReport(form: ForumReportForm): FormErrors<ForumReportField> {
  const detail = charLength(form.detail.trim())
  return formErrors<ForumReportField>({
    reason: isForumReportReason(form.reason) ? [] : [FORUM_MESSAGES.reportReasonRequired],
    detail: detail > FORUM_REPORT_DETAIL_MAX ? [FORUM_MESSAGES.reportDetailLength] : form.reason === "other" && detail === 0 ? [FORUM_MESSAGES.reportDetailRequired] : [],
  })
}

/** The first `max` characters of a text, with … when cut. */
export function forumExcerpt(text: string, max: number): string {
  const chars = Array.from(text.trim())
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max).join("")}…`
}

/** A search keyword as the forum reads it: blanks collapsed, at most 50 characters. */
export function normalizeForumKeyword(keyword: string | null | undefined): string {
  return Array.from((keyword ?? "").replace(/\s+/g, " ").trim()).slice(0, FORUM_KEYWORD_MAX).join("").trim()
}

/**
 * A part of `text` around the first place one of `terms` occurs (case ignored), about `size`
 * characters, with … where it was cut; the start of the text when no term occurs.
 */
export function searchSnippet(text: string, terms: ReadonlyArray<string>, size = 80): string {
  const chars = Array.from(text)
  if (chars.length <= size) return text
  const lower = text.toLowerCase()
  let at = -1
  for (const term of terms) {
    const t = term.trim().toLowerCase()
    if (t === "") continue
    const i = lower.indexOf(t)
    if (i >= 0 && (at < 0 || i < at)) at = i
  }
  if (at < 0) return `${chars.slice(0, size).join("")}…`
  // `at` counts UTF-16 units; turn it into a character position.
  const charAt = Array.from(text.slice(0, at)).length
  const start = Math.max(0, Math.min(charAt - Math.floor(size / 4), chars.length - size))
  const end = Math.min(chars.length, start + size)
  return `${start > 0 ? "…" : ""}${chars.slice(start, end).join("")}${end < chars.length ? "…" : ""}`
}

/** Whether a member may pin and feature topics of a board: administrators and the board's moderators. */
export function canModerateBoard(member: { readonly id: number; readonly roles: ReadonlyArray<string> } | null, moderatorIds: ReadonlyArray<number>): boolean {
  if (member === null) return false
  return hasPermission(member.roles, PERMISSIONS.reviewContent) || moderatorIds.includes(member.id)
}

/**
 * Who is told about a new reply, each once: the topic's author ("reply") and the quoted reply's
 * author ("quote"), never the one who replied; one person who is both gets the "reply" notice.
 */
export function replyNoticeTargets(replierId: number, topicAuthorId: number, quotedAuthorId: number | null): ReadonlyArray<{ readonly userId: number; readonly kind: "reply" | "quote" }> {
  const targets: Array<{ userId: number; kind: "reply" | "quote" }> = []
  if (topicAuthorId !== replierId) targets.push({ userId: topicAuthorId, kind: "reply" })
  if (quotedAuthorId !== null && quotedAuthorId !== replierId && quotedAuthorId !== topicAuthorId) targets.push({ userId: quotedAuthorId, kind: "quote" })
  return targets
}
