import { Schema } from "effect"
import { IdNumber, Int4FromString, NameText, SafeText } from "../core/validation/boundary.ts"
import { Encrypted, IdempotencyKey, PositiveIdFromString as IdFromString, Size } from "../core/endpoint-fields.ts"
import { endpoint } from "../core/endpoint.ts"
import { HomeCards } from "../shell/home-card.ts"
import { CommentStatistics } from "./entities/comment.ts"
import { Count, TotalledPage } from "../core/entities/common.ts"
import {
  CommentOrderStatus,
  CourseCard,
  CourseCategory,
  CourseCommentPage,
  CourseDetail,
  CourseOrder,
  CourseOrderPayResult,
  CoursePage,
  CoursePlan,
  CourseComment,
  MyCommentStatistics,
  MyCourseCommentPage,
  MyQuestion,
  PlayInfo,
  TeacherHome,
  TeacherPage,
} from "./entities/course.ts"
import { Question, Reply } from "./entities/question.ts"
import { OwnerCourseOrderPage } from "./entities/owner-order.ts"

/**
 * Video and image courses (spec 2 §2, §4, §7): the catalogue, teachers, playback with
 * previews and progress, course orders paid from the wallet balance, comments with likes,
 * questions and answers. Paths the spec gives are kept; the others are ours
 * (docs/decisions.md "Course paths").
 */

const IntFromString = Int4FromString
const PositiveInt = IdNumber
const Page = Schema.optional(IntFromString.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(100_000)))
const Sort = Schema.optional(Schema.String.check(Schema.isMaxLength(40)))
const Keyword = Schema.optional(Schema.String.check(Schema.isMaxLength(100)))
/** A text field of a form: any string up to a bound well above its rule, so the rule's own message answers. */
const FormText = SafeText
/** A grade list as a query carries it: `grade=1&grade=2` (arrays not indexed) or one value. */
const GradeList = Schema.optional(Schema.Union([Schema.Array(IntFromString), IntFromString]))
const LikeAnswer = Schema.Struct({ id: Count, likedStatus: Schema.Literals(["LIKE", "UNLIKE"]), likeNumber: Count })
const CourseMedia = Schema.Struct({ type: Schema.Literals(["image", "video"]), url: FormText(300) })

const QuestionPageAnswer = Schema.Struct({
  content: Schema.Array(Question),
  totalPage: Count,
  totalElements: Count,
})
const ReplyPageAnswer = TotalledPage(Reply)
export const MyQuestionPage = Schema.Struct({
  content: Schema.Array(MyQuestion),
  totalPage: Count,
  totalElements: Count,
})

