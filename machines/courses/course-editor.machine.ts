import { assign, setup } from "xstate"
import { isFormValid, type FormErrors } from "../../domain/core/validation/form-errors.ts"
import type { CourseDraft, CourseEditorOptions } from "../../domain/courses/entities/maker-course.ts"
import { isSubmittable, outlineProblem, validateCourseForm, type CourseFormField } from "../../domain/courses/maker-course.ts"
import { picturesProblem } from "../../domain/courses/maker-image-course.ts"
import {
  courseFormOf,
  editingOf,
  EMPTY_FIELDS,
  moved,
  outlineOf,
  saveOf,
  wholeOf,
  type ChapterDraft,
  type CourseFields,
  type CourseKind,
  type CourseSave,
  type LessonDraft,
  type Move,
  type PictureDraft,
} from "./course-editor.draft.ts"
import { requiredActor } from "../core/required-actor.ts"

export type { ChapterDraft, CourseKind, CourseSave, LessonDraft, PictureDraft } from "./course-editor.draft.ts"

interface Context {
  readonly kind: CourseKind
  readonly courseId: number | null
  readonly options: CourseEditorOptions | null
  readonly fields: CourseFields
  readonly chapters: ReadonlyArray<ChapterDraft>
  readonly pictures: ReadonlyArray<PictureDraft>
  /** Uploads already taken in as pictures: the upload widget reports its whole list each time. */
  readonly uploads: ReadonlyArray<string>
  readonly saved: CourseDraft | null
  readonly errors: FormErrors<CourseFormField>
  readonly error: string | null
  readonly notice: string | null
  readonly nextKey: number
  /** Whether the save in flight goes on to submit. */
  readonly thenSubmit: boolean
}

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
  | { type: "picture.add"; path: string; url: string }
  | { type: "picture.caption"; key: string; caption: string }
  | { type: "picture.remove"; key: string }
  | { type: "picture.move"; key: string; by: Move }
  | { type: "course.save" }
  | { type: "course.submit" }
  | { type: "load.retry" }


const mapLessons = (chapters: ReadonlyArray<ChapterDraft>, f: (lessons: ReadonlyArray<LessonDraft>) => ReadonlyArray<LessonDraft>) =>
  chapters.map((c) => ({ ...c, lessons: f(c.lessons) }))

/** The form's problems: the course's fields, then its outline or its pictures (the server's rules). */
const problemsOf = (context: Context) => ({
  errors: validateCourseForm(courseFormOf(context.fields)),
  outline:
    context.kind === "image"
      ? picturesProblem(
          context.pictures.map((p) => p.caption),
          wholeOf(context.fields.previewImagesText),
        )
      : outlineProblem(outlineOf(context.chapters)),
})

/**
 * The course editor (/account/mine/curriculum_video and curriculum_image): loads the maker's
 * teachers, categories and adverts (and the course when editing), edits the course's fields and
 * either its outline — chapters and lessons added, renamed, reordered and deleted, a video
 * uploaded per lesson and its preview seconds — or its pictures — added, captioned, reordered
 * and removed, and how many of them anyone may see — then saves it (the server reads each
 * video's duration and cuts the preview) and submits it for review. A refusal keeps the draft
 * and shows the server's message.
 */
export const courseEditorMachine = setup({
  types: { context: {} as Context, events: {} as Events, input: {} as { readonly courseId: number | null; readonly kind: CourseKind } },
  actors: {
    load: requiredActor<{ options: CourseEditorOptions; course: CourseDraft | null }, { courseId: number | null }>("courseEditorMachine needs a load actor"),
    save: requiredActor<CourseDraft, CourseSave>("courseEditorMachine needs a save actor"),
    submit: requiredActor<CourseDraft, { courseId: number }>("courseEditorMachine needs a submit actor"),
  },
  actions: {
    assignSaved: assign(({ event }) => {
      return { ...editingOf((event as unknown as { output: CourseDraft }).output), error: null }
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
    kind: input.kind,
    courseId: input.courseId,
    options: null,
    fields: EMPTY_FIELDS,
    chapters: [],
    pictures: [],
    uploads: [],
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
            ...(event.output.course === null ? {} : editingOf(event.output.course)),
          })),
        },
        onError: { target: "failure", actions: assign({ error: ({ event }) => (event.error as Error).message || "加载失败" }) },
      },
    },
    failure: { on: { "load.retry": { target: "loading", actions: assign({ error: null }) } } },
    editing: {
      on: {
        "field.change": { actions: assign({ fields: ({ context, event }) => ({ ...context.fields, ...event.fields }), notice: null, error: null }) },
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
        "picture.add": {
          actions: assign(({ context, event }) =>
            context.uploads.includes(event.path)
              ? {}
              : {
                  pictures: [...context.pictures, { key: `n${context.nextKey}`, path: event.path, url: event.url, caption: "" }],
                  uploads: [...context.uploads, event.path],
                  nextKey: context.nextKey + 1,
                },
          ),
        },
        "picture.caption": { actions: assign({ pictures: ({ context, event }) => context.pictures.map((p) => (p.key === event.key ? { ...p, caption: event.caption } : p)) }) },
        "picture.remove": { actions: assign({ pictures: ({ context, event }) => context.pictures.filter((p) => p.key !== event.key) }) },
        "picture.move": { actions: assign({ pictures: ({ context, event }) => moved(context.pictures, event.key, event.by) }) },
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
