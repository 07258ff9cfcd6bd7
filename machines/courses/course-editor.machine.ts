import { assign, fromPromise, setup } from "xstate"
import { centsToYuan, parseYuan } from "../../domain/core/money.ts"
import { isFormValid, type FormErrors } from "../../domain/core/validation/form-errors.ts"
import type { CourseDraft, CourseEditorOptions } from "../../domain/courses/entities/maker-course.ts"
import { isSubmittable, outlineProblem, validateCourseForm, type CourseForm, type CourseFormField } from "../../domain/courses/maker-course.ts"

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
}

/** What the save call takes: the course form and its whole outline. */
export type CourseSave = CourseForm & {
  readonly id?: number
  readonly chapters: ReadonlyArray<{
    readonly id?: number
    readonly title: string
    readonly lessons: ReadonlyArray<{ readonly id?: number; readonly title: string; readonly tryTime: number; readonly video?: string }>
  }>
}

interface Context {
  readonly courseId: number | null
  readonly options: CourseEditorOptions | null
  readonly fields: CourseFields
  readonly chapters: ReadonlyArray<ChapterDraft>
  readonly saved: CourseDraft | null
  readonly errors: FormErrors<CourseFormField>
  readonly error: string | null
  readonly notice: string | null
  readonly nextKey: number
  /** Whether the save in flight goes on to submit. */
  readonly thenSubmit: boolean
}

type Move = -1 | 1

type Events =
  | { type: "field.change"; fields: Partial<CourseFields> }
  | { type: "chapter.add" }
  | { type: "chapter.rename"; key: string; title: string }
  | { type: "chapter.remove"; key: string }
  | { type: "chapter.move"; key: string; by: Move }
  | { type: "lesson.add"; chapterKey: string }
  | { type: "lesson.change"; key: string; title?: string; tryTimeText?: string }
  | { type: "lesson.video"; key: string; path: string }
  | { type: "lesson.remove"; key: string }
  | { type: "lesson.move"; key: string; by: Move }
  | { type: "course.save" }
  | { type: "course.submit" }
  | { type: "load.retry" }

const EMPTY_FIELDS: CourseFields = {
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
}

const lines = (text: string) => text.split("\n").map((l) => l.trim()).filter((l) => l !== "")
const words = (text: string) => text.split(/[\s,，、]+/).map((t) => t.trim()).filter((t) => t !== "")
/** A price the member typed: yuan with at most two decimals; anything else is not a price (-1 fails the rule). */
const centsOf = (text: string): number => (text.trim() === "" ? 0 : (parseYuan(text.trim()) ?? -1))
/** Try-time seconds as typed; anything not a whole number fails the rule. */
const secondsOf = (text: string): number => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : text.trim() === "" ? 0 : -1)

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

const outlineOf = (chapters: ReadonlyArray<ChapterDraft>) =>
  chapters.map((c) => ({ title: c.title, lessons: c.lessons.map((l) => ({ title: l.title, tryTime: secondsOf(l.tryTimeText), durationSeconds: l.video ? 0 : l.durationSeconds })) }))

export const saveOf = (context: Pick<Context, "courseId" | "fields" | "chapters">): CourseSave => ({
  ...courseFormOf(context.fields),
  ...(context.courseId === null ? {} : { id: context.courseId }),
  chapters: context.chapters.map((c) => ({
    ...(c.id === undefined ? {} : { id: c.id }),
    title: c.title,
    lessons: c.lessons.map((l) => ({
      ...(l.id === undefined ? {} : { id: l.id }),
      title: l.title,
      tryTime: secondsOf(l.tryTimeText),
      ...(l.video === undefined ? {} : { video: l.video }),
    })),
  })),
})

const fieldsOf = (d: CourseDraft): CourseFields => ({
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
})

const chaptersOf = (d: CourseDraft): ChapterDraft[] =>
  d.chapters.map((c) => ({
    key: `c${c.id}`,
    id: c.id,
    title: c.title,
    lessons: c.lessons.map((l) => ({ key: `l${l.id}`, id: l.id, title: l.title, tryTimeText: String(l.tryTime), durationSeconds: l.durationSeconds })),
  }))