export const coursesEndpoints = {
  /** 视频订单 and 图文订单 (/account/mine/order_video, order_image): paid orders of the courses the caller owns, newest first. */
  makerCourseOrders: endpoint({
    method: "GET",
    path: "/api/maker/course-orders",
    access: "makerCentre",
    query: Schema.Struct({
      type: Schema.Literals(["video", "image"]),
      page: Schema.optional(Int4FromString.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
      size: Schema.optional(Int4FromString.check(Schema.isBetween({ minimum: 1, maximum: 50 }))),
    }),
    response: OwnerCourseOrderPage,
    errors: [400],
  }),
  // Catalogue
  courseCategoryTree: endpoint({
    method: "GET",
    path: "/api/video/course/category/tree",
    access: "public",
    /** With a type, the counts are of that type's courses. */
    query: Schema.Struct({ type: Schema.optional(Schema.Literals(["video", "image"])) }),
    response: Schema.Array(CourseCategory),
    errors: [400],
  }),
  courseList: endpoint({
    method: "GET",
    path: "/api/video/course",
    access: "public",
    query: Schema.Struct({
      type: Schema.optional(Schema.Literals(["video", "image"])),
      catId: Schema.optional(IdFromString),
      teacherId: Schema.optional(IdFromString),
      keyword: Keyword,
      sort: Schema.optional(Schema.Literals(["default", "new", "hot", "priceAsc", "priceDesc"])),
      price: Schema.optional(Schema.Literals(["all", "free", "paid", "vip"])),
      page: Page,
      size: Size,
    }),
    response: CoursePage,
    errors: [400],
    sharedRead: true,
  }),
  courseDetail: endpoint({
    method: "GET",
    path: "/api/video/course/detail/{id}",
    access: "optional",
    params: Schema.Struct({ id: IdFromString }),
    response: CourseDetail,
    errors: [400, 404],
    sharedRead: true,
  }),
  /** The home page's 推荐课程 block (domain/shell/home-blocks.ts). */
  homeCourses: endpoint({
    method: "GET",
    path: "/api/video/course/recommend",
    access: "public",
    response: HomeCards,
    errors: [],
  }),
  /** 猜你喜欢: courses like the given one (same category first), or the most learned. */
  videoCourseLikeList: endpoint({
    method: "GET",
    path: "/api/video/course/like/list",
    access: "public",
    query: Schema.Struct({ courseId: Schema.optional(IdFromString), size: Size }),
    response: Schema.Array(CourseCard),
    errors: [400],
  }),
  teacherList: endpoint({
    method: "GET",
    path: "/api/video/teacher",
    access: "public",
    query: Schema.Struct({ keyword: Keyword, famous: Schema.optional(Schema.Literals(["true", "false"])), page: Page, size: Size }),
    response: TeacherPage,
    errors: [400],
  }),
  teacherHome: endpoint({
    method: "GET",
    path: "/api/video/teacher/{id}",
    access: "public",
    params: Schema.Struct({ id: IdFromString }),
    response: TeacherHome,
    errors: [400, 404],
  }),

  // Playback
  coursePlayInfo: endpoint({
    method: "GET",
    path: "/api/video/course/play/{lessonId}",
    access: "optional",
    params: Schema.Struct({ lessonId: IdFromString }),
    response: PlayInfo,
    errors: [400, 404],
  }),
  /** The lesson files behind signed, short-lived addresses (answers the bytes, with ranges). */
  courseMedia: endpoint({
    method: "GET",
    path: "/api/video/media/{token}",
    access: "public",
    params: Schema.Struct({ token: Schema.String.check(Schema.isMaxLength(1024)) }),
    response: Schema.Unknown,
    errors: [403, 404],
  }),
  courseProgressReport: endpoint({
    method: "POST",
    path: "/api/video/course/progress",
    access: "member",
    body: Schema.Struct({
      lessonId: PositiveInt,
      position: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 86_400 })),
      duration: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 86_400 })),
    }),
    response: Schema.Struct({ position: Count, done: Schema.Boolean }),
    errors: [400, 404],
    keepsSharedReads: true,
  }),
  coursePlan: endpoint({
    method: "GET",
    path: "/api/account/course/plan",
    access: "member",
    response: CoursePlan,
    errors: [],
  }),

  // Orders
  courseOrderCreate: endpoint({
    method: "POST",
    path: "/api/course/order",
    access: "member",
    body: Schema.Struct({ courseId: PositiveInt, idempotencyKey: IdempotencyKey }),
    response: CourseOrder,
    errors: [400, 404, 409],
  }),
  courseOrderDetail: endpoint({
    method: "GET",
    path: "/api/course/order/{orderNum}",
    access: "member",
    params: Schema.Struct({ orderNum: Schema.String.check(Schema.isPattern(/^[A-Z0-9]{6,40}$/)) }),
    response: CourseOrder,
    errors: [400, 404],
  }),
  courseOrderBalancePay: endpoint({
    method: "POST",
    path: "/api/course/order/balance/pay",
    access: "member",
    body: Schema.Struct({ orderNum: Schema.String.check(Schema.isPattern(/^[A-Z0-9]{6,40}$/)), payPass: Encrypted, idempotencyKey: IdempotencyKey }),
    response: CourseOrderPayResult,
    errors: [400, 404, 409, 429],
  }),

  // Comments (spec 2 §7). The member's statistics come before the course's: same shape of path.
  commentMyStatistics: endpoint({
    method: "GET",
    path: "/api/course/comment/statistics/my",
    access: "member",
    response: MyCommentStatistics,
    errors: [],
  }),
  commentStatistics: endpoint({
    method: "GET",
    path: "/api/course/comment/statistics/{courseId}",
    access: "public",
    params: Schema.Struct({ courseId: IdFromString }),
    response: CommentStatistics,
    errors: [400, 404],
  }),
  commentOrderStatus: endpoint({
    method: "GET",
    path: "/api/course/comment/order/status",
    access: "member",
    query: Schema.Struct({ courseId: IdFromString }),
    response: CommentOrderStatus,
    errors: [400, 404],
  }),
  commentList: endpoint({
    method: "GET",
    path: "/api/course/comment",
    access: "optional",
    query: Schema.Struct({ courseId: IdFromString, page: Page, size: Size, sort: Sort, grade: GradeList }),
    response: CourseCommentPage,
    errors: [400],
    sharedRead: true,
  }),
  commentCreate: endpoint({
    method: "POST",
    path: "/api/course/comment",
    access: "member",
    body: Schema.Struct({
      courseId: PositiveInt,
      orderNum: FormText(64),
      content: FormText(2000),
      grade: Schema.NullOr(Schema.Number),
      media: Schema.optional(Schema.Array(CourseMedia).check(Schema.isMaxLength(20))),
    }),
    response: CourseComment,
    errors: [400, 404, 409],
  }),
  commentMy: endpoint({
    method: "GET",
    path: "/api/course/comment/my",
    access: "member",
    query: Schema.Struct({ page: Page, size: Size, sort: Sort }),
    response: MyCourseCommentPage,
    errors: [400],
  }),
  commentLike: endpoint({
    method: "POST",
    path: "/api/course/comment/like/{id}",
    access: "member",
    params: Schema.Struct({ id: IdFromString }),
    response: LikeAnswer,
    errors: [400, 404],
  }),
  commentCancelLike: endpoint({
    method: "POST",
    path: "/api/course/comment/cancel/like/{id}",
    access: "member",
    params: Schema.Struct({ id: IdFromString }),
    response: LikeAnswer,
    errors: [400, 404],
  }),

  // Questions and answers (spec 2 §7)
  questionList: endpoint({
    method: "GET",
    path: "/api/course/question",
    access: "public",
    query: Schema.Struct({ courseId: IdFromString, page: Page, size: Size, sort: Sort }),
    response: QuestionPageAnswer,
    errors: [400],
  }),
  questionAnswerList: endpoint({
    method: "GET",
    path: "/api/course/question/answer",
    access: "public",
    query: Schema.Struct({ questionId: IdFromString, page: Page, size: Size, sort: Sort }),
    response: ReplyPageAnswer,
    errors: [400],
  }),
  questionCreate: endpoint({
    method: "POST",
    path: "/api/course/question",
    access: "member",
    body: Schema.Struct({ courseId: PositiveInt, title: NameText(1000), content: FormText(2000) }),
    response: Question,
    errors: [400, 404],
  }),
  questionAnswerCreate: endpoint({
    method: "POST",
    path: "/api/course/question/answer",
    access: "member",
    body: Schema.Struct({ questionId: PositiveInt, content: FormText(2000) }),
    response: Reply,
    errors: [400, 404],
  }),
  questionMy: endpoint({
    method: "GET",
    path: "/api/course/question/my",
    access: "member",
    query: Schema.Struct({ page: Page, size: Size, sort: Sort }),
    response: MyQuestionPage,
    errors: [400],
  }),
} as const

