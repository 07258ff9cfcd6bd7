/**
 * Video and image courses: catalogue cards, details with chapters and lessons, teachers,
 * orders, play information, progress and the timetable. Money in cents, times as ISO 8601.
 */
import { Schema } from "effect"
import { Comment } from "./comment.ts"
import { AuthorSummary, Cents, Count, Id, TotalledPage } from "../../core/entities/common.ts"
import { MediaItem, VideoQualityItem } from "./media.ts"

const IsoTime = Schema.String

export const CourseType = Schema.Literals(["video", "image"])
export type CourseType = typeof CourseType.Type

const TeacherSummary = Schema.Struct({
  id: Id,
  name: Schema.String,
  /** Professional title, e.g. 主任中医师. */
  title: Schema.String,
  avatar: Schema.String,
})
export type TeacherSummary = typeof TeacherSummary.Type

/** A course as lists show it. */
export const CourseCard = Schema.Struct({
  id: Id,
  type: CourseType,
  title: Schema.String,
  subtitle: Schema.String,
  cover: Schema.String,
  categoryId: Id,
  categoryName: Schema.String,
  teacher: TeacherSummary,
  priceCents: Cents,
  /** What a VIP pays; null when VIPs pay the normal price. */
  vipPriceCents: Schema.NullOr(Cents),
  /** VIPs learn it for free. */
  vipFree: Schema.Boolean,
  salesCount: Count,
  /** Lessons of a video course, pictures of an image course. */
  lessonCount: Count,
  durationSeconds: Count,
  tags: Schema.Array(Schema.String),
  createTime: IsoTime,
})
export type CourseCard = typeof CourseCard.Type

export const CoursePage = TotalledPage(CourseCard)
export type CoursePage = typeof CoursePage.Type

/** How a lesson plays for the caller: all of it, the first tryTime seconds, or not at all. */
const PlayMode = Schema.Literals(["full", "preview", "locked"])
export type PlayMode = typeof PlayMode.Type

export const LessonSummary = Schema.Struct({
  id: Id,
  title: Schema.String,
  durationSeconds: Count,
  /** Preview seconds; 0 means no preview. */
  tryTime: Count,
  playMode: PlayMode,
  /** Where the member stopped, seconds; 0 when never watched or not signed in. */
  position: Count,
})
export type LessonSummary = typeof LessonSummary.Type

export const Chapter = Schema.Struct({
  id: Id,
  title: Schema.String,
  lessons: Schema.Array(LessonSummary),
})
export type Chapter = typeof Chapter.Type

/** One picture of an image course; `url` is null while the caller may not see it. */
const CourseImage = Schema.Struct({
  id: Id,
  caption: Schema.String,
  url: Schema.NullOr(Schema.String),
  locked: Schema.Boolean,
})
export type CourseImage = typeof CourseImage.Type

/** Why the caller may learn the whole course. */
const AccessReason = Schema.Literals(["free", "purchased", "vip"])

export const CourseAccess = Schema.Struct({
  /** May play every lesson / see every picture. */
  entitled: Schema.Boolean,
  reason: Schema.NullOr(AccessReason),
  /** The paid order, when bought. */
  orderNum: Schema.NullOr(Schema.String),
  /** What the caller would pay now (the VIP price for a VIP). */
  payCents: Cents,
  vipActive: Schema.Boolean,
  signedIn: Schema.Boolean,
})
export type CourseAccess = typeof CourseAccess.Type

export const TeacherDetail = Schema.Struct({
  id: Id,
  name: Schema.String,
  title: Schema.String,
  avatar: Schema.String,
  intro: Schema.String,
  specialties: Schema.Array(Schema.String),
  courseCount: Count,
  studentCount: Count,
  famous: Schema.Boolean,
})
export type TeacherDetail = typeof TeacherDetail.Type

export const CourseDetail = Schema.Struct({
  ...CourseCard.fields,
  /** Paragraphs of the introduction. */
  intro: Schema.Array(Schema.String),
  /** What the learner gets, one point a line. */
  highlights: Schema.Array(Schema.String),
  teacherDetail: TeacherDetail,
  chapters: Schema.Array(Chapter),
  images: Schema.Array(CourseImage),
  /** Pictures of an image course anyone may see. */
  previewImages: Count,
  access: CourseAccess,
})
export type CourseDetail = typeof CourseDetail.Type

export const TeacherPage = TotalledPage(TeacherDetail)
export type TeacherPage = typeof TeacherPage.Type

export const TeacherHome = Schema.Struct({
  teacher: TeacherDetail,
  courses: Schema.Array(CourseCard),
})
export type TeacherHome = typeof TeacherHome.Type

export const CourseCategory = Schema.Struct({
  catId: Id,
  name: Schema.String,
  parentCid: Schema.NullOr(Id),
  courseCount: Count,
  children: Schema.Array(
    Schema.Struct({ catId: Id, name: Schema.String, parentCid: Schema.NullOr(Id), courseCount: Count, children: Schema.Array(Schema.Never) }),
  ),
})
export type CourseCategory = typeof CourseCategory.Type

/** The pre-roll advert before a lesson. */
const PrerollAd = Schema.Struct({
  id: Id,
  title: Schema.String,
  url: Schema.String,
  /** Countdown start, seconds. */
  durationSeconds: Count,
  /** Where a click on the advert leads (an address inside the portal). */
  link: Schema.String,
})
export type PrerollAd = typeof PrerollAd.Type

