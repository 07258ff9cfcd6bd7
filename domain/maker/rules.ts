/**
 * Makers (spec 1 §2.2 /micro, /micro/join, /micro/payDeposit; §6 the 创客会员 label): how a
 * member joins, what a short video needs, and how the 推荐 feed ranks. The spec shows none of
 * these rules; docs/decisions.md records the choices.
 */
import { formErrors, requiredTextErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { charLength } from "../core/validation/text.ts"
import { cents } from "../core/money.ts"

/** The maker deposit, paid from the balance when applying and refunded on rejection or leaving. */
export const MAKER_DEPOSIT_CENTS = cents(50_000)

/** Fields a maker may work in (the application's 创作领域). */
export const MAKER_FIELDS = ["护肤美妆", "健康科普", "中医养生", "健身减脂", "营养饮食", "母婴健康", "医美知识"] as const
export type MakerField = (typeof MAKER_FIELDS)[number]

/** The /micro category tabs besides 推荐 and 关注; 娱乐 is /micro/entertainment. */
export const MICRO_CATEGORIES = [
  { key: "entertainment", label: "娱乐" },
  { key: "beauty", label: "美妆" },
  { key: "health", label: "健康" },
  { key: "fitness", label: "健身" },
  { key: "food", label: "美食" },
] as const
export type MicroCategory = (typeof MICRO_CATEGORIES)[number]["key"]
export const MICRO_CATEGORY_KEYS = MICRO_CATEGORIES.map((c) => c.key) as unknown as readonly [MicroCategory, ...MicroCategory[]]

export const categoryLabel = (key: string): string => MICRO_CATEGORIES.find((c) => c.key === key)?.label ?? key

/** Application: pending (deposit unpaid), reviewing (paid, waiting), approved, rejected, left. */
export const APPLICATION_STATES = ["unpaid", "reviewing", "approved", "rejected", "left"] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]

export const APPLICATION_STATE_LABELS: Readonly<Record<ApplicationState, string>> = {
  unpaid: "待缴保证金",
  reviewing: "审核中",
  approved: "已通过",
  rejected: "已驳回",
  left: "已退出",
}

/** A work: waits for review, then published (or rejected); the maker may hide or delete it. */
export const WORK_STATES = ["reviewing", "published", "rejected", "hidden"] as const
export type WorkState = (typeof WORK_STATES)[number]

export const WORK_STATE_LABELS: Readonly<Record<WorkState, string>> = {
  reviewing: "审核中",
  published: "已发布",
  rejected: "未通过",
  hidden: "已隐藏",
}

export const MAKER_MESSAGES = {
  displayNameRequired: "请输入创客昵称",
  displayNameLength: "创客昵称长度在 2 到 20 个字符",
  fieldRequired: "请选择创作领域",
  introRequired: "请输入个人简介",
  introLength: "个人简介长度在 10 到 300 个字符",
  sampleRequired: "请上传一个代表作品",
  notCertified: "请先完成实名认证再申请成为创客",
  alreadyMaker: "您已经是创客会员",
  applicationOpen: "您已提交创客申请，请勿重复提交",
  applicationNotFound: "创客申请不存在",
  notPayable: "该申请无需缴纳保证金",
  notReviewable: "该申请已审核，请刷新列表",
  applied: "申请已提交，请缴纳保证金",
  approved: "已通过创客申请",
  rejected: "已驳回创客申请",
  left: "已退出创客，保证金已退回余额",
  notMaker: "仅创客会员可以使用创客中心",
  titleRequired: "请输入作品标题",
  titleLength: "作品标题长度在 2 到 50 个字符",
  categoryRequired: "请选择作品分类",
  videoRequired: "请上传 MP4 格式的视频",
  coverRequired: "请选择或上传封面",
  tagsTooMany: "最多 5 个标签，每个不超过 10 个字",
  workNotFound: "作品不存在或已删除",
  workNotReviewable: "该作品已审核，请刷新列表",
  workSubmitted: "作品已提交，等待审核",
  videoNotFound: "视频不存在或已下架",
  commentRequired: "请输入评论内容",
  commentLength: "评论不超过 200 个字",
  commentNotFound: "评论不存在或已删除",
  followSelf: "不能关注自己",
  likeLogin: "请先登录再点赞",
  fileNotYours: "请使用您本人上传的文件",
} as const

