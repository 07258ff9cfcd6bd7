import { assign, emit, setup } from "xstate"
import type { UnpaidOrder, UnpaidOrderKind } from "../../domain/orders/unpaid.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "操作失败，请重试")

export interface UnpaidOrdersContext {
  readonly orders: ReadonlyArray<UnpaidOrder>
  readonly error: string | null
}

export type UnpaidOrdersEvent = { type: "list.reload" } | { type: "order.cancel"; kind: UnpaidOrderKind; id: number }

/**
 * The member's unpaid orders (VIP, shop service fee, courses), each with its cancel button:
 * the list loads (failure offers a retry); cancelling one (after the view's confirmation)
 * calls the server, tells the page (`orders.changed`, e.g. to check the account-closing
 * conditions again) and loads the list again. A refused cancel (already paid or closed by
 * the server) shows the server's message and reloads, since the list was out of date.
 */
export const unpaidOrdersMachine = setup({
  types: {
    context: {} as UnpaidOrdersContext,
    events: {} as UnpaidOrdersEvent,
    emitted: {} as { type: "orders.changed" },
  },
  actors: {
    loadOrders: requiredActor<ReadonlyArray<UnpaidOrder>>("unpaidOrdersMachine needs a loadOrders actor"),
    cancelOrder: requiredActor<unknown, { kind: UnpaidOrderKind; id: number }>("unpaidOrdersMachine needs a cancelOrder actor"),
  },
}).createMachine({
  id: "unpaidOrders",
  context: { orders: [], error: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadOrders",
        onDone: { target: "ready", actions: assign({ orders: ({ event }) => event.output }) },
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failure: { on: { "list.reload": { target: "loading", actions: assign({ error: null }) } } },
    ready: {
      on: {
        "list.reload": { target: "loading", actions: assign({ error: null }) },
        "order.cancel": { target: "cancelling", actions: assign({ error: null }) },
      },
    },
    cancelling: {
      tags: ["busy"],
      invoke: {
        src: "cancelOrder",
        input: ({ event }) => {
          const e = event as Extract<UnpaidOrdersEvent, { type: "order.cancel" }>
          return { kind: e.kind, id: e.id }
        },
        onDone: { target: "loading", actions: emit({ type: "orders.changed" }) },
        onError: { target: "loading", actions: [assign({ error: ({ event }) => messageOf(event.error) }), emit({ type: "orders.changed" })] },
      },
    },
  },
})
