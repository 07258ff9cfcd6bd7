import { normalizeKeyword } from "../../../domain/courses/catalog.ts"
import { COURSE_MESSAGES } from "../../../domain/courses/messages.ts"
import { forbidden, notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { sendFile } from "../../core/http/static-files.ts"
import { categoryTree, courseDetail, homeCourses, likeList, listCourses, listTeachers, teacherHome } from "../services/catalog.ts"
import { coursePlan, findLesson, playInfo, reportProgress } from "../services/play.ts"
import { accessOf, viewerFacts } from "../services/access.ts"
import { findCard } from "../services/catalog.ts"
import { playModeOf } from "../../../domain/courses/access.ts"

/** The catalogue, teachers, playback, progress and the timetable. */
export const courseCatalogHandlers = {
  courseCategoryTree: async ({ query }, { deps }) => categoryTree(deps.db, query.type),

  courseList: async ({ query }, { deps }) => listCourses(deps.db, { ...query, keyword: normalizeKeyword(query.keyword) || undefined }),

  courseDetail: async ({ params }, { deps, user }) => {
    const detail = await courseDetail(deps.db, deps.courseMedia, params.id, user?.id ?? null, deps.now())
    if (!detail) throw notFound(COURSE_MESSAGES.courseNotFound)
    return detail
  },

  homeCourses: async (_input, { deps }) => homeCourses(deps.db),

  videoCourseLikeList: async ({ query }, { deps }) => likeList(deps.db, query.courseId, query.size),

  teacherList: async ({ query }, { deps }) =>
    listTeachers(deps.db, {
      keyword: normalizeKeyword(query.keyword) || undefined,
      famous: query.famous === undefined ? undefined : query.famous === "true",
      page: query.page,
      size: query.size,
    }),

  teacherHome: async ({ params }, { deps }) => {
    const home = await teacherHome(deps.db, params.id)
    if (!home) throw notFound(COURSE_MESSAGES.teacherNotFound)
    return home
  },

  coursePlayInfo: async ({ params }, { deps, user }) => {
    const info = await playInfo(deps.db, deps.courseMedia, params.lessonId, user?.id ?? null, deps.now())
    if (!info) throw notFound(COURSE_MESSAGES.lessonNotFound)
    return info
  },

  courseMedia: async ({ params }, { deps, hono }) => {
    const checked = deps.courseMedia.check(params.token)
    if (!checked.ok) {
      if (checked.reason === "missing") throw notFound()
      throw forbidden(checked.reason === "expired" ? COURSE_MESSAGES.mediaExpired : COURSE_MESSAGES.mediaDenied)
    }
    // Private: the address is the member's, and it expires.
    return sendFile(hono, checked.file, "private, max-age=3600")
  },

  courseProgressReport: async ({ body }, { deps, user }) => {
    const lesson = await findLesson(deps.db, body.lessonId)
    if (!lesson) throw notFound(COURSE_MESSAGES.lessonNotFound)
    const now = deps.now()
    const card = await findCard(deps.db, lesson.courseId)
    if (!card) throw notFound(COURSE_MESSAGES.courseNotFound)
    const access = accessOf(card, await viewerFacts(deps.db, user.id, lesson.courseId, now))
    const mode = playModeOf(access.entitled, lesson.tryTime)
    const limit = mode === "full" ? 0 : mode === "preview" ? lesson.tryTime : -1
    if (limit < 0) return { position: 0, done: false }
    return reportProgress(
      deps.db,
      { userId: user.id, lessonId: lesson.id, courseId: lesson.courseId, position: body.position, duration: body.duration || lesson.durationSeconds, limit },
      now,
    )
  },

  coursePlan: async (_input, { deps, user }) => coursePlan(deps.db, user.id, deps.now()),
} satisfies AreaHandlers
