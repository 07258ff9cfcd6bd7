import { assign, setup } from "xstate"
import { BUYING_MESSAGES } from "../../domain/mall/buying-messages.ts"
import type { MallOrder } from "../../domain/mall/order.ts"
import { callMessage } from "../core/failure.ts"
import { outputIs } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = callMessage

export interface OrderPaymentInput {
  readonly orderNums: ReadonlyArray<string>
}

export interface OrderPaymentContext extends OrderPaymentInput {
  readonly orders: ReadonlyArray<MallOrder>
  /** Seconds until the first of the orders closes unpaid. */
  readonly secondsLeft: number
  readonly error: string | null
}

/** What the payment page reads: the orders and the time the browser reads them at. */
export interface LoadedOrders {
  readonly orders: ReadonlyArray<MallOrder>
  readonly now: number
}

/** Seconds left to pay for the orders: until the earliest deadline among them. */
export const secondsToPay = (orders: ReadonlyArray<Pick<MallOrder, "payDeadline">>, now: number): number => {
  if (orders.length === 0) return 0
  const deadline = Math.min(...orders.map((o) => Date.parse(o.payDeadline)))
  return Number.isFinite(deadline) ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0
}

/** The amount due for the orders (their payCents). */
export const amountDue = (orders: ReadonlyArray<Pick<MallOrder, "payCents">>): number => orders.reduce((n, o) => n + o.payCents, 0)

/**
 * The payment page of the orders a checkout made (spec 1 §2.1 paths under /product/payment/):
 * the orders are read; unpaid ones show the amount due, the address and the time left to pay
 * (counting down each second; at zero the orders close and the page says so); the payment
 * itself is the balance-pay widget (six-box password, the spec's insufficient-balance message
 * with its recharge link), whose result (`pay.done`) ends the flow on the success page. Orders
 * already paid or closed say so instead.
 */
export const orderPaymentMachine = setup({
  types: {
    context: {} as OrderPaymentContext,
    events: {} as { type: "pay.done" } | { type: "orders.reload" },
    input: {} as OrderPaymentInput,
  },
  actors: {
    loadOrders: requiredActor<LoadedOrders, { orderNums: ReadonlyArray<string> }>("orderPaymentMachine needs a loadOrders actor"),
  },
  actions: {
    /** To /product/pay/success. */
    goToSuccess: () => {},
  },
  guards: {
    isAllPaid: outputIs<LoadedOrders>((loaded) => loaded.orders.every((o) => o.status !== 0 && o.status !== 4)),
    isClosed: outputIs<LoadedOrders>((loaded) => loaded.orders.some((o) => o.status === 4)),
    isTimeUp: outputIs<LoadedOrders>((loaded) => secondsToPay(loaded.orders, loaded.now) === 0),
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: { tick: 1000 },
}).createMachine({
  id: "orderPayment",
  context: ({ input }) => ({ ...input, orders: [], secondsLeft: 0, error: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadOrders",
        input: ({ context }) => ({ orderNums: context.orderNums }),
        onDone: [
          { guard: "isAllPaid", target: "alreadyPaid", actions: assign({ orders: ({ event }) => event.output.orders }) },
          { guard: "isClosed", target: "closed", actions: assign({ orders: ({ event }) => event.output.orders, error: BUYING_MESSAGES.payClosed }) },
          { guard: "isTimeUp", target: "expired", actions: assign({ orders: ({ event }) => event.output.orders, secondsLeft: 0, error: BUYING_MESSAGES.payExpired }) },
          {
            target: "ready",
            actions: assign(({ event }) => ({ orders: event.output.orders, secondsLeft: secondsToPay(event.output.orders, event.output.now), error: null })),
          },
        ],
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error, BUYING_MESSAGES.payLoadFailed) }) },
      },
    },
    failure: {
      on: { "orders.reload": { target: "loading", actions: assign({ error: null }) } },
    },
    ready: {
      after: {
        tick: [
          { guard: "isLastSecond", target: "expired", actions: assign({ secondsLeft: 0, error: BUYING_MESSAGES.payExpired }) },
          { target: "ready", reenter: true, actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
        ],
      },
      on: {
        "pay.done": { target: "paid", actions: "goToSuccess" },
        "orders.reload": "loading",
      },
    },
    expired: {
      on: { "orders.reload": { target: "loading", actions: assign({ error: null }) } },
    },
    closed: {},
    alreadyPaid: {},
    paid: { type: "final" },
  },
})
