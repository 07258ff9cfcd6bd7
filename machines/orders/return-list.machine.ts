import { assign, setup } from "xstate"
import type { OrderReturnPage, ReturnStatus } from "../../domain/mall/order-return.ts"
import { callMessage } from "../core/failure.ts"
import { isForbidden, isOtherPage } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "加载失败，请重试")

export interface ReturnQuery {
  readonly status: ReturnStatus | null
  readonly page: number
}

export interface ReturnListContext extends ReturnQuery {
  readonly data: OrderReturnPage | null
  readonly error: string | null
}

export type ReturnListEvent =
  | { type: "tab.select"; status: ReturnStatus | null }
  | { type: "page.select"; page: number }
  | { type: "list.reload" }
  | { type: "list.retry" }

/**
 * Returns by state (全部, 待处理, 退货中, 已完成, 已拒绝) and page: the member's (我的退货) or the
 * shop's, as the caller's loader reads them. A failure offers a retry; a reload (after an action)
 * keeps the tab and page.
 */
export const returnListMachine = setup({
  types: {
    context: {} as ReturnListContext,
    events: {} as ReturnListEvent,
  },
  actors: {
    loadReturns: requiredActor<OrderReturnPage, ReturnQuery>("returnListMachine needs a loadReturns actor"),
  },
  guards: {
    isForbidden,
    isOtherPage,
  },
}).createMachine({
  id: "returnList",
  context: { status: null, page: 0, data: null, error: null },
  initial: "loading",
  on: {
    "tab.select": { target: ".loading", actions: assign({ status: ({ event }) => event.status, page: 0 }) },
  },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadReturns",
        input: ({ context }) => ({ status: context.status, page: context.page }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: [
          // The shop's list for a member without a shop.
          { guard: "isForbidden", target: "forbidden", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    forbidden: {},
    failure: { on: { "list.retry": "loading", "list.reload": "loading" } },
    ready: {
      on: {
        "list.reload": "loading",
        "page.select": { guard: "isOtherPage", target: "loading", actions: assign({ page: ({ event }) => event.page }) },
      },
    },
  },
})
