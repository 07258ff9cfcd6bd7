import { assign, setup } from "xstate"
import type { ProductReviewPage, ReviewFilter, ReviewStatistics } from "../../domain/mall/review.ts"
import { callMessage } from "../core/failure.ts"
import { isOtherPage } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = callMessage

export interface ReviewLikeResult {
  readonly id: number
  readonly likedStatus: "LIKE" | "UNLIKE"
  readonly likeNumber: number
}

export interface ProductReviewListContext {
  readonly spuId: number
  readonly filter: ReviewFilter
  readonly page: number
  readonly data: ProductReviewPage | null
  readonly statistics: ReviewStatistics | null
  readonly error: string | null
  /** The review whose like is being sent. */
  readonly liking: number | null
  readonly likeError: string | null
}

export type ProductReviewListEvent =
  | { type: "filter.select"; filter: ReviewFilter }
  | { type: "page.select"; page: number }
  | { type: "list.retry" }
  | { type: "review.like"; id: number; like: boolean }

/**
 * A product's reviews for its detail page: the statistics (好评率, counts per filter) and a page
 * of reviews by filter (全部, 好评, 中评, 差评, 有图); a failure offers a retry. A like (or taking
 * it back) is sent for one review at a time and its answer replaces that review's count.
 */
export const productReviewListMachine = setup({
  types: {
    context: {} as ProductReviewListContext,
    events: {} as ProductReviewListEvent,
    input: {} as { spuId: number },
  },
  actors: {
    loadStatistics: requiredActor<ReviewStatistics, { spuId: number }>("productReviewListMachine needs a loadStatistics actor"),
    loadReviews: requiredActor<ProductReviewPage, { spuId: number; filter: ReviewFilter; page: number }>("productReviewListMachine needs a loadReviews actor"),
    likeReview: requiredActor<ReviewLikeResult, { id: number; like: boolean }>("productReviewListMachine needs a likeReview actor"),
  },
  guards: {
    isOtherPage,
    isOtherFilter: ({ context, event }) => event.type === "filter.select" && event.filter !== context.filter,
  },
}).createMachine({
  id: "productReviewList",
  type: "parallel",
  context: ({ input }) => ({ spuId: input.spuId, filter: "all", page: 0, data: null, statistics: null, error: null, liking: null, likeError: null }),
  states: {
    statistics: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            src: "loadStatistics",
            input: ({ context }) => ({ spuId: context.spuId }),
            onDone: { target: "shown", actions: assign({ statistics: ({ event }) => event.output }) },
            // The list still shows; the counts are left out.
            onError: { target: "missing" },
          },
        },
        shown: {},
        missing: {},
      },
    },
    list: {
      initial: "loading",
      on: {
        "filter.select": { guard: "isOtherFilter", target: ".loading", actions: assign({ filter: ({ event }) => event.filter, page: 0 }) },
      },
      states: {
        loading: {
          tags: ["busy"],
          invoke: {
            src: "loadReviews",
            input: ({ context }) => ({ spuId: context.spuId, filter: context.filter, page: context.page }),
            onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output, error: null }) },
            onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error, "评价加载失败") }) },
          },
        },
        failure: { on: { "list.retry": "loading" } },
        ready: {
          initial: "idle",
          on: {
            "page.select": { guard: "isOtherPage", target: "loading", actions: assign({ page: ({ event }) => event.page }) },
          },
          states: {
            idle: {
              on: { "review.like": { target: "liking", actions: assign({ liking: ({ event }) => event.id, likeError: null }) } },
            },
            liking: {
              invoke: {
                src: "likeReview",
                input: ({ event }) => {
                  const e = event as Extract<ProductReviewListEvent, { type: "review.like" }>
                  return { id: e.id, like: e.like }
                },
                onDone: {
                  target: "idle",
                  actions: assign({
                    data: ({ context, event }) =>
                      context.data && {
                        ...context.data,
                        content: context.data.content.map((r) => (r.id === event.output.id ? { ...r, likedStatus: event.output.likedStatus, likeNumber: event.output.likeNumber } : r)),
                      },
                    liking: null,
                  }),
                },
                onError: { target: "idle", actions: assign({ liking: null, likeError: ({ event }) => messageOf(event.error, "点赞失败，请重试") }) },
              },
            },
          },
        },
      },
    },
  },
})
