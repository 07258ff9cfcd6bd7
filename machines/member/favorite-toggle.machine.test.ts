import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { favoriteToggleMachine, type FavoriteStatus } from "./favorite-toggle.machine.ts"

const start = (status: () => Promise<FavoriteStatus>, options: { addFails?: boolean; removeFails?: boolean } = {}) => {
  const calls: string[] = []
  const messages: string[] = []
  let nextId = 40
  const actor = createActor(
    favoriteToggleMachine.provide({
      actors: {
        loadStatus: fromPromise(({ input }) => (calls.push(`status ${input.targetType} ${input.targetId}`), status())),
        addFavorite: fromPromise(async ({ input }) => {
          calls.push(`add ${input.targetType} ${input.targetId}`)
          if (options.addFails) throw new Error("该内容不存在或已下架")
          return { id: ++nextId }
        }),
        removeFavorite: fromPromise(async ({ input }) => {
          calls.push(`remove ${input.id}`)
          if (options.removeFails) throw new Error("接口请求失败")
          return { removed: 1 }
        }),
      },
      actions: { confirm: (_, params) => void messages.push(params.message) },
    }),
    { input: { targetType: "product", targetId: 7 } },
  ).start()
  const settled = () => waitFor(actor, (s) => !s.hasTag("busy"))
  return { actor, calls, messages, settled }
}

describe("favourite toggle machine", () => {
  it("checks first, then adds and removes with the collection's messages", async () => {
    const { actor, calls, messages, settled } = start(async () => ({ collected: false, id: null }))
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await settled()
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "favorite.toggle" })
    expect(actor.getSnapshot().value).toBe("adding")
    // A second press while saving is not a second call.
    actor.send({ type: "favorite.toggle" })
    await settled()
    expect(actor.getSnapshot().context).toMatchObject({ collected: true, id: 41 })
    actor.send({ type: "favorite.toggle" })
    await settled()
    expect(actor.getSnapshot().context).toMatchObject({ collected: false, id: null })
    expect(calls).toEqual(["status product 7", "add product 7", "remove 41"])
    expect(messages).toEqual(["收藏成功", "已取消收藏"])
  })

  it("starts saved when the member saved it before", async () => {
    const { actor, calls, settled } = start(async () => ({ collected: true, id: 12 }))
    await settled()
    actor.send({ type: "favorite.toggle" })
    await settled()
    expect(calls.at(-1)).toBe("remove 12")
  })

  it("keeps the state when a press fails, and says nothing", async () => {
    const added = start(async () => ({ collected: false, id: null }), { addFails: true })
    await added.settled()
    added.actor.send({ type: "favorite.toggle" })
    await added.settled()
    expect(added.actor.getSnapshot().context.collected).toBe(false)
    expect(added.messages).toEqual([])

    const removed = start(async () => ({ collected: true, id: 3 }), { removeFails: true })
    await removed.settled()
    removed.actor.send({ type: "favorite.toggle" })
    await removed.settled()
    expect(removed.actor.getSnapshot().context).toMatchObject({ collected: true, id: 3 })
    expect(removed.messages).toEqual([])
  })

  it("offers a retry when the first check fails", async () => {
    let fail = true
    const { actor, calls, settled } = start(async () => {
      if (fail) throw new Error("网络请求超时")
      return { collected: true, id: 9 }
    })
    await settled()
    expect(actor.getSnapshot().value).toBe("unavailable")
    actor.send({ type: "favorite.toggle" })
    expect(actor.getSnapshot().value).toBe("unavailable")
    fail = false
    actor.send({ type: "favorite.retry" })
    await settled()
    expect(actor.getSnapshot().context).toMatchObject({ collected: true, id: 9 })
    expect(calls).toEqual(["status product 7", "status product 7"])
  })
})
