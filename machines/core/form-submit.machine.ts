import { assign, setup } from "xstate"
import { callMessage } from "./failure.ts"
import { requiredActor } from "./required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "提交失败，请重试")

export type FormSubmitEvent = { type: "form.submit"; values: unknown }

/**
 * A form sent to the server once it passes its checks (registration, password
 * recovery): the caller's `check` guard says whether the values are valid and
 * the `submit` actor sends them. A refusal keeps the form open with the
 * server's message; success ends the flow with the answer.
 */
export const formSubmitMachine = setup({
  types: {
    context: {} as { error: string | null; result: unknown; attempted: boolean },
    events: {} as FormSubmitEvent,
    output: {} as { result: unknown },
  },
  actors: {
    submit: requiredActor<unknown, unknown>("formSubmitMachine needs a submit actor"),
  },
  guards: {
    /** Whether `event.values` pass the form's checks; the caller provides it. */
    check: () => true,
  },
}).createMachine({
  id: "formSubmit",
  context: { error: null, result: null, attempted: false },
  initial: "editing",
  states: {
    editing: {
      on: {
        "form.submit": [
          { guard: "check", target: "submitting", actions: assign({ error: null, attempted: true }) },
          { actions: assign({ attempted: true, error: null }) },
        ],
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "submit",
        input: ({ event }: { event: FormSubmitEvent }) => event.values,
        onDone: { target: "done", actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({ result: context.result }),
})
