import { assign, setup } from "xstate"
import { validateRejectReason } from "../../domain/member/real-name-form.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

interface Context {
  /** The item being decided. */
  readonly id: number | null
  readonly reason: string
  /** The reason's rule messages. */
  readonly errors: ReadonlyArray<string>
  /** The server's refusal of the last rejection. */
  readonly refusal: string | null
}

/**
 * A review page's decision on one item (a short video, an article, an application): 通过 is sent
 * at once; 驳回 asks for a reason first (the shared rule: 1-100 characters), and a refused
 * rejection keeps the reason open with the server's message. Each decision that went through
 * runs `decided`, where the page says so and reloads its list; a failed approval runs `refused`.
 */
export const reviewDecisionMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: "review.approve"; id: number } | { type: "review.reject"; id: number } | { type: "review.submit"; reason: string } | { type: "review.cancel" },
  },
  actors: {
    approve: requiredActor<unknown, { readonly id: number }>("reviewDecisionMachine needs an approve actor"),
    reject: requiredActor<unknown, { readonly id: number; readonly reason: string }>("reviewDecisionMachine needs a reject actor"),
  },
  actions: {
    decided: (_, _params: { decision: "approved" | "rejected"; id: number }) => {},
    refused: () => {},
  },
  guards: {
    reasonValid: ({ event }) => event.type === "review.submit" && validateRejectReason(event.reason).length === 0,
  },
}).createMachine({
  id: "reviewDecision",
  context: { id: null, reason: "", errors: [], refusal: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "review.approve": {
          target: "approving",
          actions: assign({ id: ({ event }) => event.id }),
        },
        "review.reject": {
          target: "askingReason",
          actions: assign({
            id: ({ event }) => event.id,
            reason: "",
            errors: [],
            refusal: null,
          }),
        },
      },
    },
    approving: {
      tags: ["busy"],
      invoke: {
        src: "approve",
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: {
          target: "idle",
          actions: {
            type: "decided",
            params: ({ context }) => ({
              decision: "approved" as const,
              id: context.id ?? 0,
            }),
          },
        },
        onError: { target: "idle", actions: "refused" },
      },
    },
    /** The reject dialog is open. */
    askingReason: {
      on: {
        "review.submit": [
          {
            guard: "reasonValid",
            target: "rejecting",
            actions: assign({
              reason: ({ event }) => event.reason.trim(),
              errors: [],
              refusal: null,
            }),
          },
          {
            actions: assign({
              reason: ({ event }) => event.reason,
              errors: ({ event }) => validateRejectReason(event.reason),
            }),
          },
        ],
        "review.cancel": {
          target: "idle",
          actions: assign({ id: null, reason: "", errors: [], refusal: null }),
        },
      },
    },
    rejecting: {
      tags: ["busy"],
      invoke: {
        src: "reject",
        input: ({ context }) => ({
          id: context.id ?? 0,
          reason: context.reason,
        }),
        onDone: {
          target: "idle",
          actions: {
            type: "decided",
            params: ({ context }) => ({
              decision: "rejected" as const,
              id: context.id ?? 0,
            }),
          },
        },
        onError: {
          target: "askingReason",
          actions: assign({
            refusal: ({ event }) => callMessage(event.error, "驳回失败，请稍后重试"),
          }),
        },
      },
    },
  },
})
