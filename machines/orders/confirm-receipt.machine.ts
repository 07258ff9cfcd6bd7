import { assign, setup } from "xstate"
import type { MallOrder } from "../../domain/mall/order.ts"
import { callFailure, type Failure } from "../core/failure.ts"
import { isStale, outputIs } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const failureOf = (error: unknown): Failure => callFailure(error, "操作失败，请重试")

export interface ConfirmReceiptContext {
  readonly orderNum: string
  readonly order: MallOrder | null
  readonly error: string | null
}

export type ConfirmReceiptEvent = { type: "receipt.confirm" } | { type: "receipt.cancel" } | { type: "receipt.ask" } | { type: "order.retry" }

/**
 * /account/order/confirm/received/:id: the order is read; a shipped one is asked about in the
 * confirm dialog (no payment password: the money was paid when ordering), then confirmed on the
 * server and the result shown (received). An order received already shows that result too; any
 * other state shows why it cannot be confirmed. Closing the dialog (cancelled) leaves the order
 * shown with a button to ask again.
 */
export const confirmReceiptMachine = setup({
  types: {
    context: {} as ConfirmReceiptContext,
    events: {} as ConfirmReceiptEvent,
    input: {} as { orderNum: string },
  },
  actors: {
    loadOrder: requiredActor<MallOrder, { orderNum: string }>("confirmReceiptMachine needs a loadOrder actor"),
    receiveOrder: requiredActor<MallOrder, { orderNum: string }>("confirmReceiptMachine needs a receiveOrder actor"),
  },
  guards: {
    isShipped: outputIs<MallOrder>((order) => order.status === 2),
    isReceived: outputIs<MallOrder>((order) => order.status === 3),
    isStale,
  },
}).createMachine({
  id: "confirmReceipt",
  context: ({ input }) => ({ orderNum: input.orderNum, order: null, error: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadOrder",
        input: ({ context }) => ({ orderNum: context.orderNum }),
        onDone: [
          { guard: "isShipped", target: "asking", actions: assign({ order: ({ event }) => event.output }) },
          { guard: "isReceived", target: "received", actions: assign({ order: ({ event }) => event.output }) },
          { target: "notReceivable", actions: assign({ order: ({ event }) => event.output }) },
        ],
        onError: { target: "failure", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failure: { on: { "order.retry": { target: "loading", actions: assign({ error: null }) } } },
    asking: {
      on: {
        "receipt.confirm": "receiving",
        "receipt.cancel": "cancelled",
      },
    },
    cancelled: { on: { "receipt.ask": { target: "asking", actions: assign({ error: null }) } } },
    receiving: {
      tags: ["busy"],
      invoke: {
        src: "receiveOrder",
        input: ({ context }) => ({ orderNum: context.orderNum }),
        onDone: { target: "received", actions: assign({ order: ({ event }) => event.output, error: null }) },
        onError: [
          // The order changed meanwhile (received by itself, or gone): show what it is now.
          { guard: "isStale", target: "loading", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
          { target: "cancelled", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    received: {},
    notReceivable: {},
  },
})