export interface JoinForm {
  readonly displayName: string
  readonly field: string
  readonly intro: string
  /** Path of an uploaded sample work (a picture or a video). */
  readonly sample: string
}
export type JoinField = keyof JoinForm

export function validateJoinForm(form: JoinForm): FormErrors<JoinField> {
  return formErrors<JoinField>({
    displayName: requiredTextErrors(form.displayName, 2, 20, { required: MAKER_MESSAGES.displayNameRequired, length: MAKER_MESSAGES.displayNameLength }),
    field: (MAKER_FIELDS as ReadonlyArray<string>).includes(form.field) ? [] : [MAKER_MESSAGES.fieldRequired],
    intro: requiredTextErrors(form.intro, 10, 300, { required: MAKER_MESSAGES.introRequired, length: MAKER_MESSAGES.introLength }),
    sample: form.sample.trim() === "" ? [MAKER_MESSAGES.sampleRequired] : [],
  })
}

export interface WorkForm {
  readonly title: string
  readonly category: string
  readonly tags: ReadonlyArray<string>
  readonly video: string
  readonly cover: string
}
export type WorkField = keyof WorkForm

export const MAX_TAGS = 5
export const MAX_TAG_LENGTH = 10

/** Tags from what a maker typed: split on spaces, commas and #, trimmed, without repeats. */
export function parseTags(text: string): ReadonlyArray<string> {
  const seen = new Set<string>()
  for (const raw of text.split(/[\s,，#、]+/)) {
    const tag = raw.trim()
    if (tag !== "") seen.add(tag)
  }
  return [...seen]
}

export function validateWorkForm(form: WorkForm): FormErrors<WorkField> {
  const tagsOk = form.tags.length <= MAX_TAGS && form.tags.every((t) => t.trim() !== "" && charLength(t) <= MAX_TAG_LENGTH)
  return formErrors<WorkField>({
    title: requiredTextErrors(form.title, 2, 50, { required: MAKER_MESSAGES.titleRequired, length: MAKER_MESSAGES.titleLength }),
    category: (MICRO_CATEGORY_KEYS as ReadonlyArray<string>).includes(form.category) ? [] : [MAKER_MESSAGES.categoryRequired],
    tags: tagsOk ? [] : [MAKER_MESSAGES.tagsTooMany],
    video: form.video.trim() === "" ? [MAKER_MESSAGES.videoRequired] : [],
    cover: form.cover.trim() === "" ? [MAKER_MESSAGES.coverRequired] : [],
  })
}

export function validateMicroComment(content: string): ReadonlyArray<string> {
  const text = content.trim()
  if (text === "") return [MAKER_MESSAGES.commentRequired]
  return charLength(text) > 200 ? [MAKER_MESSAGES.commentLength] : []
}

/** How many days of activity the 推荐 feed weighs. */
export const HOT_WINDOW_DAYS = 7

/**
 * The 推荐 rank of a video from its activity of the last HOT_WINDOW_DAYS days: a comment
 * weighs more than a like, a like more than a view; newer videos get a small lift that fades
 * over a week, so a fresh video is seen before it has any activity.
 */
export function hotScore(recent: { readonly likes: number; readonly comments: number; readonly views: number }, ageHours: number): number {
  const activity = recent.likes * 3 + recent.comments * 5 + recent.views
  const freshness = Math.max(0, 1 - Math.max(0, ageHours) / (HOT_WINDOW_DAYS * 24)) * 10
  return activity + freshness
}
