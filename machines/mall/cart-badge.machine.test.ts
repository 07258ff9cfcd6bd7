import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { StepClock } from "../testing/step-clock.ts"
import { cartBadgeMachine, CART_BADGE_RETRY_MS } from "./cart-badge.machine.ts"

describe("cart badge", () => {
  it("shows a visitor's pieces, syncs once at login, retries after 30 s and follows changes", async () => {
    const clock = new StepClock()
    const answers: Array<() => { pieces: number }> = [
      () => {
        throw new Error("network")
      },
      () => ({ pieces: 5 }),
    ]
    let syncs = 0
    const actor = createActor(
      cartBadgeMachine.provide({
        actors: {
          syncCart: fromPromise(async () => {
            syncs++
            return answers.shift()!()
          }),
        },
      }),
      { input: { member: false, pieces: 2 }, clock },
    ).start()
    expect(actor.getSnapshot().value).toBe("visitor")
    expect(actor.getSnapshot().context.pieces).toBe(2)
    actor.send({ type: "cart.count", pieces: 3 })
    expect(actor.getSnapshot().context.pieces).toBe(3)
    actor.send({ type: "session.member" })
    await waitFor(actor, (s) => s.matches({ member: "failure" }))
    expect(clock.nextDelay()).toBe(CART_BADGE_RETRY_MS)
    clock.increment(CART_BADGE_RETRY_MS)
    await waitFor(actor, (s) => s.matches({ member: "ready" }))
    expect(actor.getSnapshot().context.pieces).toBe(5)
    expect(syncs).toBe(2)
    actor.send({ type: "cart.count", pieces: -1 })
    expect(actor.getSnapshot().context.pieces).toBe(0)
    actor.send({ type: "session.visitor", pieces: 0 })
    expect(actor.getSnapshot().value).toBe("visitor")
  })

  it("starts syncing at once for a member", async () => {
    const actor = createActor(cartBadgeMachine.provide({ actors: { syncCart: fromPromise(async () => ({ pieces: 7 })) } }), { input: { member: true, pieces: 0 } }).start()
    await waitFor(actor, (s) => s.matches({ member: "ready" }))
    expect(actor.getSnapshot().context.pieces).toBe(7)
    actor.send({ type: "cart.refresh" })
    expect(actor.getSnapshot().matches({ member: "syncing" })).toBe(true)
  })
})
