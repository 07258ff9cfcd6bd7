import { COURSE_MESSAGES } from "../../../domain/courses/messages.ts"
import { notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { findCard } from "../services/catalog.ts"
import { courseStatistics, createComment, gradesOf, listComments, myComments, myStatistics, orderStatus, setLike } from "../services/comments.ts"
import { createAnswer, createQuestion, listAnswers, listQuestions, myQuestions } from "../services/questions.ts"

/** Comments with likes, questions and answers (spec 2 §7). */
export const courseCommentHandlers = {
  commentMyStatistics: async (_input, { deps, user }) => myStatistics(deps.db, user.id),

  commentStatistics: async ({ params }, { deps }) => {
    if (!(await findCard(deps.db, params.courseId))) throw notFound(COURSE_MESSAGES.courseNotFound)
    return courseStatistics(deps.db, params.courseId)
  },

  commentOrderStatus: async ({ query }, { deps, user }) => orderStatus(deps.db, user, query.courseId),

  commentList: async ({ query }, { deps, user }) => listComments(deps.db, { ...query, grades: gradesOf(query.grade) }, user?.id ?? null),

  // The comment and its points (2 a comment, 10 a day) commit together.
  commentCreate: async ({ body }, { deps, user }) => createComment(deps.db, user, body, deps.now()),

  commentMy: async ({ query }, { deps, user }) => myComments(deps.db, user.id, query),

  commentLike: async ({ params }, { deps, user }) => setLike(deps.db, user.id, params.id, true),

  commentCancelLike: async ({ params }, { deps, user }) => setLike(deps.db, user.id, params.id, false),

  questionList: async ({ query }, { deps }) => listQuestions(deps.db, query),

  questionAnswerList: async ({ query }, { deps }) => listAnswers(deps.db, query),

  questionCreate: async ({ body }, { deps, user }) => createQuestion(deps.db, user, body, deps.now()),

  questionAnswerCreate: async ({ body }, { deps, user }) => createAnswer(deps.db, user, body, deps.now()),

  questionMy: async ({ query }, { deps, user }) => myQuestions(deps.db, user.id, query),
} satisfies AreaHandlers
