import { assign, setup } from "xstate"
import { requiredActor } from "./required-actor.ts"

const field = (error: unknown, key: "message" | "code"): string | null =>
  typeof error === "object" && error !== null && key in error ? String((error as Record<string, unknown>)[key]) : null

export type CallEvent = { type: "call.send"; input: unknown } | { type: "call.reset" }

export interface CallContext {
  readonly error: string | null
  /** The stable code of the last refusal (`insufficient_balance`, …), for branching. */
  readonly code: string | null
  readonly result: unknown
  /** What the last call was sent with. */
  readonly input: unknown
  /** How many calls went through, so a view can tell a fresh answer from an old one. */
  readonly succeeded: number
  /**
   * Whether a send was tried since the last answer that went through: a form shows its checks'
   * messages from then on, as the person types.
   */
  readonly attempted: boolean
}

/**
 * One call a page makes again and again (save a form, delete a row, approve an item): idle until
 * sent, busy while the `call` actor runs, then idle again with the answer or the refusal. The
 * caller provides `call` and may provide `done` and `failed` to react (a notice, a reload, a
 * navigation). A send while busy is ignored, so a double click sends once. A form provides
 * `check`, its rule over the input: a send it refuses goes nowhere and only marks the form as
 * attempted, so that the view shows the rule's messages.
 */
export const callMachine = setup({
  types: {
    context: {} as CallContext,
    events: {} as CallEvent,
  },
  actors: {
    call: requiredActor<unknown, unknown>("callMachine needs a call actor"),
  },
  guards: {
    /** Whether the input of `call.send` passes the caller's checks; the caller provides it. */
    check: () => true,
  },
  actions: {
    done: (_, _params: { output: unknown; input: unknown }) => {},
    failed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: "call",
  context: { error: null, code: null, result: null, input: null, succeeded: 0, attempted: false },
  initial: "idle",
  states: {
    idle: {
      on: {
        "call.send": [
          { guard: "check", target: "sending", actions: assign({ error: null, code: null, attempted: true, input: ({ event }) => event.input }) },
          { actions: assign({ error: null, code: null, attempted: true }) },
        ],
        "call.reset": { actions: assign({ error: null, code: null, result: null, attempted: false }) },
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        src: "call",
        input: ({ context }: { context: CallContext }) => context.input,
        onDone: {
          target: "idle",
          actions: [
            assign({ result: ({ event }) => event.output, succeeded: ({ context }) => context.succeeded + 1, attempted: false }),
            { type: "done", params: ({ context, event }: { context: CallContext; event: { output: unknown } }) => ({ output: event.output, input: context.input }) },
          ],
        },
        onError: {
          target: "idle",
          actions: [
            assign({
              error: ({ event }) => field(event.error, "message") ?? "操作失败，请重试",
              code: ({ event }) => field(event.error, "code"),
            }),
            { type: "failed", params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
})
