/**
 * Science articles (健康科普 /healthy, 美容护肤 /cosmeto): two channels with their categories,
 * rich-text bodies written by members with real-name certification and reviewed by
 * administrators, likes and comments. The review states, their labels, the cover rule and the
 * reason rule are industry news's (domain/news), since the workflow is the same.
 */
import { NEWS_STATUS_LABELS, NEWS_STATUSES, isNewsCoverPath, isNewsStatus, type NewsStatus } from "../news/news-article.ts"
import { formErrors, requiredTextErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { charLength } from "../core/validation/text.ts"
import { articleExcerpt } from "../core/article-text.ts"

export const SCIENCE_STATUSES = NEWS_STATUSES
export type ScienceStatus = NewsStatus
export const SCIENCE_STATUS_LABELS = NEWS_STATUS_LABELS
export const isScienceStatus = isNewsStatus
const isScienceCoverPath = isNewsCoverPath

export const SCIENCE_CHANNELS = [
  { key: "healthy", label: "健康科普", path: "/healthy" },
  { key: "cosmeto", label: "美容护肤", path: "/cosmeto" },
] as const
export type ScienceChannel = (typeof SCIENCE_CHANNELS)[number]["key"]

export function scienceChannelLabel(channel: ScienceChannel): string {
  return SCIENCE_CHANNELS.find((c) => c.key === channel)?.label ?? ""
}

/** The categories of each channel, in display order: stored by key, shown by label. */
const SCIENCE_CATEGORIES = [
  { key: "nutrition", label: "营养膳食", channel: "healthy" },
  { key: "fitness", label: "运动健身", channel: "healthy" },
  { key: "prevention", label: "疾病预防", channel: "healthy" },
  { key: "mental", label: "心理健康", channel: "healthy" },
  { key: "family", label: "母婴家庭", channel: "healthy" },
  { key: "skincare", label: "护肤保养", channel: "cosmeto" },
  { key: "makeup", label: "彩妆技巧", channel: "cosmeto" },
  { key: "hair", label: "美发护发", channel: "cosmeto" },
  { key: "aesthetic", label: "医美科普", channel: "cosmeto" },
] as const
export type ScienceCategory = (typeof SCIENCE_CATEGORIES)[number]["key"]
const SCIENCE_CATEGORY_KEYS: ReadonlyArray<ScienceCategory> = SCIENCE_CATEGORIES.map((c) => c.key)

export function categoriesOf(channel: ScienceChannel) {
  return SCIENCE_CATEGORIES.filter((c) => c.channel === channel)
}

export function isScienceCategory(value: string): value is ScienceCategory {
  return (SCIENCE_CATEGORY_KEYS as ReadonlyArray<string>).includes(value)
}

export function scienceCategoryLabel(key: string): string {
  return SCIENCE_CATEGORIES.find((c) => c.key === key)?.label ?? ""
}

/** The channel a category belongs to. */
export function channelOfCategory(key: ScienceCategory): ScienceChannel {
  return SCIENCE_CATEGORIES.find((c) => c.key === key)?.channel ?? "healthy"
}

const SCIENCE_TITLE_MIN = 5
export const SCIENCE_TITLE_MAX = 50
export const SCIENCE_SUMMARY_MAX = 200
/** Characters of text in the body (markup not counted). */
const SCIENCE_BODY_MIN = 20
const SCIENCE_BODY_MAX = 20_000
/** Stored html at most (pictures and markup included). */
const SCIENCE_HTML_MAX = 60_000
export const SCIENCE_PAGE_SIZE = 10
export const SCIENCE_COMMENT_MAX = 500
export const SCIENCE_COMMENT_PAGE_SIZE = 10

export const SCIENCE_MESSAGES = {
  titleRequired: "请输入文章标题",
  titleLength: `文章标题长度在 ${SCIENCE_TITLE_MIN} 到 ${SCIENCE_TITLE_MAX} 个字`,
  summaryLength: `文章摘要不超过 ${SCIENCE_SUMMARY_MAX} 个字`,
  bodyRequired: "请输入文章正文",
  bodyLength: `文章正文在 ${SCIENCE_BODY_MIN} 到 ${SCIENCE_BODY_MAX} 个字之间`,
  categoryRequired: "请选择文章分类",
  cover: "请上传 JPG、PNG、GIF、BMP 或 WEBP 格式的封面图片",
  coverNotOwn: "封面图片无效，请重新上传",
  submitted: "文章已提交，审核通过后将在栏目中展示",
  updated: "文章已修改，重新提交审核",
  deleted: "文章已删除",
  confirmDelete: "确定删除这篇文章吗？删除后不可恢复。",
  notFound: "该文章不存在或已下架",
  notPending: "该文章已审核，请刷新列表",
  approved: "文章已通过审核",
  rejected: "已驳回该文章",
  empty: "暂无文章",
  emptyMine: "您还没有发布过科普文章",
  commentRequired: "请输入评论内容",
  commentLength: `评论不超过 ${SCIENCE_COMMENT_MAX} 个字`,
  commented: "评论成功",
  noComments: "还没有评论，来说两句吧",
  noticeApproved: (title: string) => `您的文章《${title}》已通过审核，现已在栏目中展示。`,
  noticeRejected: (title: string, reason: string) => `您的文章《${title}》未通过审核：${reason}。请修改后重新提交。`,
} as const

export interface ScienceForm {
  readonly title: string
  readonly summary: string
  /** The editor's html; the server sanitizes it before storing. */
  readonly bodyHtml: string
  readonly category: string
  readonly cover: string
}

export type ScienceField = keyof ScienceForm

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" }

/**
 * The text of html as a reader sees it, for counting and excerpts: tags gone (script and style
 * with their content), the common entities decoded, blanks collapsed. Not a sanitizer.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ")
    .replace(/<\/(p|h[1-6]|li|blockquote|div|tr)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim()
}

/** The publishing form: title, summary and category trimmed; the body counted by its text. */
export function validateScienceForm(form: ScienceForm): FormErrors<ScienceField> {
  const bodyLength = charLength(textOfHtml(form.bodyHtml))
  const hasPicture = /<img\b/i.test(form.bodyHtml)
  return formErrors<ScienceField>({
    title: requiredTextErrors(form.title, SCIENCE_TITLE_MIN, SCIENCE_TITLE_MAX, { required: SCIENCE_MESSAGES.titleRequired, length: SCIENCE_MESSAGES.titleLength }),
    summary: charLength(form.summary.trim()) > SCIENCE_SUMMARY_MAX ? [SCIENCE_MESSAGES.summaryLength] : [],
    bodyHtml:
      bodyLength === 0 && !hasPicture
        ? [SCIENCE_MESSAGES.bodyRequired]
        : bodyLength < SCIENCE_BODY_MIN || bodyLength > SCIENCE_BODY_MAX || form.bodyHtml.length > SCIENCE_HTML_MAX
          ? [SCIENCE_MESSAGES.bodyLength]
          : [],
    category: isScienceCategory(form.category.trim()) ? [] : [SCIENCE_MESSAGES.categoryRequired],
    cover: isScienceCoverPath(form.cover.trim()) ? [] : [SCIENCE_MESSAGES.cover],
  })
}

/** A comment: 1 to 500 characters once trimmed. */
export function validateScienceComment(content: string): ReadonlyArray<string> {
  const text = content.trim()
  if (text === "") return [SCIENCE_MESSAGES.commentRequired]
  return charLength(text) > SCIENCE_COMMENT_MAX ? [SCIENCE_MESSAGES.commentLength] : []
}

/** The summary a list shows: the author's own, or the start of the body's text. */
export function scienceExcerpt(summary: string, bodyText: string, max = 80): string {
  return articleExcerpt(summary, bodyText, max)
}
