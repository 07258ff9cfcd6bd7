import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { articleDraftMachine, type ReviewState } from "./article-draft.machine.ts"

const start = (options: { valid?: boolean; submit?: () => Promise<unknown>; reviews?: ReviewState[] } = {}) => {
  const reviews = [...(options.reviews ?? [])]
  const actor = createActor(
    articleDraftMachine.provide({
      guards: { check: () => options.valid ?? true },
      actors: {
        submit: fromPromise(options.submit ?? (async () => ({ id: 7 }))),
        loadReview: fromPromise(async () => {
          const next = reviews.shift()
          if (!next) throw { message: "网络异常，请稍后重试" }
          return next
        }),
      },
    }),
  )
  actor.start()
  return actor
}

describe("articleDraftMachine", () => {
  it("keeps an invalid draft in editing without sending it", () => {
    const actor = start({ valid: false })
    actor.send({ type: "draft.submit", values: {} })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.attempted).toBe(true)
  })

  it("keeps the server's refusal with its code", async () => {
    const actor = start({ submit: async () => Promise.reject({ message: "请先完成实名认证", code: "real_name_required" }) })
    actor.send({ type: "draft.submit", values: {} })
    await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({ error: "请先完成实名认证", code: "real_name_required" })
  })

  it("waits in review, goes back to editing after a rejection, and ends when published", async () => {
    const actor = start({
      reviews: [
        { status: "pending", rejectReason: null },
        { status: "rejected", rejectReason: "图片与内容无关" },
        { status: "published", rejectReason: null },
      ],
    })
    actor.send({ type: "draft.submit", values: { title: "春季过敏怎么办" } })
    await waitFor(actor, (s) => s.matches("inReview"))
    expect(actor.getSnapshot().context.result).toEqual({ id: 7 })
    actor.send({ type: "review.refresh" })
    await waitFor(actor, (s) => s.matches("inReview") && !s.hasTag("busy"))
    actor.send({ type: "review.refresh" })
    await waitFor(actor, (s) => s.matches("rejected"))
    expect(actor.getSnapshot().context.rejectReason).toBe("图片与内容无关")
    actor.send({ type: "draft.edit" })
    actor.send({ type: "draft.submit", values: { title: "春季过敏怎么办" } })
    await waitFor(actor, (s) => s.matches("inReview"))
    actor.send({ type: "review.refresh" })
    await waitFor(actor, (s) => s.status === "done")
    expect(actor.getSnapshot().value).toBe("published")
  })

  it("stays in review when the status cannot be read", async () => {
    const actor = start({ reviews: [] })
    actor.send({ type: "draft.submit", values: {} })
    await waitFor(actor, (s) => s.matches("inReview"))
    actor.send({ type: "review.refresh" })
    await waitFor(actor, (s) => s.matches("inReview") && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe("网络异常，请稍后重试")
  })
})
