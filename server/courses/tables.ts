import { sql } from "drizzle-orm"
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "../session/tables/users.ts"
import { centsColumn } from "../core/db/cents-column.ts"
import { referenceTo } from "../core/db/reference-column.ts"
import { likesTable } from "../core/db/likes-table.ts"

/**
 * Video and image courses: categories, teachers, courses with chapters and lessons, the
 * renditions of each lesson (files under the course media folder, never public), pre-roll
 * adverts, orders paid from the wallet, progress, comments with likes, questions and answers.
 */

export const courseCategories = pgTable("course_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  parentId: integer("parent_id"),
  sort: integer("sort").notNull().default(0),
})

export const courseTeachers = pgTable("course_teachers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** Professional title: 主任中医师, 注册营养师... */
  title: text("title").notNull(),
  avatar: text("avatar").notNull(),
  intro: text("intro").notNull(),
  specialties: text("specialties").array().notNull().default([]),
  /** Shown on the 名师 page. */
  famous: boolean("famous").notNull().default(false),
  sort: integer("sort").notNull().default(0),
  /** The maker whose teacher this is (curriculum_teacher); null: the platform's. */
  ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
})

/** Pre-roll adverts (public files). */
export const courseAds = pgTable("course_ads", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  url: text("url").notNull(),
  durationSeconds: integer("duration_seconds").notNull(),
  link: text("link").notNull().default("/video"),
  enabled: boolean("enabled").notNull().default(true),
})

export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    /** video or image. */
    type: text("type").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    cover: text("cover").notNull(),
    categoryId: referenceTo("category_id", () => courseCategories.id),
    teacherId: referenceTo("teacher_id", () => courseTeachers.id),
    priceCents: centsColumn("price_cents").notNull(),
    /** What a VIP pays; null: the list price. */
    vipPriceCents: centsColumn("vip_price_cents"),
    vipFree: boolean("vip_free").notNull().default(false),
    salesCount: integer("sales_count").notNull().default(0),
    /** Introduction paragraphs, separated by blank lines. */
    intro: text("intro").notNull().default(""),
    /** What the learner gets, one point a line. */
    highlights: text("highlights").array().notNull().default([]),
    tags: text("tags").array().notNull().default([]),
    /** Pictures of an image course anyone may see. */
    previewImages: integer("preview_images").notNull().default(0),
    recommended: boolean("recommended").notNull().default(false),
    /**
     * The review state (domain/courses/maker-course.ts): draft, reviewing, on (listed), rejected
     * or off. Only on is listed and played.
     */
    status: text("status").notNull().default("on"),
    /** Why the review sent the course back (已驳回), read by its maker. */
    rejectReason: text("reject_reason").notNull().default(""),
    /** Pre-roll advert before this course's lessons. */
    adId: integer("ad_id").references(() => courseAds.id),
    /** The account that sells it in the maker centre (视频订单, 图文订单); null: the platform's own. */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("courses_category").on(t.categoryId),
    index("courses_owner").on(t.ownerId),
    index("courses_teacher").on(t.teacherId),
    check("courses_price_not_negative", sql`${t.priceCents} >= 0`),
  ],
)

