import { assign, setup } from "xstate"
import { callCode, callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "提交失败，请重试")
const codeOf = callCode

/** Where a submitted article stands in review. */
export interface ReviewState {
  readonly status: "pending" | "published" | "rejected"
  readonly rejectReason: string | null
}

export type ArticleDraftEvent =
  | { type: "draft.submit"; values: unknown }
  | { type: "review.refresh" }
  | { type: "draft.edit" }

/**
 * An article from draft to publication (science articles; the same flow as industry news): the
 * author edits; a submit passes the form's `check` (the domain's validator) and is sent; the
 * server's refusal keeps the draft with its message and code (e.g. real_name_required). Once
 * sent it waits in review; a refresh asks where it stands: published ends the flow, rejected
 * shows the reviewer's reason and lets the author edit and submit again.
 */
export const articleDraftMachine = setup({
  types: {
    context: {} as { error: string | null; code: string | null; attempted: boolean; result: unknown; rejectReason: string | null },
    events: {} as ArticleDraftEvent,
    output: {} as { result: unknown },
  },
  actors: {
    submit: requiredActor<unknown, unknown>("articleDraftMachine needs a submit actor"),
    loadReview: requiredActor<ReviewState, unknown>("articleDraftMachine needs a loadReview actor"),
  },
  guards: {
    /** Whether the submitted values pass the form's checks; the caller provides it. */
    check: () => true,
  },
}).createMachine({
  id: "articleDraft",
  context: { error: null, code: null, attempted: false, result: null, rejectReason: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "draft.submit": [
          { guard: "check", target: "submitting", actions: assign({ error: null, code: null, attempted: true }) },
          { actions: assign({ attempted: true, error: null, code: null }) },
        ],
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "submit",
        input: ({ event }: { event: ArticleDraftEvent }) => (event.type === "draft.submit" ? event.values : null),
        onDone: { target: "inReview", actions: assign({ result: ({ event }) => event.output, rejectReason: null }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => messageOf(event.error), code: ({ event }) => codeOf(event.error) }) },
      },
    },
    inReview: {
      on: { "review.refresh": "checking" },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        src: "loadReview",
        input: ({ context }: { context: { result: unknown } }) => context.result,
        onDone: [
          { guard: ({ event }) => event.output.status === "published", target: "published" },
          {
            guard: ({ event }) => event.output.status === "rejected",
            target: "rejected",
            actions: assign({ rejectReason: ({ event }) => event.output.rejectReason }),
          },
          { target: "inReview" },
        ],
        onError: { target: "inReview", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    rejected: {
      on: { "draft.edit": { target: "editing", actions: assign({ error: null, code: null }) } },
    },
    published: { type: "final" },
  },
  output: ({ context }) => ({ result: context.result }),
})
