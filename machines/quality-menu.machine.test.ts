import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor } from "xstate"
import { qualityMenuMachine } from "./quality-menu.machine.ts"

describe("quality menu machine", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("hides 100 ms after the pointer leaves, unless it comes back", async () => {
    const actor = createActor(qualityMenuMachine).start()
    const state = () => actor.getSnapshot().value
    actor.send({ type: "menu.enter" })
    expect(state()).toBe("open")
    actor.send({ type: "menu.leave" })
    expect(state()).toBe("closing")
    await vi.advanceTimersByTimeAsync(99)
    actor.send({ type: "menu.enter" })
    expect(state()).toBe("open")
    actor.send({ type: "menu.leave" })
    await vi.advanceTimersByTimeAsync(100)
    expect(state()).toBe("closed")
  })

  it("closes when a quality is chosen, and toggles by click or keyboard", () => {
    const actor = createActor(qualityMenuMachine).start()
    const state = () => actor.getSnapshot().value
    actor.send({ type: "menu.toggle" })
    expect(state()).toBe("open")
    actor.send({ type: "menu.choose" })
    expect(state()).toBe("closed")
    actor.send({ type: "menu.toggle" })
    actor.send({ type: "menu.toggle" })
    expect(state()).toBe("closed")
    actor.send({ type: "menu.enter" })
    actor.send({ type: "menu.leave" })
    actor.send({ type: "menu.choose" })
    expect(state()).toBe("closed")
  })
})