export const courseChapters = pgTable(
  "course_chapters",
  {
    id: serial("id").primaryKey(),
    courseId: referenceTo("course_id", () => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("course_chapters_course").on(t.courseId)],
)

export const courseLessons = pgTable(
  "course_lessons",
  {
    id: serial("id").primaryKey(),
    courseId: referenceTo("course_id", () => courses.id, { onDelete: "cascade" }),
    chapterId: referenceTo("chapter_id", () => courseChapters.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    durationSeconds: integer("duration_seconds").notNull().default(0),
    /** Preview seconds for those who may not play the whole lesson; 0: no preview. */
    tryTime: integer("try_time").notNull().default(0),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("course_lessons_course").on(t.courseId), check("course_lessons_try_time", sql`${t.tryTime} >= 0`)],
)

/**
 * One quality of a lesson: the full file and, when the lesson has a preview, the file cut at
 * its try time. Paths are relative to the course media folder.
 */
export const lessonRenditions = pgTable(
  "lesson_renditions",
  {
    id: serial("id").primaryKey(),
    lessonId: referenceTo("lesson_id", () => courseLessons.id, { onDelete: "cascade" }),
    /** Short key: 720p, 360p. */
    definition: text("definition").notNull(),
    /** What the quality list shows: 高清, 流畅. */
    description: text("description").notNull(),
    file: text("file").notNull(),
    previewFile: text("preview_file"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("lesson_renditions_lesson").on(t.lessonId)],
)

/** The pictures of an image course (files under the course media folder). */
export const courseImages = pgTable(
  "course_images",
  {
    id: serial("id").primaryKey(),
    courseId: referenceTo("course_id", () => courses.id, { onDelete: "cascade" }),
    caption: text("caption").notNull(),
    file: text("file").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("course_images_course").on(t.courseId)],
)

export const courseOrders = pgTable(
  "course_orders",
  {
    id: serial("id").primaryKey(),
    orderNum: text("order_num").notNull().unique(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    courseId: referenceTo("course_id", () => courses.id),
    priceCents: centsColumn("price_cents").notNull(),
    amountCents: centsColumn("amount_cents").notNull(),
    /** unpaid, paid or closed. */
    status: text("status").notNull().default("unpaid"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("course_orders_user").on(t.userId, t.courseId),
    // A member buys a course once: at most one paid order per member and course.
    uniqueIndex("course_orders_one_paid").on(t.userId, t.courseId).where(sql`${t.status} = 'paid'`),
    // The sweep of overdue unpaid orders reads only these (every paid order would otherwise be scanned each minute).
    index("course_orders_unpaid").on(t.createdAt).where(sql`${t.status} = 'unpaid'`),
    check("course_orders_amount_not_negative", sql`${t.amountCents} >= 0`),
  ],
)

/** Where a member stopped in a lesson, kept for resuming and the timetable. */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    lessonId: referenceTo("lesson_id", () => courseLessons.id, { onDelete: "cascade" }),
    courseId: integer("course_id").notNull(),
    position: integer("position").notNull().default(0),
    duration: integer("duration").notNull().default(0),
    done: boolean("done").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index("lesson_progress_user_course").on(t.userId, t.courseId)],
)

/** Seconds a member studied on a day (China time), for the timetable. */
export const courseStudyDays = pgTable(
  "course_study_days",
  {
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    seconds: integer("seconds").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

export const courseComments = pgTable(
  "course_comments",
  {
    id: serial("id").primaryKey(),
    courseId: referenceTo("course_id", () => courses.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The paid order the comment is about: one comment per order. */
    orderNum: text("order_num").notNull().unique(),
    grade: integer("grade").notNull(),
    content: text("content").notNull(),
    likeNumber: integer("like_number").notNull().default(0),
    /** The teacher's or the portal's answer. */
    reply: text("reply"),
    /** Pictures and videos: [{ type, url }]. */
    media: jsonb("media").$type<Array<{ type: "image" | "video"; url: string }>>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    index("course_comments_course_time").on(t.courseId, t.createdAt),
    // A page of one or several grades reads each grade's newest rows from here (comments.ts, pageIds).
    index("course_comments_course_grade_time").on(t.courseId, t.grade, t.createdAt, t.id),
    index("course_comments_user").on(t.userId),
    check("course_comments_grade", sql`${t.grade} between 1 and 5`),
    check("course_comments_likes_not_negative", sql`${t.likeNumber} >= 0`),
  ],
)

/**
 * How many comments a course has of each grade, kept by a trigger on course_comments (migration
 * 0021): the comment pages read their totals here instead of counting a course's comments.
 */
export const courseCommentGrades = pgTable(
  "course_comment_grades",
  {
    courseId: referenceTo("course_id", () => courses.id, { onDelete: "cascade" }),
    grade: integer("grade").notNull(),
    total: integer("total").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.grade] }), check("course_comment_grades_total_not_negative", sql`${t.total} >= 0`)],
)

/** A member's like of a comment: at most one, so liking twice changes nothing. */
export const courseCommentLikes = likesTable("course_comment_likes", "commentId", "comment_id", () => courseComments.id)

export const courseQuestions = pgTable(
  "course_questions",
  {
    id: serial("id").primaryKey(),
    courseId: referenceTo("course_id", () => courses.id, { onDelete: "cascade" }),
    /** Null: anonymous (or a removed account). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    answerTotal: integer("answer_total").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("course_questions_course_time").on(t.courseId, t.createdAt), index("course_questions_user").on(t.userId)],
)

export const courseAnswers = pgTable(
  "course_answers",
  {
    id: serial("id").primaryKey(),
    questionId: referenceTo("question_id", () => courseQuestions.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("course_answers_question_time").on(t.questionId, t.createdAt)],
)
