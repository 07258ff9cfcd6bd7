import { assign, emit, setup } from "xstate"
import { rejectReasonProblem, returnAddressProblem, type OrderReturn, type ReturnAddress } from "../../domain/mall/order-return.ts"
import { callFailure, type Failure } from "../core/failure.ts"
import { isStale } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const failureOf = (error: unknown): Failure => callFailure(error, "操作失败，请重试")

export type ShopReturnDecision =
  | { readonly kind: "accept"; readonly address: ReturnAddress; readonly note: string }
  | { readonly kind: "reject"; readonly reason: string }
  | { readonly kind: "receive" }

export interface ShopReturnActionsContext {
  readonly ret: OrderReturn | null
  readonly kind: ShopReturnDecision["kind"] | null
  readonly error: string | null
  /** What the last decision was, for the page's notice. */
  readonly done: ShopReturnDecision["kind"] | null
}

export type ShopReturnActionsEvent =
  | { type: "return.accept"; ret: OrderReturn }
  | { type: "return.reject"; ret: OrderReturn }
  | { type: "return.receive"; ret: OrderReturn }
  | { type: "decision.submit"; decision: ShopReturnDecision }
  | { type: "decision.cancel" }

export const decisionProblem = (decision: ShopReturnDecision): string | null => {
  switch (decision.kind) {
    case "accept":
      return returnAddressProblem(decision.address)
    case "reject":
      return rejectReasonProblem(decision.reason)
    case "receive":
      return null
  }
}

/**
 * The shop's decisions on a return: 同意退货 with the address the goods go back to, 拒绝 with a
 * reason (each checked as the server checks it), 确认收货 after a question (the refund goes to
 * the buyer's balance at once). The dialog stays open with the server's refusal; a refusal
 * because the return changed meanwhile closes it and has the page read the list again.
 */
export const shopReturnActionsMachine = setup({
  types: {
    context: {} as ShopReturnActionsContext,
    events: {} as ShopReturnActionsEvent,
    emitted: {} as { type: "return.changed"; id: number },
  },
  actors: {
    decide: requiredActor<OrderReturn, { id: number; decision: ShopReturnDecision }>("shopReturnActionsMachine needs a decide actor"),
  },
  guards: {
    isValid: ({ context, event }) => event.type === "decision.submit" && event.decision.kind === context.kind && decisionProblem(event.decision) === null,
    isStale,
  },
  actions: {
    emitChanged: emit(({ context }) => ({ type: "return.changed" as const, id: context.ret?.id ?? 0 })),
  },
}).createMachine({
  id: "shopReturnActions",
  context: { ret: null, kind: null, error: null, done: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "return.accept": { target: "deciding", actions: assign({ ret: ({ event }) => event.ret, kind: "accept", error: null, done: null }) },
        "return.reject": { target: "deciding", actions: assign({ ret: ({ event }) => event.ret, kind: "reject", error: null, done: null }) },
        "return.receive": { target: "deciding", actions: assign({ ret: ({ event }) => event.ret, kind: "receive", error: null, done: null }) },
      },
    },
    deciding: {
      on: {
        "decision.submit": [
          { guard: "isValid", target: "submitting", actions: assign({ error: null }) },
          { actions: assign({ error: ({ event }) => decisionProblem(event.decision) }) },
        ],
        "decision.cancel": { target: "idle", actions: assign({ ret: null, kind: null, error: null }) },
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "decide",
        input: ({ context, event }) => ({ id: context.ret?.id ?? 0, decision: (event as Extract<ShopReturnActionsEvent, { type: "decision.submit" }>).decision }),
        onDone: { target: "idle", actions: [assign({ done: ({ context }) => context.kind }), "emitChanged", assign({ kind: null })] },
        onError: [
          { guard: "isStale", target: "idle", actions: [assign({ error: ({ event }) => failureOf(event.error).message, kind: null }), "emitChanged"] },
          { target: "deciding", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
  },
})
