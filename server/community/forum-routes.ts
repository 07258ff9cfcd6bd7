import type { AppDeps } from "../core/deps.ts"
import type { AreaHandlers } from "../core/http/handler.ts"
import { listBoards } from "./services/forum-boards.ts"
import { createReply, deleteReply, listReplies, myReplies, setReplyLike, type PendingNotice } from "./services/forum-replies.ts"
import { dismissReport, hideReported, listReports, reportContent } from "./services/forum-reports.ts"
import { createTopic, deleteTopic, listTopics, moderateTopic, myTopics, setTopicLike, topicFor, updateTopic } from "./services/forum-topics.ts"

/** Pushes notices stored by a committed transaction to the members' open pages (the list already holds them). */
const push = async (deps: AppDeps, pending: ReadonlyArray<PendingNotice>) => {
  for (const p of pending) await deps.chat.send([p.userId], { type: "push", notice: p.notice })
}

/** The forum: see domain/community/forum-endpoints.ts. */
export const forumHandlers = {
  forumBoards: async (_input, { deps }) => listBoards(deps.db, deps.now()),

  forumTopics: async ({ query }, { deps }) => listTopics(deps.db, query, deps.now()),

  forumTopic: async ({ params }, { deps, user }) => topicFor(deps.db, params.id, user),

  forumTopicCreate: async ({ body }, { deps, user }) => createTopic(deps.db, user, body, deps.now()),

  forumTopicUpdate: async ({ params, body }, { deps, user }) => updateTopic(deps.db, user, params.id, body, deps.now()),

  forumTopicDelete: async ({ params }, { deps, user }) => {
    await deleteTopic(deps.db, user.id, params.id, deps.now())
    return { ok: true }
  },

  forumTopicLike: async ({ params, body }, { deps, user }) => setTopicLike(deps.db, user.id, params.id, body.liked),

  forumTopicModerate: async ({ params, body }, { deps, user }) => moderateTopic(deps.db, user, params.id, body),

  forumReplies: async ({ params, query }, { deps, user }) => listReplies(deps.db, params.id, user, query),

  forumReplyCreate: async ({ params, body }, { deps, user }) => {
    const { reply, notices } = await createReply(deps.db, user, params.id, body, deps.now())
    await push(deps, notices)
    return reply
  },

  forumReplyDelete: async ({ params }, { deps, user }) => {
    await deleteReply(deps.db, user.id, params.id)
    return { ok: true }
  },

  forumReplyLike: async ({ params, body }, { deps, user }) => setReplyLike(deps.db, user.id, params.id, body.liked),

  forumReport: async ({ body }, { deps, user }) => {
    await reportContent(deps.db, user.id, body, deps.now())
    return { ok: true }
  },

  forumMyTopics: async ({ query }, { deps, user }) => myTopics(deps.db, user.id, query),

  forumMyReplies: async ({ query }, { deps, user }) => myReplies(deps.db, user.id, query),

  adminForumReports: async ({ query }, { deps }) => listReports(deps.db, query),

  adminForumReportHide: async ({ params }, { deps, user }) => {
    const notices = await hideReported(deps.db, user.id, params.id, deps.now())
    await push(deps, notices)
    return { ok: true }
  },

  adminForumReportDismiss: async ({ params }, { deps, user }) => {
    await dismissReport(deps.db, user.id, params.id, deps.now())
    return { ok: true }
  },
} satisfies AreaHandlers
