import { assign, setup } from "xstate"
import type { JoinStatus, MakerApplication } from "../../domain/maker/entities.ts"
import { validateJoinForm, type JoinField, type JoinForm } from "../../domain/maker/rules.ts"
import type { FormErrors } from "../../domain/core/validation/form-errors.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import { requiredActor } from "../core/required-actor.ts"

interface Context {
  readonly status: JoinStatus | null
  readonly errors: FormErrors<JoinField>
  readonly error: string | null
}

type Events = { type: "join.submit"; form: JoinForm } | { type: "join.retry" } | { type: "deposit.paid"; application: MakerApplication } | { type: "join.again" }

const stateOf = (status: JoinStatus | null) => status?.application?.state ?? null

/**
 * Joining the makers (/micro/join, /micro/payDeposit): the member's status decides where the
 * flow starts — not certified (a link to real-name certification), already a maker, an
 * application waiting for its deposit or for review, or the form. The form is checked with the
 * same rules as the server; a sent application goes on to the deposit, paid with the wallet's
 * balance-pay widget, then waits for the administrator. A rejected member may apply again.
 */
export const makerJoinMachine = setup({
  types: { context: {} as Context, events: {} as Events },
  actors: {
    loadStatus: requiredActor<JoinStatus>("makerJoinMachine needs a loadStatus actor"),
    apply: requiredActor<MakerApplication, JoinForm>("makerJoinMachine needs an apply actor"),
  },
  guards: {
    isMaker: ({ context }) => context.status?.isMaker === true,
    isNotCertified: ({ context }) => context.status?.certified !== true,
    isUnpaid: ({ context }) => stateOf(context.status) === "unpaid",
    isReviewing: ({ context }) => stateOf(context.status) === "reviewing",
    isRejected: ({ context }) => stateOf(context.status) === "rejected",
    isFormValid: (_, form: JoinForm) => isFormValid(validateJoinForm(form)),
  },
}).createMachine({
  id: "makerJoin",
  context: { status: null, errors: {}, error: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadStatus",
        onDone: { target: "deciding", actions: assign({ status: ({ event }) => event.output, error: null }) },
        onError: { target: "failure", actions: assign({ error: ({ event }) => (event.error as Error).message || "加载失败" }) },
      },
    },
    deciding: {
      always: [
        { guard: "isMaker", target: "maker" },
        { guard: "isNotCertified", target: "notCertified" },
        { guard: "isUnpaid", target: "awaitingDeposit" },
        { guard: "isReviewing", target: "reviewing" },
        { guard: "isRejected", target: "rejected" },
        { target: "editing" },
      ],
    },
    failure: { on: { "join.retry": "loading" } },
    notCertified: {},
    maker: {},
    rejected: { on: { "join.again": "editing" } },
    editing: {
      on: {
        "join.submit": [
          { guard: { type: "isFormValid", params: ({ event }) => event.form }, target: "submitting", actions: assign({ errors: {}, error: null }) },
          { actions: assign({ errors: ({ event }) => validateJoinForm(event.form) }) },
        ],
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "apply",
        input: ({ event }) => (event as Extract<Events, { type: "join.submit" }>).form,
        onDone: {
          target: "awaitingDeposit",
          actions: assign({ status: ({ context, event }) => (context.status ? { ...context.status, application: event.output } : context.status) }),
        },
        onError: { target: "editing", actions: assign({ error: ({ event }) => (event.error as Error).message || "提交失败" }) },
      },
    },
    awaitingDeposit: {
      on: {
        "deposit.paid": {
          target: "reviewing",
          actions: assign({ status: ({ context, event }) => (context.status ? { ...context.status, application: event.application } : context.status) }),
        },
      },
    },
    reviewing: {},
  },
})
