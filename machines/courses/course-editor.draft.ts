/**
 * What the course editor (machines/courses/course-editor.machine.ts) holds and sends: the form's
 * text fields, a video course's chapters and lessons, an image course's pictures, and their
 * conversions to and from the maker-course calls.
 */
import { centsToYuan, parseYuan } from "../../domain/core/money.ts"
import type { CourseDraft } from "../../domain/courses/entities/maker-course.ts"
import type { CourseForm } from "../../domain/courses/maker-course.ts"

export type CourseKind = "video" | "image"

/** A lesson as the editor holds it: key is local; id once saved; video a new upload to attach. */
export interface LessonDraft {
  readonly key: string
  readonly id?: number
  readonly title: string
  readonly tryTimeText: string
  readonly durationSeconds: number
  readonly video?: string
}

export interface ChapterDraft {
  readonly key: string
  readonly id?: number
  readonly title: string
  readonly lessons: ReadonlyArray<LessonDraft>
}

/** A picture of an image course: id once saved; path a new upload; url what the editor shows. */
export interface PictureDraft {
  readonly key: string
  readonly id?: number
  readonly path?: string
  readonly url: string
  readonly caption: string
}

export interface CourseFields {
  readonly title: string
  readonly subtitle: string
  readonly cover: string
  readonly categoryId: number | null
  readonly teacherId: number | null
  readonly priceText: string
  readonly vipPriceText: string
  readonly vipFree: boolean
  readonly intro: string
  readonly highlightsText: string
  readonly tagsText: string
  readonly adId: number | null
  /** How many pictures of an image course anyone may see, as typed. */
  readonly previewImagesText: string
}

/** What the save call takes: the course form and its whole outline, or its pictures. */
export type CourseSave = CourseForm & {
  readonly id?: number
  readonly type: CourseKind
  readonly chapters: ReadonlyArray<{
    readonly id?: number
    readonly title: string
    readonly lessons: ReadonlyArray<{ readonly id?: number; readonly title: string; readonly tryTime: number; readonly video?: string }>
  }>
  readonly pictures: ReadonlyArray<{ readonly id?: number; readonly path?: string; readonly caption: string }>
  readonly previewImages: number
}

export const EMPTY_FIELDS: CourseFields = {
  title: "",
  subtitle: "",
  cover: "",
  categoryId: null,
  teacherId: null,
  priceText: "",
  vipPriceText: "",
  vipFree: false,
  intro: "",
  highlightsText: "",
  tagsText: "",
  adId: null,
  previewImagesText: "1",
}

const lines = (text: string) => text.split("\n").map((l) => l.trim()).filter((l) => l !== "")
const words = (text: string) => text.split(/[\s,，、]+/).map((t) => t.trim()).filter((t) => t !== "")
/** A price the member typed: yuan with at most two decimals; anything else is not a price (-1 fails the rule). */
const centsOf = (text: string): number => (text.trim() === "" ? 0 : (parseYuan(text.trim()) ?? -1))
/** A whole number as typed (try-time seconds, free pictures); empty is 0, anything else -1 and fails its rule. */
export const wholeOf = (text: string): number => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : text.trim() === "" ? 0 : -1)

export const courseFormOf = (f: CourseFields): CourseForm => ({
  title: f.title,
  subtitle: f.subtitle,
  cover: f.cover,
  categoryId: f.categoryId,
  teacherId: f.teacherId,
  priceCents: centsOf(f.priceText),
  vipPriceCents: f.vipPriceText.trim() === "" ? null : centsOf(f.vipPriceText),
  vipFree: f.vipFree,
  intro: f.intro,
  highlights: lines(f.highlightsText),
  tags: words(f.tagsText),
  adId: f.adId,
})

export const outlineOf = (chapters: ReadonlyArray<ChapterDraft>) =>
  chapters.map((c) => ({ title: c.title, lessons: c.lessons.map((l) => ({ title: l.title, tryTime: wholeOf(l.tryTimeText), durationSeconds: l.video ? 0 : l.durationSeconds })) }))

interface Editing {
  readonly kind: CourseKind
  readonly courseId: number | null
  readonly fields: CourseFields
  readonly chapters: ReadonlyArray<ChapterDraft>
  readonly pictures: ReadonlyArray<PictureDraft>
}

export const saveOf = (context: Editing): CourseSave => ({
  ...courseFormOf(context.fields),
  ...(context.courseId === null ? {} : { id: context.courseId }),
  type: context.kind,
  chapters: context.chapters.map((c) => ({
    ...(c.id === undefined ? {} : { id: c.id }),
    title: c.title,
    lessons: c.lessons.map((l) => ({
      ...(l.id === undefined ? {} : { id: l.id }),
      title: l.title,
      tryTime: wholeOf(l.tryTimeText),
      ...(l.video === undefined ? {} : { video: l.video }),
    })),
  })),
  pictures: context.pictures.map((p) => ({ ...(p.id === undefined ? {} : { id: p.id }), ...(p.path === undefined ? {} : { path: p.path }), caption: p.caption })),
  previewImages: context.kind === "image" ? wholeOf(context.fields.previewImagesText) : 0,
})

export const fieldsOf = (d: CourseDraft): CourseFields => ({
  title: d.title,
  subtitle: d.subtitle,
  cover: d.cover,
  categoryId: d.categoryId,
  teacherId: d.teacherId,
  priceText: centsToYuan(d.priceCents),
  vipPriceText: d.vipPriceCents === null ? "" : centsToYuan(d.vipPriceCents),
  vipFree: d.vipFree,
  intro: d.intro,
  highlightsText: d.highlights.join("\n"),
  tagsText: d.tags.join(" "),
  adId: d.adId,
  previewImagesText: String(Math.max(d.previewImages, 1)),
})

export const chaptersOf = (d: CourseDraft): ChapterDraft[] =>
  d.chapters.map((c) => ({
    key: `c${c.id}`,
    id: c.id,
    title: c.title,
    lessons: c.lessons.map((l) => ({ key: `l${l.id}`, id: l.id, title: l.title, tryTimeText: String(l.tryTime), durationSeconds: l.durationSeconds })),
  }))

export const picturesOf = (d: CourseDraft): PictureDraft[] => d.pictures.map((p) => ({ key: `p${p.id}`, id: p.id, url: p.url, caption: p.caption }))

/** Everything the editor shows of a saved course. */
export const editingOf = (d: CourseDraft) => ({ saved: d, courseId: d.id, fields: fieldsOf(d), chapters: chaptersOf(d), pictures: picturesOf(d) })

export type Move = -1 | 1

export const moved = <T extends { key: string }>(list: ReadonlyArray<T>, key: string, by: Move): T[] => {
  const out = [...list]
  const i = out.findIndex((x) => x.key === key)
  const j = i + by
  const a = out[i]
  const b = out[j]
  if (i < 0 || !a || !b) return out
  out[i] = b
  out[j] = a
  return out
}
