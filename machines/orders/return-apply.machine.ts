import { assign, setup } from "xstate"
import { returnApplicationProblem, type OrderAfterSale, type OrderReturn } from "../../domain/mall/order-return.ts"
import { RETURN_PAGE_MESSAGES } from "../../domain/orders/returns.ts"
import { callFailure, type Failure } from "../core/failure.ts"
import { outputIs } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const failureOf = (error: unknown): Failure => callFailure(error, "提交失败，请重试")

export interface ReturnForm {
  readonly reason: string
  readonly description: string
  readonly pictures: ReadonlyArray<string>
}

export interface ReturnApplyContext {
  readonly orderNum: string
  readonly afterSale: OrderAfterSale | null
  /** The lines to send back; all returnable lines at first. */
  readonly skuIds: ReadonlyArray<number>
  readonly error: string | null
  readonly created: OrderReturn | null
}

export type ReturnApplyEvent =
  | { type: "line.toggle"; skuId: number }
  | { type: "form.submit"; form: ReturnForm }
  | { type: "order.retry" }

const returnable = (afterSale: OrderAfterSale | null) => afterSale?.items.filter((i) => i.returnable) ?? []

/** The form's problem: no line chosen, then the domain's checks (reason, description, pictures). */
export const returnFormProblem = (skuIds: ReadonlyArray<number>, form: ReturnForm): string | null =>
  skuIds.length === 0 ? RETURN_PAGE_MESSAGES.chooseLines : returnApplicationProblem(form)

/**
 * 申请退货 (/account/order/return/apply): the order's after-sale state is read; with lines that
 * may be returned the form opens with all of them chosen (each can be left out), otherwise the
 * page says why (unavailable). The reason, description and proof pictures are checked as the
 * server checks them before the call; the server's refusal stays in the form; an accepted
 * application shows its number and state (submitted).
 */
export const returnApplyMachine = setup({
  types: {
    context: {} as ReturnApplyContext,
    events: {} as ReturnApplyEvent,
    input: {} as { orderNum: string },
  },
  actors: {
    loadAfterSale: requiredActor<OrderAfterSale, { orderNum: string }>("returnApplyMachine needs a loadAfterSale actor"),
    applyReturn: requiredActor<OrderReturn, { orderNum: string; skuIds: ReadonlyArray<number>; form: ReturnForm }>("returnApplyMachine needs an applyReturn actor"),
  },
  guards: {
    hasReturnable: outputIs<OrderAfterSale>((afterSale) => returnable(afterSale).length > 0),
    isFormValid: ({ context, event }) => event.type === "form.submit" && returnFormProblem(context.skuIds, event.form) === null,
    isChosenLine: ({ context, event }) => event.type === "line.toggle" && returnable(context.afterSale).some((i) => i.skuId === event.skuId),
  },
}).createMachine({
  id: "returnApply",
  context: ({ input }) => ({ orderNum: input.orderNum, afterSale: null, skuIds: [], error: null, created: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadAfterSale",
        input: ({ context }) => ({ orderNum: context.orderNum }),
        onDone: [
          {
            guard: "hasReturnable",
            target: "editing",
            actions: assign({ afterSale: ({ event }) => event.output, skuIds: ({ event }) => returnable(event.output).map((i) => i.skuId), error: null }),
          },
          { target: "unavailable", actions: assign({ afterSale: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: "failure", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failure: { on: { "order.retry": "loading" } },
    unavailable: {},
    editing: {
      on: {
        "line.toggle": {
          guard: "isChosenLine",
          actions: assign({
            skuIds: ({ context, event }) => (context.skuIds.includes(event.skuId) ? context.skuIds.filter((id) => id !== event.skuId) : [...context.skuIds, event.skuId]),
          }),
        },
        "form.submit": [
          { guard: "isFormValid", target: "submitting", actions: assign({ error: null }) },
          { actions: assign({ error: ({ context, event }) => returnFormProblem(context.skuIds, event.form) }) },
        ],
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "applyReturn",
        input: ({ context, event }) => ({ orderNum: context.orderNum, skuIds: context.skuIds, form: (event as Extract<ReturnApplyEvent, { type: "form.submit" }>).form }),
        onDone: { target: "submitted", actions: assign({ created: ({ event }) => event.output }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
      },
    },
    submitted: { type: "final" },
  },
})
