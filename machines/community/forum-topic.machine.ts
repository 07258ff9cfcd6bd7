import { assign, setup } from "xstate"
import { isFormValid, type FormErrors } from "../../domain/core/validation/form-errors.ts"
import { validateForumTopic, type ForumTopicField, type ForumTopicForm } from "../../domain/community/forum.ts"
import { callCode, callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "发帖失败，请重试")
const codeOf = callCode

export interface ForumTopicInput {
  /** The topic being edited, or null for a new one. */
  readonly topicId: number | null
}

export interface ForumTopicContext {
  readonly topicId: number | null
  readonly values: ForumTopicForm | null
  /** The form's messages when it was last sent. */
  readonly errors: FormErrors<ForumTopicField>
  /** The member tried to send: from then on the form's messages follow what is typed. */
  readonly attempted: boolean
  readonly error: string | null
  readonly code: string | null
  /** The topic's id once it is posted. */
  readonly result: number | null
}

export type ForumTopicEvent = { type: "topic.submit"; values: ForumTopicForm } | { type: "topic.retry" } | { type: "topic.edit" } | { type: "topic.cancel" }

/** What the `submitTopic` actor sends: a new topic, or the edit of `topicId`. */
export interface ForumTopicSubmission {
  readonly topicId: number | null
  readonly values: ForumTopicForm
}

/**
 * Writing a forum topic, or editing one's own: the form (board, title, rich-text body) is checked
 * with the server's own rule and its messages kept per field; a valid one is sent. Posted ends
 * the flow with the topic's id (the page opens it); a refusal keeps the form with the server's
 * message and code (e.g. real_name_required) for a retry or an edit; cancel ends it without
 * sending.
 */
export const forumTopicMachine = setup({
  types: {
    context: {} as ForumTopicContext,
    events: {} as ForumTopicEvent,
    input: {} as ForumTopicInput,
    output: {} as { id: number | null },
  },
  actors: {
    submitTopic: requiredActor<{ id: number }, ForumTopicSubmission>("forumTopicMachine needs a submitTopic actor"),
  },
  actions: {
    keepValues: assign({
      values: ({ event }) => (event.type === "topic.submit" ? event.values : null),
      errors: {},
      attempted: true,
      error: null,
      code: null,
    }),
    refuseValues: assign({
      errors: ({ event }) => (event.type === "topic.submit" ? validateForumTopic(event.values) : {}),
      attempted: true,
      error: null,
      code: null,
    }),
  },
  guards: {
    isValid: ({ event }) => event.type === "topic.submit" && isFormValid(validateForumTopic(event.values)),
  },
}).createMachine({
  id: "forumTopic",
  context: ({ input }) => ({ topicId: input.topicId, values: null, errors: {}, attempted: false, error: null, code: null, result: null }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "topic.submit": [
          { guard: "isValid", target: "submitting", actions: "keepValues" },
          { actions: "refuseValues" },
        ],
        "topic.cancel": "cancelled",
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "submitTopic",
        input: ({ context }) => ({ topicId: context.topicId, values: context.values ?? { boardId: null, title: "", bodyHtml: "" } }),
        onDone: { target: "posted", actions: assign({ result: ({ event }) => event.output.id }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => messageOf(event.error), code: ({ event }) => codeOf(event.error) }) },
      },
    },
    failed: {
      on: {
        "topic.retry": { target: "submitting", actions: assign({ error: null, code: null }) },
        "topic.edit": { target: "editing", actions: assign({ error: null, code: null }) },
        "topic.submit": [
          { guard: "isValid", target: "submitting", actions: "keepValues" },
          { target: "editing", actions: "refuseValues" },
        ],
        "topic.cancel": "cancelled",
      },
    },
    posted: { type: "final" },
    cancelled: { type: "final" },
  },
  output: ({ context }) => ({ id: context.result }),
})
