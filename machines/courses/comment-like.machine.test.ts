import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { commentLikeMachine, type CommentLikeInput, type LikeAnswer } from "./comment-like.machine.ts"

const start = (input: Partial<CommentLikeInput>, answer: (call: { id: number; action: "like" | "cancel" }) => Promise<LikeAnswer>) => {
  const calls: Array<{ id: number; action: "like" | "cancel" }> = []
  const messages: string[] = []
  const actor = createActor(
    commentLikeMachine.provide({
      actors: { sendLike: fromPromise(({ input }) => (calls.push(input), answer(input))) },
      actions: { askToLogIn: (_, p) => void messages.push(p.message), confirm: (_, p) => void messages.push(p.message) },
    }),
    { input: { id: 7, likedStatus: "UNLIKE", likeNumber: 3, signedIn: true, ...input } },
  ).start()
  return { actor, calls, messages, ctx: () => actor.getSnapshot().context }
}

describe("comment like machine", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("asks a visitor to log in and sends nothing", () => {
    const { actor, calls, messages } = start({ signedIn: false }, async () => ({ likedStatus: "LIKE", likeNumber: 4 }))
    actor.send({ type: "like.toggle" })
    expect(messages).toEqual(["请先登录后再点赞"])
    expect(calls).toEqual([])
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "session.changed", signedIn: true })
    actor.send({ type: "like.toggle" })
    expect(calls).toEqual([{ id: 7, action: "like" }])
  })

  it("likes at once (+1), takes the server's count, and blocks clicks for a second", async () => {
    const { actor, calls, messages, ctx } = start({}, async () => ({ likedStatus: "LIKE", likeNumber: 9 }))
    actor.send({ type: "like.toggle" })
    expect(ctx()).toMatchObject({ likedStatus: "LIKE", likeNumber: 4 })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(ctx()).toMatchObject({ likedStatus: "LIKE", likeNumber: 9 })
    expect(messages).toEqual(["点赞成功"])
    actor.send({ type: "like.toggle" })
    await vi.advanceTimersByTimeAsync(999)
    actor.send({ type: "like.toggle" })
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "like.toggle" })
    expect(ctx()).toMatchObject({ likedStatus: "UNLIKE", likeNumber: 8 })
    expect(calls.at(-1)).toEqual({ id: 7, action: "cancel" })
  })

  it("cancels (-1) and says so", async () => {
    const { actor, messages, ctx } = start({ likedStatus: "LIKE", likeNumber: 1 }, async () => ({ likedStatus: "UNLIKE", likeNumber: 0 }))
    actor.send({ type: "like.toggle" })
    expect(ctx()).toMatchObject({ likedStatus: "UNLIKE", likeNumber: 0 })
    await vi.advanceTimersByTimeAsync(0)
    expect(messages).toEqual(["取消点赞成功"])
  })

  it("puts the count back when the call fails", async () => {
    const { actor, ctx, messages } = start({}, () => Promise.reject(new Error("接口请求失败")))
    actor.send({ type: "like.toggle" })
    await vi.advanceTimersByTimeAsync(0)
    expect(ctx()).toMatchObject({ likedStatus: "UNLIKE", likeNumber: 3 })
    expect(messages).toEqual([])
    expect(actor.getSnapshot().value).toBe("cooling")
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().value).toBe("ready")
  })
})
