/**
 * Demo content of the course area: categories, teachers, 24 courses (20 video, 4 image) with
 * chapters and lessons, learners' comments and questions. Covers and pictures are the files
 * under public/course and media/courses (scripts/course-media/). The content is data in
 * `./data/courses.json`, checked against these schemas when loaded.
 */
import { Schema } from "effect"
import { decodeSeedList } from "../core/seed-data.ts"
import data from "./data/courses.json"

const CategorySeed = Schema.Struct({
  key: Schema.String,
  name: Schema.String,
  children: Schema.Array(Schema.Struct({ key: Schema.String, name: Schema.String })),
})
export type CategorySeed = typeof CategorySeed.Type

const TeacherSeed = Schema.Struct({
  key: Schema.String,
  name: Schema.String,
  title: Schema.String,
  intro: Schema.String,
  specialties: Schema.Array(Schema.String),
  famous: Schema.Boolean,
})
export type TeacherSeed = typeof TeacherSeed.Type

const CourseSeed = Schema.Struct({
  key: Schema.String,
  type: Schema.Literals(["video", "image"]),
  title: Schema.String,
  subtitle: Schema.String,
  category: Schema.String,
  teacher: Schema.String,
  /** Yuan, as a price tag reads. */
  price: Schema.Number,
  vipPrice: Schema.optional(Schema.Number),
  vipFree: Schema.optional(Schema.Boolean),
  recommended: Schema.optional(Schema.Boolean),
  ad: Schema.optional(Schema.Boolean),
  tags: Schema.Array(Schema.String),
  intro: Schema.String,
  highlights: Schema.Array(Schema.String),
  /** Video courses: chapters of lessons. */
  chapters: Schema.optional(Schema.Array(Schema.Struct({ title: Schema.String, lessons: Schema.Array(Schema.String) }))),
  /** Image courses: picture captions, and how many anyone may see. */
  images: Schema.optional(Schema.Array(Schema.String)),
  previewImages: Schema.optional(Schema.Number),
  /** Days before the seed the course went online. */
  age: Schema.Number,
})
export type CourseSeed = typeof CourseSeed.Type

/** A learner of the demo (all certified). */
export const LearnerSeed = Schema.Struct({
  username: Schema.String,
  nickName: Schema.String,
  gender: Schema.Literals(["男", "女"]),
})

/** Who wrote: an index into the learners, or a demo account's user name. */
const Author = Schema.Union([Schema.Number, Schema.String])

export const CommentSeed = Schema.Struct({
  course: Schema.String,
  by: Author,
  grade: Schema.Number,
  content: Schema.String,
  likes: Schema.Number,
  reply: Schema.optional(Schema.String),
  media: Schema.optional(Schema.Array(Schema.Struct({ type: Schema.Literals(["image", "video"]), url: Schema.String }))),
  daysAgo: Schema.Number,
})
export type CommentSeed = typeof CommentSeed.Type

export const QuestionSeed = Schema.Struct({
  course: Schema.String,
  by: Schema.NullOr(Author),
  title: Schema.String,
  content: Schema.String,
  daysAgo: Schema.Number,
  answers: Schema.Array(Schema.Struct({ by: Author, content: Schema.String })),
})
export type QuestionSeed = typeof QuestionSeed.Type

export const COURSE_CATEGORIES: ReadonlyArray<CategorySeed> = decodeSeedList(CategorySeed, data.categories)
export const COURSE_TEACHERS: ReadonlyArray<TeacherSeed> = decodeSeedList(TeacherSeed, data.teachers)
export const COURSES: ReadonlyArray<CourseSeed> = decodeSeedList(CourseSeed, data.courses)
/** Learners who bought courses and wrote comments and questions (all certified). */
export const COURSE_LEARNERS: ReadonlyArray<typeof LearnerSeed.Type> = decodeSeedList(LearnerSeed, data.learners)
export const COURSE_COMMENTS: ReadonlyArray<CommentSeed> = decodeSeedList(CommentSeed, data.comments)
export const COURSE_QUESTIONS: ReadonlyArray<QuestionSeed> = decodeSeedList(QuestionSeed, data.questions)
