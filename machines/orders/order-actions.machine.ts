import { assign, emit, setup } from "xstate"
import type { MallOrder, Tracking } from "../../domain/mall/order.ts"
import type { ConfirmedAction } from "../../domain/orders/mall-orders.ts"
import { callFailure, type Failure } from "../core/failure.ts"
import { isStale } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const failureOf = (error: unknown): Failure => callFailure(error, "操作失败，请重试")

/** The calls that change an order; `buyAgain` puts its lines into the cart. */
export type RunnableAction = ConfirmedAction | "buyAgain"

export interface OrderActionsContext {
  /** The order the member is acting on. */
  readonly order: MallOrder | null
  readonly action: RunnableAction | null
  readonly tracking: Tracking | null
  readonly error: string | null
  /** What the last action did, for the page's notice. */
  readonly done: RunnableAction | "pay" | null
}

export type OrderActionsEvent =
  | { type: "order.pay"; order: MallOrder }
  | { type: "order.cancel"; order: MallOrder }
  | { type: "order.confirm"; order: MallOrder }
  | { type: "order.delete"; order: MallOrder }
  | { type: "order.buyAgain"; order: MallOrder }
  | { type: "order.tracking"; order: MallOrder }
  | { type: "action.confirm" }
  | { type: "action.dismiss" }
  | { type: "pay.done" }
  | { type: "tracking.retry" }

export type OrderActionsEmitted =
  /** The order changed (or may have: a refusal means the page was out of date): read it again. */
  | { type: "order.changed"; orderNum: string }
  /** The order left the member's list. */
  | { type: "order.removed"; orderNum: string }
  /** The order's lines are in the cart: open it. */
  | { type: "cart.open" }

/**
 * What a member does with a mall order, on the list and on the detail page alike (the buttons
 * orderActions allows in each state): 取消订单, 确认收货 and 删除订单 ask first (confirming) and
 * then call the server; 再次购买 calls at once and opens the cart; 付款 opens the wallet's
 * balance-pay widget (paying) until it reports the payment; 查看物流 loads the tracking events.
 * A refusal (the order changed meanwhile) shows the server's message and has the page read the
 * order again.
 */
export const orderActionsMachine = setup({
  types: {
    context: {} as OrderActionsContext,
    events: {} as OrderActionsEvent,
    emitted: {} as OrderActionsEmitted,
  },
  actors: {
    runAction: requiredActor<unknown, { action: RunnableAction; orderNum: string }>("orderActionsMachine needs a runAction actor"),
    loadTracking: requiredActor<Tracking, { orderNum: string }>("orderActionsMachine needs a loadTracking actor"),
  },
  guards: {
    isRemoval: ({ context }) => context.action === "delete",
    isBuyAgain: ({ context }) => context.action === "buyAgain",
    isStale,
  },
  actions: {
    start: assign(({ event }, params: { action: RunnableAction | null }) => ({
      order: "order" in event ? event.order : null,
      action: params.action,
      error: null,
      done: null,
      tracking: null,
    })),
    assignFailure: assign({ error: ({ event }) => failureOf((event as { error?: unknown }).error).message }),
    markDone: assign({ done: ({ context }) => context.action }),
    emitChanged: emit(({ context }) => ({ type: "order.changed" as const, orderNum: context.order?.orderNum ?? "" })),
    emitRemoved: emit(({ context }) => ({ type: "order.removed" as const, orderNum: context.order?.orderNum ?? "" })),
    emitCart: emit({ type: "cart.open" as const }),
  },
}).createMachine({
  id: "orderActions",
  context: { order: null, action: null, tracking: null, error: null, done: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "order.pay": { target: "paying", actions: assign({ order: ({ event }) => event.order, action: null, error: null, done: null }) },
        "order.cancel": { target: "confirming", actions: { type: "start", params: { action: "cancel" } } },
        "order.confirm": { target: "confirming", actions: { type: "start", params: { action: "confirm" } } },
        "order.delete": { target: "confirming", actions: { type: "start", params: { action: "delete" } } },
        "order.buyAgain": { target: "running", actions: { type: "start", params: { action: "buyAgain" } } },
        "order.tracking": { target: "tracking", actions: { type: "start", params: { action: null } } },
      },
    },
    confirming: {
      on: {
        "action.confirm": "running",
        "action.dismiss": { target: "idle", actions: assign({ order: null, action: null }) },
      },
    },
    running: {
      tags: ["busy"],
      invoke: {
        src: "runAction",
        input: ({ context }) => ({ action: context.action ?? "buyAgain", orderNum: context.order?.orderNum ?? "" }),
        onDone: [
          { guard: "isRemoval", target: "idle", actions: ["markDone", "emitRemoved"] },
          { guard: "isBuyAgain", target: "idle", actions: ["markDone", "emitCart"] },
          { target: "idle", actions: ["markDone", "emitChanged"] },
        ],
        onError: [
          { guard: "isStale", target: "idle", actions: ["assignFailure", "emitChanged"] },
          { target: "idle", actions: "assignFailure" },
        ],
      },
    },
    paying: {
      on: {
        "pay.done": { target: "idle", actions: [assign({ done: "pay" }), "emitChanged"] },
        "action.dismiss": { target: "idle", actions: assign({ order: null }) },
      },
    },
    tracking: {
      initial: "loading",
      on: { "action.dismiss": { target: "idle", actions: assign({ action: null, tracking: null }) } },
      states: {
        loading: {
          tags: ["busy"],
          invoke: {
            src: "loadTracking",
            input: ({ context }) => ({ orderNum: context.order?.orderNum ?? "" }),
            onDone: { target: "shown", actions: assign({ tracking: ({ event }) => event.output }) },
            onError: { target: "failure", actions: "assignFailure" },
          },
        },
        shown: {},
        failure: { on: { "tracking.retry": { target: "loading", actions: assign({ error: null }) } } },
      },
    },
  },
})
