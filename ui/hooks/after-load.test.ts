import { describe, expect, it } from "vitest"
import { afterLoad, IDLE_WAIT_MS, type LoadingWindow } from "./after-load.ts"

/** A window whose load event, idle callbacks and timers run only when the test says. */
const fakeWindow = (readyState: DocumentReadyState, idle: boolean) => {
  const load = new Set<() => void>()
  const idles = new Map<number, { run: () => void; timeout: number }>()
  const timers = new Map<number, () => void>()
  let next = 1
  const win: LoadingWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => void load.add(listener),
    removeEventListener: (_type, listener) => void load.delete(listener),
    setTimeout: (callback) => (timers.set(next, callback), next++),
    clearTimeout: (id) => void timers.delete(id),
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => (idles.set(next, { run: callback, timeout: options.timeout }), next++),
          cancelIdleCallback: (id: number) => void idles.delete(id),
        }
      : {}),
  }
  return {
    win,
    fireLoad: () => [...load].forEach((listener) => listener()),
    runIdle: () => [...idles.values()].forEach((entry) => entry.run()),
    runTimers: () => [...timers.values()].forEach((run) => run()),
    idles,
    timers,
    load,
  }
}

/** `afterLoad` started on a fake window, with how many times its work has run. */
const started = (readyState: DocumentReadyState, idle: boolean) => {
  const fake = fakeWindow(readyState, idle)
  let runs = 0
  const cancel = afterLoad(fake.win, () => runs++)
  return { ...fake, cancel, runs: () => runs }
}

describe("afterLoad", () => {
  it("waits for the load event, then for an idle moment, and runs the work once", () => {
    const fake = started("loading", true)
    expect(fake.idles.size).toBe(0)
    fake.fireLoad()
    expect(fake.runs()).toBe(0)
    expect([...fake.idles.values()].map((entry) => entry.timeout)).toEqual([IDLE_WAIT_MS])
    fake.runIdle()
    expect(fake.runs()).toBe(1)
  })

  it("asks for the idle moment at once when the page has already loaded", () => {
    const fake = started("complete", true)
    expect(fake.load.size).toBe(0)
    fake.runIdle()
    expect(fake.runs()).toBe(1)
  })

  it("uses a timer where the browser has no idle callbacks", () => {
    const fake = started("interactive", false)
    fake.fireLoad()
    expect(fake.timers.size).toBe(1)
    fake.runTimers()
    expect(fake.runs()).toBe(1)
  })

  it("never runs the work once cancelled, before or after the load event", () => {
    const before = started("loading", true)
    before.cancel()
    expect(before.load.size).toBe(0)
    const after = started("loading", true)
    after.fireLoad()
    after.cancel()
    expect(after.idles.size).toBe(0)
    expect(before.runs() + after.runs()).toBe(0)
  })
})
