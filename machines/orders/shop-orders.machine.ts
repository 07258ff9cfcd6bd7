import { assign, setup } from "xstate"
import type { MallOrder, MallOrderPage, OrderStatus } from "../../domain/mall/order.ts"
import { trackingProblem } from "../../domain/mall/order.ts"
import { callFailure, type Failure } from "../core/failure.ts"
import { isForbidden, isOtherPage, isStale } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const failureOf = (error: unknown): Failure => callFailure(error, "操作失败，请重试")

export interface ShopOrderQuery {
  readonly status: OrderStatus | null
  readonly page: number
}

export interface ShopOrdersContext extends ShopOrderQuery {
  readonly data: MallOrderPage | null
  readonly error: string | null
  /** The order in the 发货 dialog. */
  readonly shipping: MallOrder | null
  readonly shipError: string | null
  /** The order shipped last, for the page's notice. */
  readonly shipped: string | null
}

export type ShopOrdersEvent =
  | { type: "tab.select"; status: OrderStatus | null }
  | { type: "page.select"; page: number }
  | { type: "list.reload" }
  | { type: "list.retry" }
  | { type: "ship.open"; order: MallOrder }
  | { type: "ship.submit"; courier: string; trackingNo: string }
  | { type: "ship.cancel" }

/**
 * 商品订单 of a shop (/account/mine/order_product): the shop's orders by state and page. 发货
 * opens a dialog for a 待发货 order: a courier of the spec's list and a tracking number, checked
 * by trackingProblem before the call and again by the server; the server's refusal stays in the
 * dialog; a shipped order reloads the list. A member without a shop is refused by the server.
 */
export const shopOrdersMachine = setup({
  types: {
    context: {} as ShopOrdersContext,
    events: {} as ShopOrdersEvent,
  },
  actors: {
    loadOrders: requiredActor<MallOrderPage, ShopOrderQuery>("shopOrdersMachine needs a loadOrders actor"),
    shipOrder: requiredActor<MallOrder, { orderNum: string; courier: string; trackingNo: string }>("shopOrdersMachine needs a shipOrder actor"),
  },
  guards: {
    isShipValid: ({ event }) => event.type === "ship.submit" && trackingProblem(event.courier, event.trackingNo) === null,
    isUnshipped: ({ event }) => event.type === "ship.open" && event.order.status === 1,
    isOtherPage,
    isForbidden,
    isStale,
  },
}).createMachine({
  id: "shopOrders",
  context: { status: null, page: 0, data: null, error: null, shipping: null, shipError: null, shipped: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadOrders",
        input: ({ context }) => ({ status: context.status, page: context.page }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output }) },
        onError: [
          { guard: "isForbidden", target: "forbidden", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
          { target: "failure", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    forbidden: {},
    failure: {
      on: {
        "list.retry": { target: "loading", actions: assign({ error: null }) },
        "tab.select": { target: "loading", actions: assign({ status: ({ event }) => event.status, page: 0, error: null }) },
      },
    },
    ready: {
      initial: "browsing",
      states: {
        browsing: {
          on: {
            "list.reload": { target: "#shopOrders.loading", actions: assign({ error: null }) },
            "tab.select": { target: "#shopOrders.loading", actions: assign({ status: ({ event }) => event.status, page: 0, shipped: null, error: null }) },
            "page.select": { guard: "isOtherPage", target: "#shopOrders.loading", actions: assign({ page: ({ event }) => event.page, error: null }) },
            "ship.open": { guard: "isUnshipped", target: "shipping", actions: assign({ shipping: ({ event }) => event.order, shipError: null, shipped: null, error: null }) },
          },
        },
        shipping: {
          initial: "editing",
          on: { "ship.cancel": { target: "browsing", actions: assign({ shipping: null, shipError: null }) } },
          states: {
            editing: {
              on: {
                "ship.submit": [
                  { guard: "isShipValid", target: "submitting", actions: assign({ shipError: null }) },
                  { actions: assign({ shipError: ({ event }) => trackingProblem(event.courier, event.trackingNo) }) },
                ],
              },
            },
            submitting: {
              tags: ["busy"],
              on: { "ship.cancel": {} },
              invoke: {
                src: "shipOrder",
                input: ({ context, event }) => {
                  const e = event as Extract<ShopOrdersEvent, { type: "ship.submit" }>
                  return { orderNum: context.shipping?.orderNum ?? "", courier: e.courier, trackingNo: e.trackingNo.trim() }
                },
                onDone: {
                  target: "#shopOrders.loading",
                  actions: assign({ shipped: ({ context }) => context.shipping?.orderNum ?? null, shipping: null, shipError: null }),
                },
                onError: [
                  // Shipped or closed meanwhile: the list was out of date.
                  { guard: "isStale", target: "#shopOrders.loading", actions: assign({ error: ({ event }) => failureOf(event.error).message, shipping: null }) },
                  { target: "editing", actions: assign({ shipError: ({ event }) => failureOf(event.error).message }) },
                ],
              },
            },
          },
        },
      },
    },
  },
})
