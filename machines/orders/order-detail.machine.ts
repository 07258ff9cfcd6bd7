import { assign, setup } from "xstate"
import type { MallOrder, Tracking } from "../../domain/mall/order.ts"
import { callFailure, type Failure } from "../core/failure.ts"
import { isRefusedWith } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"
import { hasUnpaid, isPayTimeUp, PAY_CLOCK_DELAYS, payClockState } from "./pay-clock.ts"

const failureOf = (error: unknown): Failure => callFailure(error, "订单加载失败，请重试")

export interface OrderDetailContext {
  readonly orderNum: string
  readonly order: MallOrder | null
  readonly tracking: Tracking | null
  readonly trackingError: string | null
  readonly error: string | null
  /** The time the 付款 countdown shows. */
  readonly now: number
}

export type OrderDetailEvent = { type: "order.reload" } | { type: "order.retry" } | { type: "tracking.retry" }

const shownOrders = (context: OrderDetailContext): ReadonlyArray<MallOrder> => (context.order === null ? [] : [context.order])
const isShippedOnce = (context: OrderDetailContext) => context.order?.trackingNo != null

/**
 * An order's detail page: the order is read (a 404 is 订单不存在, with no retry; another failure
 * offers one), then, once the shop has shipped, its tracking events beside it (their failure
 * leaves the order shown with its own retry). While the order is unpaid a clock moves each
 * second for the 付款 countdown and reads the order again when the time is up. After any action
 * the page reads the order again (order.reload).
 */
export const orderDetailMachine = setup({
  types: {
    context: {} as OrderDetailContext,
    events: {} as OrderDetailEvent,
    input: {} as { orderNum: string },
  },
  actors: {
    loadOrder: requiredActor<{ order: MallOrder; now: number }, { orderNum: string }>("orderDetailMachine needs a loadOrder actor"),
    loadTracking: requiredActor<Tracking, { orderNum: string }>("orderDetailMachine needs a loadTracking actor"),
  },
  guards: {
    isNotFound: isRefusedWith(404),
    hasUnpaid: ({ context }) => hasUnpaid(shownOrders(context)),
    isShipped: ({ context }) => isShippedOnce(context),
    deadlinePassed: ({ context }) => isPayTimeUp(shownOrders(context), context.now),
  },
  actions: {
    tickClock: assign({ now: ({ context }) => context.now + PAY_CLOCK_DELAYS.tick }),
  },
  delays: PAY_CLOCK_DELAYS,
}).createMachine({
  id: "orderDetail",
  context: ({ input }) => ({ orderNum: input.orderNum, order: null, tracking: null, trackingError: null, error: null, now: 0 }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadOrder",
        input: ({ context }) => ({ orderNum: context.orderNum }),
        onDone: { target: "ready", actions: assign({ order: ({ event }) => event.output.order, now: ({ event }) => event.output.now, error: null }) },
        onError: [
          { guard: "isNotFound", target: "notFound", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
          { target: "failure", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    notFound: {},
    failure: { on: { "order.retry": "loading" } },
    ready: {
      type: "parallel",
      on: { "order.reload": "loading" },
      states: {
        tracking: {
          initial: "checking",
          states: {
            checking: { always: [{ guard: "isShipped", target: "loading" }, { target: "none" }] },
            none: {},
            loading: {
              invoke: {
                src: "loadTracking",
                input: ({ context }) => ({ orderNum: context.orderNum }),
                onDone: { target: "shown", actions: assign({ tracking: ({ event }) => event.output, trackingError: null }) },
                onError: { target: "failure", actions: assign({ trackingError: ({ event }) => failureOf(event.error).message }) },
              },
            },
            shown: {},
            failure: { on: { "tracking.retry": "loading" } },
          },
        },
        clock: payClockState("#orderDetail.loading"),
      },
    },
  },
})
