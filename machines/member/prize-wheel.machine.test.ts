import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { prizeWheelMachine, type DrawOutcome } from "./prize-wheel.machine.ts"

const outcome = (index: number): DrawOutcome => ({
  index,
  prizeName: "50积分",
  kind: "points",
  recordId: 7,
  message: "恭喜您抽中 50积分！",
  points: 100,
})

const start = (draw: () => Promise<DrawOutcome>, spin = 4200) => {
  let announced = 0
  const actor = createActor(
    prizeWheelMachine.provide({
      actors: { draw: fromPromise(draw) },
      actions: { announceDrawn: () => void announced++ },
      delays: { spin },
    }),
    { input: { segments: 8 } },
  ).start()
  return { actor, announced: () => announced }
}

describe("prize wheel machine", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("draws, turns to the segment the server chose, then shows the outcome", async () => {
    const { actor, announced } = start(async () => outcome(2))
    actor.send({ type: "wheel.draw" })
    expect(actor.getSnapshot().value).toBe("drawing")
    expect(actor.getSnapshot().can({ type: "wheel.draw" })).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe("spinning")
    // Segment 2 of 8 centres at 112.5 degrees: the wheel turns 6 full turns and 247.5 more.
    expect(actor.getSnapshot().context.rotation).toBe(6 * 360 + 247.5)
    await vi.advanceTimersByTimeAsync(4199)
    expect(actor.getSnapshot().value).toBe("spinning")
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe("result")
    expect(actor.getSnapshot().context.outcome?.message).toBe("恭喜您抽中 50积分！")
    expect(announced()).toBe(1)
    actor.send({ type: "wheel.draw" })
    await vi.advanceTimersByTimeAsync(0)
    // The next turn starts from where the wheel stopped and still turns forwards.
    expect(actor.getSnapshot().context.rotation).toBe(12 * 360 + 247.5)
    await vi.advanceTimersByTimeAsync(4200)
    actor.send({ type: "wheel.close" })
    expect(actor.getSnapshot().value).toBe("idle")
  })

  it("stops at once when motion is reduced (spin 0)", async () => {
    const { actor } = start(async () => outcome(0), 0)
    actor.send({ type: "wheel.draw" })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe("result")
  })

  it("shows the server's refusal and stays still", async () => {
    const { actor } = start(() => Promise.reject({ message: "积分不足，每次抽奖需要 50 积分" }))
    actor.send({ type: "wheel.draw" })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe("idle")
    expect(actor.getSnapshot().context).toMatchObject({ rotation: 0, error: "积分不足，每次抽奖需要 50 积分" })
  })
})
