import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor } from "xstate"
import { qualityMenuMachine } from "./quality-menu.machine.ts"

describe("quality menu machine", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const start = () => {
    const actor = createActor(qualityMenuMachine).start()
    return { actor, isOpen: () => actor.getSnapshot().hasTag("open"), state: () => actor.getSnapshot().value }
  }

  it("hides 100 ms after the pointer leaves, unless it comes back", async () => {
    const { actor, isOpen, state } = start()
    actor.send({ type: "menu.enter" })
    expect(isOpen()).toBe(true)
    actor.send({ type: "menu.leave" })
    expect(state()).toBe("closing")
    expect(isOpen()).toBe(true)
    await vi.advanceTimersByTimeAsync(99)
    actor.send({ type: "menu.enter" })
    expect(isOpen()).toBe(true)
    actor.send({ type: "menu.leave" })
    await vi.advanceTimersByTimeAsync(100)
    expect(state()).toBe("closed")
  })

  it("stays open when the pointer enters the button and then clicks it, as a mouse does", async () => {
    const { actor, isOpen } = start()
    actor.send({ type: "menu.enter" })
    actor.send({ type: "menu.toggle" })
    expect(isOpen()).toBe(true)
    // Pinned by the click: leaving does not close it.
    actor.send({ type: "menu.leave" })
    await vi.advanceTimersByTimeAsync(1000)
    expect(isOpen()).toBe(true)
    // A second click closes it.
    actor.send({ type: "menu.enter" })
    actor.send({ type: "menu.toggle" })
    expect(isOpen()).toBe(false)
  })

  it("a click during the hide delay pins it open", async () => {
    const { actor, isOpen } = start()
    actor.send({ type: "menu.enter" })
    actor.send({ type: "menu.leave" })
    actor.send({ type: "menu.toggle" })
    await vi.advanceTimersByTimeAsync(500)
    expect(isOpen()).toBe(true)
  })

  it("opens and closes by keyboard, Escape or a choice", () => {
    const { actor, isOpen } = start()
    actor.send({ type: "menu.toggle" })
    expect(isOpen()).toBe(true)
    actor.send({ type: "menu.close" })
    expect(isOpen()).toBe(false)
    actor.send({ type: "menu.toggle" })
    actor.send({ type: "menu.choose" })
    expect(isOpen()).toBe(false)
    actor.send({ type: "menu.toggle" })
    actor.send({ type: "menu.toggle" })
    expect(isOpen()).toBe(false)
    actor.send({ type: "menu.enter" })
    actor.send({ type: "menu.close" })
    expect(isOpen()).toBe(false)
  })
})
