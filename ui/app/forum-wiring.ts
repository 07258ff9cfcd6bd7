import { fromPromise } from "xstate"
import { FORUM_MESSAGES, validateForumReport, type ForumReportForm } from "../../domain/community/index.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import { forumReplyMachine } from "../../machines/community/forum-reply.machine.ts"
import { forumTopicMachine } from "../../machines/community/forum-topic.machine.ts"
import { formSubmitMachine } from "../../machines/core/form-submit.machine.ts"
import { commentLikeMachine } from "../../machines/courses/comment-like.machine.ts"
import { notify } from "../notify/toast-store.ts"
import { api } from "./services.ts"

/**
 * The forum's flows wired to the request client and the notices: the reply box, the topic
 * composer, the like buttons of topics and replies, the report form, and the calls of the
 * moderators' and administrators' buttons.
 */

/** The reply box of a topic; the page shows the new reply when `posted` grows. */
export const wiredForumReplyMachine = forumReplyMachine.provide({
  actors: {
    submitReply: fromPromise(({ input }) =>
      api.call(
        "forumReplyCreate",
        {
          params: { id: input.topicId },
          body: { bodyHtml: input.bodyHtml, quote: input.quote?.kind === "topic" ? "topic" : null, quoteReplyId: input.quote?.replyId ?? null },
        },
        { silent: true },
      ),
    ),
  },
  actions: {
    replyPosted: () => notify.success(FORUM_MESSAGES.replied),
  },
})

/** A new topic, or the edit of one's own. */
export const wiredForumTopicMachine = forumTopicMachine.provide({
  actors: {
    submitTopic: fromPromise(({ input }) =>
      input.topicId === null
        ? api.call("forumTopicCreate", { body: input.values }, { silent: true })
        : api.call("forumTopicUpdate", { params: { id: input.topicId }, body: input.values }, { silent: true }),
    ),
  },
})

const likeMachine = (call: (id: number, liked: boolean) => Promise<{ liked: boolean; likes: number }>) =>
  commentLikeMachine.provide({
    actors: {
      sendLike: fromPromise(async ({ input }) => {
        const answer = await call(input.id, input.action === "like")
        return { likedStatus: answer.liked ? "LIKE" : "UNLIKE", likeNumber: answer.likes } as const
      }),
    },
    actions: {
      askToLogIn: (_, params) => notify.warning(params.message),
      confirm: () => {},
    },
  })

/** The like button of a topic (shown at once, then set to what the server answers). */
export const wiredForumTopicLikeMachine = likeMachine((id, liked) => api.call("forumTopicLike", { params: { id }, body: { liked } }))

/** The like button of a reply. */
export const wiredForumReplyLikeMachine = likeMachine((id, liked) => api.call("forumReplyLike", { params: { id }, body: { liked } }))

/** The report form of a topic or a reply: checked with the server's rule, then sent. */
export const forumReportMachineFor = (target: { readonly targetType: "topic" | "reply"; readonly targetId: number }) =>
  formSubmitMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        const form = input as ForumReportForm
        await api.call("forumReport", { body: { ...target, reason: form.reason, detail: form.detail } }, { silent: true })
        notify.success(FORUM_MESSAGES.reported)
        return null
      }),
    },
    guards: { check: ({ event }) => isFormValid(validateForumReport(event.values as ForumReportForm)) },
  })