const moved = <T extends { key: string }>(list: ReadonlyArray<T>, key: string, by: Move): T[] => {
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

const mapLessons = (chapters: ReadonlyArray<ChapterDraft>, f: (lessons: ReadonlyArray<LessonDraft>) => ReadonlyArray<LessonDraft>) =>
  chapters.map((c) => ({ ...c, lessons: f(c.lessons) }))

/** The form's first problem: the course's fields, then its outline (the server's rules). */
const problemsOf = (context: Context) => ({ errors: validateCourseForm(courseFormOf(context.fields)), outline: outlineProblem(outlineOf(context.chapters)) })

/**
 * The course editor (/account/mine/curriculum_video): loads the maker's teachers, categories
 * and adverts (and the course when editing), edits the course's fields and its outline —
 * chapters and lessons added, renamed, reordered and deleted, a video uploaded per lesson and
 * its preview seconds — then saves it (the server reads each video's duration and cuts the
 * preview) and submits it for review. A refusal keeps the draft and shows the server's message.
 */
export const courseEditorMachine = setup({
  types: { context: {} as Context, events: {} as Events, input: {} as { readonly courseId: number | null } },
  actors: {
    load: fromPromise<{ options: CourseEditorOptions; course: CourseDraft | null }, { courseId: number | null }>(async () => {
      throw new Error("courseEditorMachine needs a load actor")
    }),
    save: fromPromise<CourseDraft, CourseSave>(async () => {
      throw new Error("courseEditorMachine needs a save actor")
    }),
    submit: fromPromise<CourseDraft, { courseId: number }>(async () => {
      throw new Error("courseEditorMachine needs a submit actor")
    }),
  },
  actions: {
    assignSaved: assign(({ event }) => {
      const draft = (event as unknown as { output: CourseDraft }).output
      return { saved: draft, courseId: draft.id, fields: fieldsOf(draft), chapters: chaptersOf(draft), error: null }
    }),
    assignProblems: assign(({ context }) => {
      const { errors, outline } = problemsOf(context)
      return { errors, error: outline, notice: null }
    }),
  },
  guards: {
    isValid: ({ context }) => {
      const { errors, outline } = problemsOf(context)
      return isFormValid(errors) && outline === null
    },
    /** The save was for submitting and left the course in a state that goes to review by submitting. */
    isSubmitNext: ({ context, event }) => context.thenSubmit && isSubmittable((event as unknown as { output: CourseDraft }).output.state),
  },
}).createMachine({
  id: "courseEditor",
  context: ({ input }) => ({
    courseId: input.courseId,
    options: null,
    fields: EMPTY_FIELDS,
    chapters: [],
    saved: null,
    errors: {},
    error: null,
    notice: null,
    nextKey: 1,
    thenSubmit: false,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "load",
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: {
          target: "editing",
          actions: assign(({ event }) => ({
            options: event.output.options,
            ...(event.output.course === null ? {} : { saved: event.output.course, fields: fieldsOf(event.output.course), chapters: chaptersOf(event.output.course) }),
          })),
        },
        onError: { target: "failure", actions: assign({ error: ({ event }) => (event.error as Error).message || "加载失败" }) },
      },
    },
    failure: { on: { "load.retry": { target: "loading", actions: assign({ error: null }) } } },
    editing: {
      on: {
        "field.change": { actions: assign({ fields: ({ context, event }) => ({ ...context.fields, ...event.fields }), notice: null }) },
        "chapter.add": {
          actions: assign(({ context }) => ({
            chapters: [...context.chapters, { key: `n${context.nextKey}`, title: `第${context.chapters.length + 1}章`, lessons: [] }],
            nextKey: context.nextKey + 1,
          })),
        },
        "chapter.rename": { actions: assign({ chapters: ({ context, event }) => context.chapters.map((c) => (c.key === event.key ? { ...c, title: event.title } : c)) }) },
        "chapter.remove": { actions: assign({ chapters: ({ context, event }) => context.chapters.filter((c) => c.key !== event.key) }) },
        "chapter.move": { actions: assign({ chapters: ({ context, event }) => moved(context.chapters, event.key, event.by) }) },
        "lesson.add": {
          actions: assign(({ context, event }) => ({
            chapters: context.chapters.map((c) =>
              c.key === event.chapterKey ? { ...c, lessons: [...c.lessons, { key: `n${context.nextKey}`, title: `第${c.lessons.length + 1}课`, tryTimeText: "0", durationSeconds: 0 }] } : c,
            ),
            nextKey: context.nextKey + 1,
          })),
        },
        "lesson.change": {
          actions: assign({
            chapters: ({ context, event }) =>
              mapLessons(context.chapters, (ls) =>
                ls.map((l) => (l.key === event.key ? { ...l, title: event.title ?? l.title, tryTimeText: event.tryTimeText ?? l.tryTimeText } : l)),
              ),
          }),
        },
        "lesson.video": { actions: assign({ chapters: ({ context, event }) => mapLessons(context.chapters, (ls) => ls.map((l) => (l.key === event.key ? { ...l, video: event.path } : l))) }) },
        "lesson.remove": { actions: assign({ chapters: ({ context, event }) => mapLessons(context.chapters, (ls) => ls.filter((l) => l.key !== event.key)) }) },
        "lesson.move": { actions: assign({ chapters: ({ context, event }) => mapLessons(context.chapters, (ls) => moved(ls, event.key, event.by)) }) },
        "course.save": [
          { guard: "isValid", target: "saving", actions: assign({ errors: {}, error: null, notice: null, thenSubmit: false }) },
          { actions: "assignProblems" },
        ],
        "course.submit": [
          { guard: "isValid", target: "saving", actions: assign({ errors: {}, error: null, notice: null, thenSubmit: true }) },
          { actions: "assignProblems" },
        ],
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        src: "save",
        input: ({ context }) => saveOf(context),
        onDone: [
          { guard: "isSubmitNext", target: "submitting", actions: "assignSaved" },
          // Saving a listed or waiting course already sent it to review.
          { target: "editing", actions: ["assignSaved", assign(({ context }) => ({ notice: context.saved?.state === "reviewing" ? "课程已保存，等待审核" : "课程已保存" }))] },
        ],
        onError: { target: "editing", actions: assign({ error: ({ event }) => (event.error as Error).message || "保存失败" }) },
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "submit",
        input: ({ context }) => ({ courseId: context.courseId ?? 0 }),
        onDone: { target: "editing", actions: ["assignSaved", assign({ notice: "课程已提交审核" })] },
        onError: { target: "editing", actions: assign({ error: ({ event }) => (event.error as Error).message || "提交失败" }) },
      },
    },
  },
})
