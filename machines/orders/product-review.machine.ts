import { assign, setup } from "xstate"
import { reviewProblem, type PendingReview, type ProductReview, type ReviewInput } from "../../domain/mall/review.ts"
import { callMessage } from "../core/failure.ts"
import { outputIs } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = callMessage

export interface ProductReviewContext {
  readonly orderNum: string
  /** Lines of the order still waiting for a review. */
  readonly pending: ReadonlyArray<PendingReview>
  /** Lines reviewed here, by SKU. */
  readonly done: Readonly<Record<number, ProductReview>>
  /** The line being sent and each line's last problem. */
  readonly sending: number | null
  readonly errors: Readonly<Record<number, string>>
  readonly loadError: string | null
}

export type ProductReviewEvent =
  | { type: "review.submit"; skuId: number; review: ReviewInput }
  | { type: "order.retry" }

const left = (context: ProductReviewContext) => context.pending.filter((p) => context.done[p.skuId] === undefined)

/**
 * 评价 (/product/comment?orderNum=): the order's lines waiting for a review are read; each line
 * has its own stars, text and pictures, checked with the spec's comment rules (请选择满意度,
 * 30-200 characters) before its call; a line's refusal (e.g. real-name certification missing)
 * stays beside it; when every line is reviewed the page says so (finished). With nothing to
 * review (reviewed already, by default after 7 days, or not completed) it says that (nothing).
 */
export const productReviewMachine = setup({
  types: {
    context: {} as ProductReviewContext,
    events: {} as ProductReviewEvent,
    input: {} as { orderNum: string },
  },
  actors: {
    loadPending: requiredActor<ReadonlyArray<PendingReview>, { orderNum: string }>("productReviewMachine needs a loadPending actor"),
    submitReview: requiredActor<ProductReview, { orderNum: string; skuId: number; review: ReviewInput }>("productReviewMachine needs a submitReview actor"),
  },
  guards: {
    hasPending: outputIs<ReadonlyArray<PendingReview>>((pending) => pending.length > 0),
    isValid: ({ context, event }) =>
      event.type === "review.submit" && context.pending.some((p) => p.skuId === event.skuId) && context.done[event.skuId] === undefined && reviewProblem(event.review) === null,
    isLastLine: ({ context }) => left(context).length === 0,
  },
}).createMachine({
  id: "productReview",
  context: ({ input }) => ({ orderNum: input.orderNum, pending: [], done: {}, sending: null, errors: {}, loadError: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadPending",
        input: ({ context }) => ({ orderNum: context.orderNum }),
        onDone: [
          { guard: "hasPending", target: "editing", actions: assign({ pending: ({ event }) => event.output, loadError: null }) },
          { target: "nothing" },
        ],
        onError: { target: "failure", actions: assign({ loadError: ({ event }) => messageOf(event.error, "订单加载失败，请重试") }) },
      },
    },
    failure: { on: { "order.retry": "loading" } },
    nothing: {},
    editing: {
      on: {
        "review.submit": [
          {
            guard: "isValid",
            target: "sending",
            actions: assign({
              sending: ({ event }) => event.skuId,
              errors: ({ context, event }) => Object.fromEntries(Object.entries(context.errors).filter(([k]) => Number(k) !== event.skuId)),
            }),
          },
          {
            actions: assign({
              errors: ({ context, event }) => {
                const problem = reviewProblem(event.review)
                return problem === null ? context.errors : { ...context.errors, [event.skuId]: problem }
              },
            }),
          },
        ],
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        src: "submitReview",
        input: ({ context, event }) => {
          const e = event as Extract<ProductReviewEvent, { type: "review.submit" }>
          return { orderNum: context.orderNum, skuId: e.skuId, review: e.review }
        },
        onDone: {
          target: "checking",
          actions: assign({ done: ({ context, event }) => ({ ...context.done, [context.sending ?? 0]: event.output }), sending: null }),
        },
        onError: {
          target: "editing",
          actions: assign({ errors: ({ context, event }) => ({ ...context.errors, [context.sending ?? 0]: messageOf(event.error, "提交失败，请重试") }), sending: null }),
        },
      },
    },
    checking: { always: [{ guard: "isLastLine", target: "finished" }, { target: "editing" }] },
    finished: { type: "final" },
  },
})
