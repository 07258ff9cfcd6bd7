import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { PendingReview } from "../../domain/mall/review.ts"
import { demoPendingReview, demoProductReview } from "./mall-order-fixtures.ts"
import { productReviewMachine } from "./product-review.machine.ts"

const CONTENT = demoProductReview.content
const second: PendingReview = { ...demoPendingReview, skuId: 12 }

const start = (pending: ReadonlyArray<PendingReview>, submit: (skuId: number) => Promise<unknown> = async () => demoProductReview) =>
  createActor(
    productReviewMachine.provide({
      actors: {
        loadPending: fromPromise(async () => pending),
        submitReview: fromPromise(async ({ input }) => ({ ...((await submit(input.skuId)) as typeof demoProductReview), skuId: input.skuId })),
      },
    }),
    { input: { orderNum: demoPendingReview.orderNum } },
  ).start()

describe("product review machine", () => {
  it("reviews each line on its own and finishes when every line is done", async () => {
    const actor = start([demoPendingReview, second])
    await waitFor(actor, (s) => s.matches("editing"))
    actor.send({ type: "review.submit", skuId: 11, review: { grade: null, content: CONTENT, pictures: [] } })
    expect(actor.getSnapshot().context.errors[11]).toBe("请选择满意度")
    actor.send({ type: "review.submit", skuId: 11, review: { grade: 5, content: "太短了", pictures: [] } })
    expect(actor.getSnapshot().context.errors[11]).toMatch(/30/)
    actor.send({ type: "review.submit", skuId: 11, review: { grade: 5, content: CONTENT, pictures: [] } })
    const one = await waitFor(actor, (s) => s.matches("editing") && s.context.done[11] !== undefined)
    expect(one.context.errors[11]).toBeUndefined()
    actor.send({ type: "review.submit", skuId: 11, review: { grade: 5, content: CONTENT, pictures: [] } })
    expect(actor.getSnapshot().matches("editing")).toBe(true)
    actor.send({ type: "review.submit", skuId: 12, review: { grade: 4, content: CONTENT, pictures: [] } })
    await waitFor(actor, (s) => s.matches("finished"))
  })

  it("keeps a line's refusal beside it", async () => {
    const actor = start([demoPendingReview], () => Promise.reject({ kind: "http", status: 400, message: "您还未进行实名认证，请先完成实名认证" }))
    await waitFor(actor, (s) => s.matches("editing"))
    actor.send({ type: "review.submit", skuId: 11, review: { grade: 5, content: CONTENT, pictures: [] } })
    const s = await waitFor(actor, (s) => s.matches("editing") && s.context.errors[11] !== undefined)
    expect(s.context.errors[11]).toBe("您还未进行实名认证，请先完成实名认证")
  })

  it("says when nothing waits for a review", async () => {
    const actor = start([])
    await waitFor(actor, (s) => s.matches("nothing"))
  })
})
