/** Courses as their maker edits them (curriculum_video, curriculum_teacher) and as the review centre lists them. */
import { Schema } from "effect"
import { Cents, Count, Id, TotalledPage } from "../../core/entities/common.ts"
import { COURSE_STATES } from "../maker-course.ts"

export const CourseStateValue = Schema.Literals(COURSE_STATES)

export const MakerTeacher = Schema.Struct({
  id: Id,
  name: Schema.String,
  title: Schema.String,
  avatar: Schema.String,
  intro: Schema.String,
  courseCount: Count,
})
export type MakerTeacher = typeof MakerTeacher.Type

/** A maker's course in the list of curriculum_video and in the review queue. */
export const MakerCourse = Schema.Struct({
  id: Id,
  type: Schema.Literals(["video", "image"]),
  title: Schema.String,
  cover: Schema.String,
  priceCents: Cents,
  state: CourseStateValue,
  /** Why the review sent it back; empty otherwise. */
  reason: Schema.String,
  lessonCount: Count,
  salesCount: Count,
  owner: Schema.String,
  createTime: Schema.String,
})
export type MakerCourse = typeof MakerCourse.Type

export const MakerCoursePage = TotalledPage(MakerCourse)
export type MakerCoursePage = typeof MakerCoursePage.Type

export const EditorLesson = Schema.Struct({
  id: Id,
  title: Schema.String,
  tryTime: Count,
  durationSeconds: Count,
  /** Whether a preview file was cut for the try time. */
  hasPreview: Schema.Boolean,
})
export type EditorLesson = typeof EditorLesson.Type

export const EditorChapter = Schema.Struct({ id: Id, title: Schema.String, lessons: Schema.Array(EditorLesson) })
export type EditorChapter = typeof EditorChapter.Type

/** A picture of an image course as its maker sees it: a signed address of the file. */
export const EditorPicture = Schema.Struct({ id: Id, caption: Schema.String, url: Schema.String })
export type EditorPicture = typeof EditorPicture.Type

/** Everything the course editor shows of one course. */
export const CourseDraft = Schema.Struct({
  id: Id,
  type: Schema.Literals(["video", "image"]),
  title: Schema.String,
  subtitle: Schema.String,
  cover: Schema.String,
  categoryId: Id,
  teacherId: Id,
  priceCents: Cents,
  vipPriceCents: Schema.NullOr(Cents),
  vipFree: Schema.Boolean,
  intro: Schema.String,
  highlights: Schema.Array(Schema.String),
  tags: Schema.Array(Schema.String),
  adId: Schema.NullOr(Id),
  state: CourseStateValue,
  reason: Schema.String,
  chapters: Schema.Array(EditorChapter),
  /** An image course's pictures in order; none for a video course. */
  pictures: Schema.Array(EditorPicture),
  /** How many of the pictures anyone may see before buying. */
  previewImages: Count,
})
export type CourseDraft = typeof CourseDraft.Type

/** What the editor picks from: the categories (leaves with their parents' names) and the platform's adverts. */
export const CourseEditorOptions = Schema.Struct({
  categories: Schema.Array(Schema.Struct({ id: Id, name: Schema.String })),
  ads: Schema.Array(Schema.Struct({ id: Id, title: Schema.String, durationSeconds: Count })),
  teachers: Schema.Array(MakerTeacher),
})
export type CourseEditorOptions = typeof CourseEditorOptions.Type
