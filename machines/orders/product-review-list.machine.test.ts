import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { ReviewFilter, ReviewStatistics } from "../../domain/mall/review.ts"
import { demoProductReview } from "./mall-order-fixtures.ts"
import { productReviewListMachine } from "./product-review-list.machine.ts"

const start = (statsFail = false) => {
  const queries: Array<{ filter: ReviewFilter; page: number }> = []
  const actor = createActor(
    productReviewListMachine.provide({
      actors: {
        loadStatistics: fromPromise(async (): Promise<ReviewStatistics> => {
          if (statsFail) throw { kind: "network", status: null, message: "网络异常" }
          return { total: 12, goodTotal: 10, middleTotal: 1, simpleTotal: 1, pictureTotal: 3, goodRate: 83, stars: [1, 0, 1, 0, 10] }
        }),
        loadReviews: fromPromise(async ({ input }) => {
          queries.push({ filter: input.filter, page: input.page })
          return { content: [demoProductReview], totalElements: 12, totalPages: 2 }
        }),
        likeReview: fromPromise(async ({ input }) => ({ id: input.id, likedStatus: input.like ? ("LIKE" as const) : ("UNLIKE" as const), likeNumber: input.like ? 1 : 0 })),
      },
    }),
    { input: { spuId: 3 } },
  ).start()
  return { actor, queries }
}

describe("product review list machine", () => {
  it("filters and pages, each filter from its first page", async () => {
    const { actor, queries } = start()
    await waitFor(actor, (s) => s.matches({ list: "ready", statistics: "shown" }))
    actor.send({ type: "page.select", page: 1 })
    await waitFor(actor, (s) => s.matches({ list: "ready" }))
    actor.send({ type: "filter.select", filter: "pictures" })
    await waitFor(actor, (s) => s.matches({ list: "ready" }))
    actor.send({ type: "filter.select", filter: "pictures" })
    expect(queries).toEqual([
      { filter: "all", page: 0 },
      { filter: "all", page: 1 },
      { filter: "pictures", page: 0 },
    ])
  })

  it("likes a review and shows its new count", async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches({ list: { ready: "idle" } }))
    actor.send({ type: "review.like", id: demoProductReview.id, like: true })
    const s = await waitFor(actor, (s) => s.matches({ list: { ready: "idle" } }) && s.context.liking === null)
    expect(s.context.data?.content[0]).toMatchObject({ likedStatus: "LIKE", likeNumber: 1 })
  })

  it("shows the list without counts when the statistics fail", async () => {
    const { actor } = start(true)
    const s = await waitFor(actor, (s) => s.matches({ list: "ready", statistics: "missing" }))
    expect(s.context.statistics).toBeNull()
  })
})
