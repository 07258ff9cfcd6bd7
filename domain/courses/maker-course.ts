/**
 * Courses written by makers (spec 1 §2.2 curriculum_video, curriculum_teacher; spec 2 §5): the
 * course form, the teacher form, the lesson's preview time, the review states and the maker's
 * share of a sale. The browser's forms and the server run these same rules.
 */
import { formErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { charLength } from "../core/validation/text.ts"
import { isPreviewTimeValid } from "./preview.ts"

/**
 * A course's review state, kept in courses.status: a maker's course is a draft until submitted,
 * waits for review, is listed (on) once approved or goes back to the maker with a reason.
 * The platform's own courses are on or off.
 */
export const COURSE_STATES = ["draft", "reviewing", "on", "rejected", "off"] as const
export type CourseState = (typeof COURSE_STATES)[number]

export const COURSE_STATE_LABELS: Readonly<Record<CourseState, string>> = {
  draft: "草稿",
  reviewing: "待审核",
  on: "已上架",
  rejected: "已驳回",
  off: "已下架",
}

export const courseStateOf = (status: string): CourseState => ((COURSE_STATES as ReadonlyArray<string>).includes(status) ? (status as CourseState) : "off")

/** The maker's share of what a member pays for the maker's course, in percent. */
export const MAKER_SHARE_PERCENT = 70

/** The maker's share of a payment, rounded down to the cent (the platform keeps the rest). */
export const makerShareOf = (amountCents: number): number => Math.floor((amountCents * MAKER_SHARE_PERCENT) / 100)

/** The highest course price: ¥99,999.99. */
export const COURSE_PRICE_MAX_CENTS = 9_999_999

export const MAKER_COURSE_MESSAGES = {
  titleRequired: "请输入课程标题",
  titleLength: "课程标题长度在 2 到 50 个字符",
  subtitleLength: "副标题不能超过 100 个字符",
  coverRequired: "请上传课程封面",
  categoryRequired: "请选择课程分类",
  teacherRequired: "请选择讲师",
  priceInvalid: "价格须在 0 到 99999.99 元之间",
  vipPriceInvalid: "会员价不能高于原价",
  introLength: "课程介绍不能超过 2000 个字符",
  highlightsInvalid: "课程亮点最多 10 条，每条不超过 100 个字符",
  tagsInvalid: "最多 5 个标签，每个不超过 10 个字",
  chapterTitle: "章节名称长度在 1 到 50 个字符",
  lessonTitle: "课时名称长度在 1 到 50 个字符",
  tryTimeInvalid: "试看时长须为不小于 0 的整数秒",
  tryTimeTooLong: "试看时长须小于视频时长",
  outlineTooLarge: "最多 50 个章节，每章最多 100 个课时",
  videoRequired: "请上传 MP4 格式的课程视频",
  videoUnreadable: "无法读取视频时长，请上传完整的 MP4 文件",
  noLessons: "请至少添加一个有视频的课时再提交审核",
  lessonWithoutVideo: "每个课时都需要上传视频后才能提交审核",
  courseNotFound: "课程不存在或已删除",
  notSubmittable: "该课程正在审核或已上架，无需重复提交",
  notListed: "只有已上架的课程可以下架",
  notReviewable: "该课程已审核，请刷新列表",
  teacherNotFound: "讲师不存在",
  teacherName: "讲师姓名长度在 2 到 20 个字符",
  teacherTitle: "请输入讲师职称（不超过 30 个字符）",
  teacherAvatar: "请上传讲师头像",
  teacherIntro: "讲师简介长度在 10 到 500 个字符",
  adNotFound: "所选广告不存在",
  saved: "课程已保存",
  submitted: "课程已提交审核",
} as const

const M = MAKER_COURSE_MESSAGES

export interface CourseForm {
  readonly title: string
  readonly subtitle: string
  readonly cover: string
  readonly categoryId: number | null
  readonly teacherId: number | null
  readonly priceCents: number
  /** Null: VIPs pay the list price. */
  readonly vipPriceCents: number | null
  readonly vipFree: boolean
  readonly intro: string
  readonly highlights: ReadonlyArray<string>
  readonly tags: ReadonlyArray<string>
  /** The platform's pre-roll advert; null: none. */
  readonly adId: number | null
}

export type CourseFormField = "title" | "subtitle" | "cover" | "categoryId" | "teacherId" | "priceCents" | "vipPriceCents" | "intro" | "highlights" | "tags"

const isPrice = (cents: number) => Number.isSafeInteger(cents) && cents >= 0 && cents <= COURSE_PRICE_MAX_CENTS

export function validateCourseForm(form: CourseForm): FormErrors<CourseFormField> {
  const title = charLength(form.title.trim())
  return formErrors<CourseFormField>({
    title: title === 0 ? [M.titleRequired] : title < 2 || title > 50 ? [M.titleLength] : [],
    subtitle: charLength(form.subtitle) > 100 ? [M.subtitleLength] : [],
    cover: form.cover.trim() === "" ? [M.coverRequired] : [],
    categoryId: form.categoryId === null ? [M.categoryRequired] : [],
    teacherId: form.teacherId === null ? [M.teacherRequired] : [],
    priceCents: isPrice(form.priceCents) ? [] : [M.priceInvalid],
    vipPriceCents:
      form.vipPriceCents === null ? [] : !isPrice(form.vipPriceCents) ? [M.priceInvalid] : form.vipPriceCents > form.priceCents ? [M.vipPriceInvalid] : [],
    intro: charLength(form.intro) > 2000 ? [M.introLength] : [],
    highlights: form.highlights.length > 10 || form.highlights.some((h) => charLength(h) > 100) ? [M.highlightsInvalid] : [],
    tags: form.tags.length > 5 || form.tags.some((t) => charLength(t.trim()) === 0 || charLength(t) > 10) ? [M.tagsInvalid] : [],
  })
}

/**
 * The lesson's preview seconds against its video's duration (spec 2 §5: below the duration):
 * a whole number of seconds, 0 for none, and below the duration once the video is known.
 * Null when the time is acceptable, else the message.
 */
export function tryTimeProblem(tryTime: number, durationSeconds: number): string | null {
  if (!Number.isSafeInteger(tryTime) || tryTime < 0) return M.tryTimeInvalid
  if (tryTime > 0 && durationSeconds > 0 && !isPreviewTimeValid(tryTime, durationSeconds)) return M.tryTimeTooLong
  return null
}

export const OUTLINE_LIMITS = { chapters: 50, lessonsPerChapter: 100 } as const

export interface OutlineLesson {
  readonly title: string
  readonly tryTime: number
  /** Seconds of the lesson's video; 0 while it has none. */
  readonly durationSeconds: number
}

export interface OutlineChapter {
  readonly title: string
  readonly lessons: ReadonlyArray<OutlineLesson>
}

const titleOk = (title: string) => {
  const n = charLength(title.trim())
  return n >= 1 && n <= 50
}

/** The first problem of a course outline (chapters in order, each with its lessons), or null. */
export function outlineProblem(chapters: ReadonlyArray<OutlineChapter>): string | null {
  if (chapters.length > OUTLINE_LIMITS.chapters || chapters.some((c) => c.lessons.length > OUTLINE_LIMITS.lessonsPerChapter)) return M.outlineTooLarge
  for (const chapter of chapters) {
    if (!titleOk(chapter.title)) return M.chapterTitle
    for (const lesson of chapter.lessons) {
      if (!titleOk(lesson.title)) return M.lessonTitle
      const problem = tryTimeProblem(lesson.tryTime, lesson.durationSeconds)
      if (problem !== null) return problem
    }
  }
  return null
}

/** Why a course cannot go to review yet (every lesson needs its video), or null. */
export function submitProblem(chapters: ReadonlyArray<OutlineChapter>): string | null {
  const lessons = chapters.flatMap((c) => c.lessons)
  if (lessons.length === 0) return M.noLessons
  if (lessons.some((l) => l.durationSeconds <= 0)) return M.lessonWithoutVideo
  return outlineProblem(chapters)
}

/** Whether the maker may send the course to review from this state. */
export const isSubmittable = (state: CourseState): boolean => state === "draft" || state === "rejected" || state === "off"

export interface TeacherForm {
  readonly name: string
  readonly title: string
  readonly avatar: string
  readonly intro: string
}

export type TeacherFormField = keyof TeacherForm

export function validateTeacherForm(form: TeacherForm): FormErrors<TeacherFormField> {
  const name = charLength(form.name.trim())
  const title = charLength(form.title.trim())
  const intro = charLength(form.intro.trim())
  return formErrors<TeacherFormField>({
    name: name < 2 || name > 20 ? [M.teacherName] : [],
    title: title === 0 || title > 30 ? [M.teacherTitle] : [],
    avatar: form.avatar.trim() === "" ? [M.teacherAvatar] : [],
    intro: intro < 10 || intro > 500 ? [M.teacherIntro] : [],
  })
}
