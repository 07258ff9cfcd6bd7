/**
 * Site notices (网站公告 /announcement) and quality notices (质量公告 /quality: recalls,
 * inspection results and quality alerts, naming the brand and the products concerned),
 * written by administrators in rich text and read by everyone (spec 1 §2.2, §2.3).
 */

export const ANNOUNCEMENT_KINDS = ["site", "quality"] as const
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number]

export const ANNOUNCEMENT_CATEGORIES = {
  site: [
    { value: "platform", label: "平台公告" },
    { value: "activity", label: "活动公告" },
    { value: "rules", label: "规则更新" },
  ],
  quality: [
    { value: "recall", label: "产品召回" },
    { value: "inspection", label: "抽检结果" },
    { value: "alert", label: "质量提示" },
  ],
} as const satisfies Record<AnnouncementKind, ReadonlyArray<{ value: string; label: string }>>

export const ANNOUNCEMENT_PAGE_SIZE = 10
export const TITLE_MIN = 4
export const TITLE_MAX = 60
const SUMMARY_MAX = 200
export const CONTENT_MAX = 50_000
const BRAND_MAX = 30
export const MAX_PRODUCTS = 10

export const ANNOUNCEMENT_MESSAGES = {
  titleLength: `标题长度在 ${TITLE_MIN} 到 ${TITLE_MAX} 个字符`,
  summaryLength: `摘要不能超过 ${SUMMARY_MAX} 个字符`,
  contentRequired: "请输入公告正文",
  contentLength: "公告正文过长",
  categoryInvalid: "请选择公告分类",
  brandLength: `品牌名称不能超过 ${BRAND_MAX} 个字符`,
  qualityOnly: "只有质量公告可以关联品牌和商品",
  tooManyProducts: `最多关联 ${MAX_PRODUCTS} 个商品`,
  productMissing: "关联的商品不存在",
  notFound: "公告不存在或已删除",
  saved: "公告已保存",
  deleted: "公告已删除",
  confirmDelete: "确定删除这条公告吗？",
  empty: "暂无公告",
} as const

export const KIND_TITLES: Readonly<Record<AnnouncementKind, string>> = { site: "网站公告", quality: "质量公告" }
/** The list and detail pages of each kind. */
export const KIND_PATHS: Readonly<Record<AnnouncementKind, { list: string; detail: string }>> = {
  site: { list: "/announcement", detail: "/announcement_detail" },
  quality: { list: "/quality", detail: "/quality_detail" },
}

export const categoryLabel = (kind: AnnouncementKind, category: string): string =>
  ANNOUNCEMENT_CATEGORIES[kind].find((c) => c.value === category)?.label ?? category

export const announcementHref = (kind: AnnouncementKind, id: number): string => `${KIND_PATHS[kind].detail}?id=${id}`

export interface AnnouncementInput {
  readonly kind: AnnouncementKind
  readonly category: string
  readonly title: string
  readonly summary: string
  /** Rich text as the editor gives it; the server sanitizes it before it is kept. */
  readonly content: string
  readonly brand: string
  readonly productIds: ReadonlyArray<number>
  readonly pinned: boolean
}

/** Whether html holds any text or picture once the tags are set aside. */
export const hasContent = (html: string): boolean => /<img\b/i.test(html) || html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") !== ""

/** The first problem of a notice as written, or null: the same rule in the form and on the server. */
export function announcementProblem(input: AnnouncementInput): string | null {
  const title = input.title.trim()
  if (Array.from(title).length < TITLE_MIN || Array.from(title).length > TITLE_MAX) return ANNOUNCEMENT_MESSAGES.titleLength
  if (!ANNOUNCEMENT_CATEGORIES[input.kind].some((c) => c.value === input.category)) return ANNOUNCEMENT_MESSAGES.categoryInvalid
  if (Array.from(input.summary.trim()).length > SUMMARY_MAX) return ANNOUNCEMENT_MESSAGES.summaryLength
  if (!hasContent(input.content)) return ANNOUNCEMENT_MESSAGES.contentRequired
  if (input.content.length > CONTENT_MAX) return ANNOUNCEMENT_MESSAGES.contentLength
  if (input.kind === "site" && (input.brand.trim() !== "" || input.productIds.length > 0)) return ANNOUNCEMENT_MESSAGES.qualityOnly
  if (Array.from(input.brand.trim()).length > BRAND_MAX) return ANNOUNCEMENT_MESSAGES.brandLength
  if (new Set(input.productIds).size > MAX_PRODUCTS) return ANNOUNCEMENT_MESSAGES.tooManyProducts
  return null
}

/** The summary a list shows: the given one, or the start of the text. */
export function summaryOf(summary: string, html: string, max = 80): string {
  if (summary.trim() !== "") return summary.trim()
  const text = html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim()
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}…`
}
