import { assign, setup } from "xstate"
import type { MallOrderPage, OrderStatus } from "../../domain/mall/order.ts"
import { callMessage } from "../core/failure.ts"
import { isOtherPage } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"
import { hasUnpaid, isPayTimeUp, PAY_CLOCK_DELAYS, payClockState } from "./pay-clock.ts"

const messageOf = (error: unknown): string => callMessage(error, "订单加载失败，请重试")

export interface OrderQuery {
  readonly status: OrderStatus | null
  readonly keyword: string
  readonly page: number
}

/** A loaded page and the time it was read, from which the countdowns run. */
export interface LoadedOrders {
  readonly page: MallOrderPage
  readonly now: number
}

export interface MallOrderListContext extends OrderQuery {
  readonly data: MallOrderPage | null
  readonly error: string | null
  /** The time the countdowns show, moved on each second while an unpaid order is shown. */
  readonly now: number
}

export type MallOrderListEvent =
  | { type: "tab.select"; status: OrderStatus | null }
  | { type: "search.submit"; keyword: string }
  | { type: "page.select"; page: number }
  | { type: "list.reload" }
  | { type: "list.retry" }


/**
 * 我的订单 (the mall's orders of a member): a tab per state (全部 and ORDER_TABS), a keyword
 * (product title or order number) and a page; each change loads again from the server, a
 * failure offers a retry and keeps the page shown before. While an unpaid order is on the page
 * the clock moves each second for its 付款 countdown; when one's time is up the list is read
 * again a few seconds later (the server closes it by then).
 */
export const mallOrderListMachine = setup({
  types: {
    context: {} as MallOrderListContext,
    events: {} as MallOrderListEvent,
    input: {} as Partial<OrderQuery> | undefined,
  },
  actors: {
    loadOrders: requiredActor<LoadedOrders, OrderQuery>("mallOrderListMachine needs a loadOrders actor"),
  },
  guards: {
    hasUnpaid: ({ context }) => hasUnpaid(context.data?.content ?? []),
    deadlinePassed: ({ context }) => isPayTimeUp(context.data?.content ?? [], context.now),
    isOtherPage,
  },
  actions: {
    tickClock: assign({ now: ({ context }) => context.now + PAY_CLOCK_DELAYS.tick }),
  },
  delays: PAY_CLOCK_DELAYS,
}).createMachine({
  id: "mallOrderList",
  context: ({ input }) => ({
    status: input?.status ?? null,
    keyword: input?.keyword ?? "",
    page: input?.page ?? 0,
    data: null,
    error: null,
    now: 0,
  }),
  initial: "loading",
  on: {
    "tab.select": { target: ".loading", actions: assign({ status: ({ event }) => event.status, page: 0 }) },
    "search.submit": { target: ".loading", actions: assign({ keyword: ({ event }) => event.keyword.trim(), page: 0 }) },
  },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadOrders",
        input: ({ context }) => ({ status: context.status, keyword: context.keyword, page: context.page }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output.page, now: ({ event }) => event.output.now, error: null }) },
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failure: {
      on: { "list.retry": "loading", "list.reload": "loading" },
    },
    ready: {
      on: {
        "list.reload": "loading",
        "page.select": { guard: "isOtherPage", target: "loading", actions: assign({ page: ({ event }) => event.page }) },
      },
      ...payClockState("#mallOrderList.loading"),
    },
  },
})
