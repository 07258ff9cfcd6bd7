import { assign, setup } from "xstate"
import { trackingProblem } from "../../domain/mall/order.ts"
import type { OrderReturn } from "../../domain/mall/order-return.ts"
import { callFailure, type Failure } from "../core/failure.ts"
import { isStale, outputIs } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const failureOf = (error: unknown): Failure => callFailure(error, "提交失败，请重试")

export interface ReturnGoodsContext {
  readonly id: number
  readonly ret: OrderReturn | null
  readonly error: string | null
}

export type ReturnGoodsEvent =
  | { type: "goods.submit"; courier: string; trackingNo: string }
  | { type: "goods.edit" }
  | { type: "goods.cancel" }
  | { type: "return.retry" }

const canSend = (r: OrderReturn | null | undefined) => r !== null && r !== undefined && r.status === 1 && r.receiveTime === null

/**
 * 退货物流 (/account/order/return/goods): the return is read; once the shop has accepted it
 * (退货中) the member enters the courier and number of the parcel sent back to the shop's
 * address (editing; checked with trackingProblem, then by the server) and can correct them until
 * the shop confirms receipt (sent, goods.edit). Any other state only shows the return (viewing).
 */
export const returnGoodsMachine = setup({
  types: {
    context: {} as ReturnGoodsContext,
    events: {} as ReturnGoodsEvent,
    input: {} as { id: number },
  },
  actors: {
    loadReturn: requiredActor<OrderReturn, { id: number }>("returnGoodsMachine needs a loadReturn actor"),
    sendGoods: requiredActor<OrderReturn, { id: number; courier: string; trackingNo: string }>("returnGoodsMachine needs a sendGoods actor"),
  },
  guards: {
    isAwaitingGoods: outputIs<OrderReturn>((ret) => canSend(ret) && ret.sendTime === null),
    isSent: outputIs<OrderReturn>(canSend),
    canCorrect: ({ context }) => canSend(context.ret),
    wasSent: ({ context }) => canSend(context.ret) && context.ret?.sendTime !== null,
    isValid: ({ event }) => event.type === "goods.submit" && trackingProblem(event.courier, event.trackingNo) === null,
    isStale,
  },
}).createMachine({
  id: "returnGoods",
  context: ({ input }) => ({ id: input.id, ret: null, error: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadReturn",
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: "isAwaitingGoods", target: "editing", actions: assign({ ret: ({ event }) => event.output }) },
          { guard: "isSent", target: "sent", actions: assign({ ret: ({ event }) => event.output }) },
          { target: "viewing", actions: assign({ ret: ({ event }) => event.output }) },
        ],
        onError: { target: "failure", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failure: { on: { "return.retry": { target: "loading", actions: assign({ error: null }) } } },
    viewing: {},
    editing: {
      on: {
        "goods.submit": [
          { guard: "isValid", target: "submitting", actions: assign({ error: null }) },
          { actions: assign({ error: ({ event }) => trackingProblem(event.courier, event.trackingNo) }) },
        ],
        "goods.cancel": { guard: "wasSent", target: "sent", actions: assign({ error: null }) },
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "sendGoods",
        input: ({ context, event }) => {
          const e = event as Extract<ReturnGoodsEvent, { type: "goods.submit" }>
          return { id: context.id, courier: e.courier, trackingNo: e.trackingNo.trim() }
        },
        onDone: { target: "sent", actions: assign({ ret: ({ event }) => event.output }) },
        onError: [
          // Received or changed meanwhile: show the return as it is now.
          { guard: "isStale", target: "loading", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
          { target: "editing", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    sent: {
      on: { "goods.edit": { guard: "canCorrect", target: "editing" } },
    },
  },
})
