import { Schema } from "effect"
import { PERMISSIONS, requires } from "../admin/index.ts"
import { endpoint } from "../core/endpoint.ts"
import { IdNumber, Int4, NameText, SafeText } from "../core/validation/boundary.ts"
import { IdParam, PageQuery } from "../member/endpoints/common.ts"
import { CourseComment, MyCourseCommentPage } from "./entities/course.ts"
import { MyQuestionPage } from "./endpoints.ts"
import { CourseDraft, CourseEditorOptions, CourseStateValue, MakerCourse, MakerCoursePage, MakerTeacher } from "./entities/maker-course.ts"

const REVIEWER = requires(PERMISSIONS.reviewContent)

const TeacherBody = Schema.Struct({
  id: Schema.optional(IdNumber),
  name: NameText(100),
  title: NameText(100),
  avatar: SafeText(300),
  intro: SafeText(2000),
})

const LessonBody = Schema.Struct({
  id: Schema.optional(IdNumber),
  title: NameText(200),
  tryTime: Int4,
  video: Schema.optional(SafeText(300)),
})

const ChapterBody = Schema.Struct({
  id: Schema.optional(IdNumber),
  title: NameText(200),
  lessons: Schema.Array(LessonBody).check(Schema.isMaxLength(200)),
})

/** A picture of an image course: one kept (id) or a new upload of kind pictures (path). */
const PictureBody = Schema.Struct({
  id: Schema.optional(IdNumber),
  path: Schema.optional(SafeText(300)),
  caption: SafeText(200),
})

/** The course form and its whole outline (a video course) or its pictures (an image course); the rules answer with their own messages (domain/courses/maker-course.ts). */
const CourseBody = Schema.Struct({
  id: Schema.optional(IdNumber),
  title: NameText(200),
  subtitle: SafeText(400),
  cover: SafeText(300),
  categoryId: Schema.NullOr(IdNumber),
  teacherId: Schema.NullOr(IdNumber),
  priceCents: Int4,
  vipPriceCents: Schema.NullOr(Int4),
  vipFree: Schema.Boolean,
  intro: SafeText(8000),
  highlights: Schema.Array(SafeText(400)).check(Schema.isMaxLength(50)),
  tags: Schema.Array(NameText(40)).check(Schema.isMaxLength(50)),
  adId: Schema.NullOr(IdNumber),
  chapters: Schema.Array(ChapterBody).check(Schema.isMaxLength(100)),
  /** The kind of a new course; an existing course keeps its own. Left out: video. */
  type: Schema.optional(Schema.Literals(["video", "image"])),
  pictures: Schema.optional(Schema.Array(PictureBody).check(Schema.isMaxLength(200))),
  previewImages: Schema.optional(Int4),
})

/**
 * Courses by makers (spec 1 §2.2 curriculum_video, curriculum_image, curriculum_teacher; paths are ours): the
 * maker's teachers, the course editor, submitting for review, and the review centre's queue.
 */
export const makerCourseEndpoints = {
  makerCourseTeachers: endpoint({ method: "GET", path: "/api/maker/course-teachers", access: "member", response: Schema.Array(MakerTeacher), errors: [403] }),
  makerCourseTeacherSave: endpoint({ method: "POST", path: "/api/maker/course-teachers", access: "member", body: TeacherBody, response: MakerTeacher, errors: [400, 403, 404] }),
  makerCourses: endpoint({
    method: "GET",
    path: "/api/maker/courses",
    access: "member",
    query: Schema.Struct({ ...PageQuery, type: Schema.Literals(["video", "image"]) }),
    response: MakerCoursePage,
    errors: [400, 403],
  }),
  makerCourseOptions: endpoint({ method: "GET", path: "/api/maker/courses/options", access: "member", response: CourseEditorOptions, errors: [403] }),
  makerCourse: endpoint({ method: "GET", path: "/api/maker/courses/{id}", access: "member", params: IdParam, response: CourseDraft, errors: [400, 403, 404] }),
  makerCourseSave: endpoint({ method: "POST", path: "/api/maker/courses", access: "member", body: CourseBody, response: CourseDraft, errors: [400, 403, 404, 409] }),
  /** Comments on the maker's courses (curriculum_comment), newest first, and the maker's reply. */
  makerCourseComments: endpoint({ method: "GET", path: "/api/maker/course-comments", access: "member", query: Schema.Struct({ ...PageQuery }), response: MyCourseCommentPage, errors: [400, 403] }),
  makerCourseCommentReply: endpoint({
    method: "PUT",
    path: "/api/maker/course-comments/{id}/reply",
    access: "member",
    params: IdParam,
    body: Schema.Struct({ reply: SafeText(1000) }),
    response: CourseComment,
    errors: [400, 403, 404],
  }),
  /** Questions on the maker's courses (curriculum_question), newest first; answered through questionAnswerCreate. */
  makerCourseQuestions: endpoint({ method: "GET", path: "/api/maker/course-questions", access: "member", query: Schema.Struct({ ...PageQuery }), response: MyQuestionPage, errors: [400, 403] }),
  makerCourseOff: endpoint({ method: "POST", path: "/api/maker/courses/{id}/off", access: "member", params: IdParam, response: CourseDraft, errors: [400, 403, 404, 409] }),
  makerCourseSubmit: endpoint({ method: "POST", path: "/api/maker/courses/{id}/submit", access: "member", params: IdParam, response: CourseDraft, errors: [400, 403, 404, 409] }),

  adminCourses: endpoint({
    method: "GET",
    path: "/api/admin/courses",
    access: REVIEWER,
    query: Schema.Struct({ ...PageQuery, state: CourseStateValue }),
    response: MakerCoursePage,
    errors: [400],
  }),
  adminCourseApprove: endpoint({ method: "POST", path: "/api/admin/courses/{id}/approve", access: REVIEWER, params: IdParam, response: MakerCourse, errors: [400, 404, 409] }),
  adminCourseReject: endpoint({
    method: "POST",
    path: "/api/admin/courses/{id}/reject",
    access: REVIEWER,
    params: IdParam,
    body: Schema.Struct({ reason: SafeText(200) }),
    response: MakerCourse,
    errors: [400, 404, 409],
  }),
} as const
