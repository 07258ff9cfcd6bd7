import type { AreaHandlers } from "../../core/http/handler.ts"
import {
  approveCourse,
  editorOptions,
  myCourseDraft,
  myCourses,
  rejectCourse,
  reviewCourses,
  saveCourse,
  submitCourse,
  takeCourseOff,
} from "../services/maker-courses.ts"
import { myTeachers, saveTeacher } from "../services/maker-teachers.ts"
import { requireMaker } from "../../maker/services/joining.ts"
import { ownerComments, replyToComment } from "../services/comments.ts"
import { ownerQuestions } from "../services/questions.ts"

/** Makers' courses and their review (domain/courses/maker-endpoints.ts). */
export const makerCourseHandlers = {
  makerCourseTeachers: async (_input, { deps, user }) => {
    await requireMaker(deps.db, user.id)
    return myTeachers(deps.db, user.id)
  },
  makerCourseTeacherSave: async ({ body }, { deps, user }) => saveTeacher(deps.db, deps.files, user.id, body),
  makerCourses: async ({ query }, { deps, user }) => myCourses(deps.db, user.id, query),
  makerCourseOptions: async (_input, { deps, user }) => editorOptions(deps.db, user.id),
  makerCourse: async ({ params }, { deps, user }) => myCourseDraft(deps.db, deps.courseMedia, user.id, params.id),
  makerCourseSave: async ({ body }, { deps, user }) => saveCourse(deps.db, deps.files, deps.courseMedia, user.id, body, deps.now()),
  makerCourseComments: async ({ query }, { deps, user }) => {
    await requireMaker(deps.db, user.id)
    return ownerComments(deps.db, user.id, query)
  },
  makerCourseCommentReply: async ({ params, body }, { deps, user }) => {
    await requireMaker(deps.db, user.id)
    return replyToComment(deps.db, user.id, params.id, body.reply)
  },
  makerCourseQuestions: async ({ query }, { deps, user }) => {
    await requireMaker(deps.db, user.id)
    return ownerQuestions(deps.db, user.id, query)
  },
  makerCourseOff: async ({ params }, { deps, user }) => takeCourseOff(deps.db, deps.courseMedia, user.id, params.id),
  makerCourseSubmit: async ({ params }, { deps, user }) => submitCourse(deps.db, deps.courseMedia, user.id, params.id),

  adminCourses: async ({ query }, { deps }) => reviewCourses(deps.db, query),
  adminCourseApprove: async ({ params }, { deps }) => {
    const { ownerId, ...course } = await approveCourse(deps.db, params.id)
    await deps.chat.pushNoticeAfter(ownerId, { msgType: "SUCCESS", title: "课程审核", msg: `您的课程「${course.title}」已通过审核并上架` }, "course review")
    return course
  },
  adminCourseReject: async ({ params, body }, { deps }) => {
    const { ownerId, ...course } = await rejectCourse(deps.db, params.id, body.reason)
    await deps.chat.pushNoticeAfter(ownerId, { msgType: "WARNING", title: "课程审核", msg: `您的课程「${course.title}」未通过审核：${course.reason}` }, "course review")
    return course
  },
} satisfies AreaHandlers
