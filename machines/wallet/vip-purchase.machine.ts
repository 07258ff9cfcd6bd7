import { assign, setup } from "xstate"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = callMessage

export interface PurchaseOrder {
  readonly id: number
  readonly amount: number
  readonly title: string
}

export interface VipPurchaseInput {
  readonly keyBase: string
  /** The plan chosen beforehand (the recommended one), or null. */
  readonly planId: number | null
  /** vip: a plan is needed and 确认开通会员吗? is asked; shop: the fixed shop fee is ordered at once. */
  readonly kind: "vip" | "shop"
}

export interface VipPurchaseContext extends VipPurchaseInput {
  readonly order: PurchaseOrder | null
  readonly error: string | null
  readonly attempt: number
  readonly result: unknown
}

/**
 * Buying a VIP membership from the balance (spec 2 §4, §7): the member picks a plan and opens
 * it; the membership prompt asks 确认开通会员吗? and nothing more; the order is created (with an
 * idempotency key, so a retried call makes one order) and paid in the balance-pay widget, whose
 * result ends the flow. Cancelling the payment goes back to the plans; the next attempt is a
 * new order. The shop service fee page runs the same flow without a plan choice or prompt.
 */
export const vipPurchaseMachine = setup({
  types: {
    context: {} as VipPurchaseContext,
    events: {} as
      | { type: "plan.select"; planId: number }
      | { type: "vip.open" }
      | { type: "confirm.yes" }
      | { type: "confirm.no" }
      | { type: "order.retry" }
      | { type: "pay.done"; result: unknown }
      | { type: "pay.cancel" },
    input: {} as VipPurchaseInput,
    output: {} as { order: PurchaseOrder | null; result: unknown },
  },
  actors: {
    createOrder: requiredActor<PurchaseOrder, { planId: number | null; idempotencyKey: string }>("vipPurchaseMachine needs a createOrder actor"),
  },
  guards: {
    hasPlan: ({ context }) => context.kind === "shop" || context.planId !== null,
    skipsPrompt: ({ context }) => context.kind === "shop",
  },
}).createMachine({
  id: "vipPurchase",
  context: ({ input }) => ({ ...input, order: null, error: null, attempt: 0, result: null }),
  initial: "choosing",
  output: ({ context }) => ({ order: context.order, result: context.result }),
  states: {
    choosing: {
      on: {
        "plan.select": {
          actions: assign(({ context, event }) => ({
            planId: event.planId,
            error: null,
            attempt: event.planId === context.planId ? context.attempt : context.attempt + 1,
          })),
        },
        "vip.open": [
          { guard: "hasPlan", target: "confirming", actions: assign({ error: null }) },
          { actions: assign({ error: "请选择会员套餐" }) },
        ],
      },
    },
    confirming: {
      always: { guard: "skipsPrompt", target: "creating" },
      on: { "confirm.yes": "creating", "confirm.no": "choosing" },
    },
    creating: {
      tags: ["busy"],
      invoke: {
        src: "createOrder",
        input: ({ context }) => ({ planId: context.planId, idempotencyKey: `${context.keyBase}-${context.attempt}` }),
        onDone: { target: "paying", actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error, "下单失败，请稍后再试") }) },
      },
    },
    failure: {
      on: {
        "order.retry": { target: "creating", actions: assign({ error: null }) },
        "pay.cancel": { target: "choosing", actions: assign({ error: null }) },
      },
    },
    paying: {
      on: {
        "pay.done": { target: "opened", actions: assign({ result: ({ event }) => event.result }) },
        "pay.cancel": { target: "choosing", actions: assign(({ context }) => ({ order: null, attempt: context.attempt + 1 })) },
      },
    },
    opened: { type: "final" },
  },
})
