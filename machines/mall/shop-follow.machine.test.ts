import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { shopFollowMachine } from "./shop-follow.machine.ts"

describe("shop follow", () => {
  it("follows and unfollows with the server's count, and says why a press failed", async () => {
    const said: string[] = []
    let fail = false
    const actor = createActor(
      shopFollowMachine.provide({
        actors: {
          saveFollow: fromPromise(async ({ input }) => {
            if (fail) throw { message: "店铺不存在" }
            return { followed: input.follow, followers: input.follow ? 11 : 10 }
          }),
        },
        actions: { confirm: (_, { message }) => said.push(message) },
      }),
      { input: { shopId: 4, followed: false, followers: 10, member: true } },
    ).start()
    actor.send({ type: "follow.toggle" })
    await waitFor(actor, (s) => s.matches("idle") && s.context.followed)
    expect(actor.getSnapshot().context.followers).toBe(11)
    actor.send({ type: "follow.toggle" })
    await waitFor(actor, (s) => s.matches("idle") && !s.context.followed)
    expect(said).toEqual(["已关注店铺", "已取消关注"])
    fail = true
    actor.send({ type: "follow.toggle" })
    await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({ followed: false, followers: 10, error: "店铺不存在" })
  })

  it("sends a visitor to login", () => {
    let login = 0
    const actor = createActor(shopFollowMachine.provide({ actions: { goToLogin: () => login++ } }), { input: { shopId: 4, followed: false, followers: 10, member: false } }).start()
    actor.send({ type: "follow.toggle" })
    expect(login).toBe(1)
    expect(actor.getSnapshot().value).toBe("idle")
  })
})