/** What the player needs for one lesson. */
export const PlayInfo = Schema.Struct({
  course: Schema.Struct({ id: Id, title: Schema.String, type: CourseType, cover: Schema.String, priceCents: Cents }),
  lesson: Schema.Struct({ id: Id, title: Schema.String, durationSeconds: Count, chapterTitle: Schema.String }),
  playMode: PlayMode,
  /** Preview seconds when playMode is preview, else 0. */
  tryTime: Count,
  /** Signed, short-lived addresses, best quality first; empty when locked or without media. */
  qualities: Schema.Array(VideoQualityItem),
  ad: Schema.NullOr(PrerollAd),
  /** The position the server keeps for the member, with when it was saved. */
  progress: Schema.NullOr(Schema.Struct({ position: Count, updatedAt: IsoTime })),
  /** Lessons before and after, in catalogue order. */
  previousLessonId: Schema.NullOr(Id),
  nextLessonId: Schema.NullOr(Id),
  access: CourseAccess,
})
export type PlayInfo = typeof PlayInfo.Type

const CourseOrderStatus = Schema.Literals(["unpaid", "paid", "closed"])
export type CourseOrderStatus = typeof CourseOrderStatus.Type

export const CourseOrder = Schema.Struct({
  id: Id,
  orderNum: Schema.String,
  courseId: Id,
  courseType: CourseType,
  courseTitle: Schema.String,
  cover: Schema.String,
  teacherName: Schema.String,
  /** The course's list price. */
  priceCents: Cents,
  /** What this order costs (VIP price applied). */
  amountCents: Cents,
  status: CourseOrderStatus,
  createTime: IsoTime,
  payTime: Schema.NullOr(IsoTime),
  /** The lesson to start with after paying (video courses). */
  firstLessonId: Schema.NullOr(Id),
})
export type CourseOrder = typeof CourseOrder.Type

export const CourseOrderPayResult = Schema.Struct({
  order: CourseOrder,
  /** The balance after paying, cents. */
  balance: Cents,
})
export type CourseOrderPayResult = typeof CourseOrderPayResult.Type

/** A comment with its pictures and videos and the course it belongs to. */
export const CourseComment = Schema.Struct({
  ...Comment.fields,
  courseId: Id,
  media: Schema.Array(MediaItem),
})
export type CourseComment = typeof CourseComment.Type

export const CourseCommentPage = TotalledPage(CourseComment)
export type CourseCommentPage = typeof CourseCommentPage.Type

/** A comment in the member's own list, with the course it is about. */
export const MyCourseComment = Schema.Struct({
  ...CourseComment.fields,
  courseTitle: Schema.String,
  courseType: CourseType,
  cover: Schema.String,
})
export type MyCourseComment = typeof MyCourseComment.Type

export const MyCourseCommentPage = TotalledPage(MyCourseComment)

/** Whether the member may comment on a course, and with which order. */
export const CommentOrderStatus = Schema.Struct({
  courseId: Id,
  purchased: Schema.Boolean,
  /** The paid order a new comment is attached to; null when none is left. */
  orderNum: Schema.NullOr(Schema.String),
  commented: Schema.Boolean,
  /** Real-name certified. */
  auth: Schema.Boolean,
  authState: Schema.String,
})
export type CommentOrderStatus = typeof CommentOrderStatus.Type

/** The member's own comment counts, and bought courses still waiting for a comment. */
export const MyCommentStatistics = Schema.Struct({
  total: Count,
  goodTotal: Count,
  middleTotal: Count,
  simpleTotal: Count,
  likeTotal: Count,
  pending: Schema.Array(Schema.Struct({ courseId: Id, orderNum: Schema.String, courseTitle: Schema.String, cover: Schema.String, courseType: CourseType })),
})
export type MyCommentStatistics = typeof MyCommentStatistics.Type

/** A question in the member's own list, with the course it was asked about. */
export const MyQuestion = Schema.Struct({
  id: Id,
  userId: Schema.optional(Schema.NullOr(Id)),
  user: Schema.NullOr(AuthorSummary),
  title: Schema.String,
  content: Schema.String,
  createTime: Schema.String,
  answerTotal: Count,
  courseId: Id,
  courseTitle: Schema.String,
  courseType: CourseType,
})
export type MyQuestion = typeof MyQuestion.Type

export const PlanCourse = Schema.Struct({
  course: CourseCard,
  lessonsTotal: Count,
  lessonsDone: Count,
  percent: Count,
  /** The lesson to continue with. */
  nextLesson: Schema.NullOr(Schema.Struct({ id: Id, title: Schema.String, position: Count })),
  lastStudyTime: Schema.NullOr(IsoTime),
  orderNum: Schema.NullOr(Schema.String),
})
export type PlanCourse = typeof PlanCourse.Type

/** The member's timetable: courses in progress and seconds studied on each of the last 7 days. */
export const CoursePlan = Schema.Struct({
  courses: Schema.Array(PlanCourse),
  week: Schema.Array(Schema.Struct({ date: Schema.String, seconds: Count })),
  totalSeconds: Count,
})
export type CoursePlan = typeof CoursePlan.Type
