import { assign, setup } from "xstate"
import { validateForumReply } from "../../domain/community/forum.ts"
import { callCode, callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "回复失败，请重试")
const codeOf = callCode

/** What the reply being written quotes: the topic, or a reply (its floor), with its author and text. */
export interface ForumQuoteDraft {
  readonly kind: "topic" | "reply"
  readonly replyId: number | null
  readonly floor: number | null
  readonly authorName: string
  readonly excerpt: string
}

export interface ForumReplyInput {
  readonly topicId: number
}

export interface ForumReplyContext {
  readonly topicId: number
  readonly quote: ForumQuoteDraft | null
  /** The html being sent (kept for a retry). */
  readonly draft: string
  readonly error: string | null
  readonly code: string | null
  /** Replies posted from this box: the view starts a fresh editor on each. */
  readonly posted: number
  readonly lastPosted: unknown
}

export type ForumReplyEvent =
  | { type: "quote.set"; quote: ForumQuoteDraft }
  | { type: "quote.clear" }
  | { type: "reply.submit"; bodyHtml: string }
  | { type: "reply.retry" }
  | { type: "reply.edit" }

/** What the `submitReply` actor sends. */
export interface ForumReplySubmission {
  readonly topicId: number
  readonly bodyHtml: string
  readonly quote: ForumQuoteDraft | null
}

/** What the member may do while writing, after a reply was posted and after a failure. */
const writing = {
  "quote.set": { target: "compose", actions: "setQuote" },
  "quote.clear": { target: "compose", actions: "clearQuote" },
  "reply.submit": [
    { guard: "isValid", target: "submitting", actions: "keepDraft" },
    { target: "compose", actions: "refuseDraft" },
  ],
} as const

/**
 * The reply box under a forum topic: the member writes (compose), may quote the topic or a reply
 * (set, replaced or cleared at any time before sending), and sends; the reply's rule is checked
 * first (the same as the server's). While submitting nothing changes; then posted (the quote
 * cleared, `replyPosted` for the caller to show it) or failed with the server's message and code
 * (e.g. real_name_required), from where the member retries or edits.
 */
export const forumReplyMachine = setup({
  types: {
    context: {} as ForumReplyContext,
    events: {} as ForumReplyEvent,
    input: {} as ForumReplyInput,
  },
  actors: {
    submitReply: requiredActor<unknown, ForumReplySubmission>("forumReplyMachine needs a submitReply actor"),
  },
  actions: {
    setQuote: assign({ quote: ({ event }) => (event.type === "quote.set" ? event.quote : null) }),
    clearQuote: assign({ quote: null }),
    keepDraft: assign({ draft: ({ event }) => (event.type === "reply.submit" ? event.bodyHtml : ""), error: null, code: null }),
    /** The reply's rule refused it: its message, nothing sent. */
    refuseDraft: assign({
      error: ({ event }) => (event.type === "reply.submit" ? (validateForumReply(event.bodyHtml)[0] ?? null) : null),
      code: "invalid_reply",
    }),
    /** The caller shows 回复成功 and the new reply. */
    replyPosted: (_, _params: { reply: unknown }) => {},
  },
  guards: {
    isValid: ({ event }) => event.type === "reply.submit" && validateForumReply(event.bodyHtml).length === 0,
  },
}).createMachine({
  id: "forumReply",
  context: ({ input }) => ({ topicId: input.topicId, quote: null, draft: "", error: null, code: null, posted: 0, lastPosted: null }),
  initial: "compose",
  states: {
    compose: { on: writing },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "submitReply",
        input: ({ context }) => ({ topicId: context.topicId, bodyHtml: context.draft, quote: context.quote }),
        onDone: {
          target: "posted",
          actions: [
            assign({ quote: null, draft: "", posted: ({ context }) => context.posted + 1, lastPosted: ({ event }) => event.output }),
            { type: "replyPosted", params: ({ event }) => ({ reply: event.output }) },
          ],
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => messageOf(event.error), code: ({ event }) => codeOf(event.error) }) },
      },
    },
    posted: { on: writing },
    failed: {
      on: {
        ...writing,
        "reply.retry": { target: "submitting", actions: assign({ error: null, code: null }) },
        "reply.edit": { target: "compose", actions: assign({ error: null, code: null }) },
      },
    },
  },
})
