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

describe("afterLoad", () => {
  it("waits for the load event, then for an idle moment, and runs the work once", () => {
    const fake = fakeWindow("loading", true)
    let runs = 0
    afterLoad(fake.win, () => runs++)
    expect(fake.idles.size).toBe(0)
    fake.fireLoad()
    expect(runs).toBe(0)
    expect([...fake.idles.values()].map((entry) => entry.timeout)).toEqual([IDLE_WAIT_MS])
    fake.runIdle()
    expect(runs).toBe(1)
  })

  it("asks for the idle moment at once when the page has already loaded", () => {
    const fake = fakeWindow("complete", true)
    let runs = 0
    afterLoad(fake.win, () => runs++)
    expect(fake.load.size).toBe(0)
    fake.runIdle()
    expect(runs).toBe(1)
  })

  it("uses a timer where the browser has no idle callbacks", () => {
    const fake = fakeWindow("interactive", false)
    let runs = 0
    afterLoad(fake.win, () => runs++)
    fake.fireLoad()
    expect(fake.timers.size).toBe(1)
    fake.runTimers()
    expect(runs).toBe(1)
  })

  it("never runs the work once cancelled, before or after the load event", () => {
    const before = fakeWindow("loading", true)
    let runs = 0
    afterLoad(before.win, () => runs++)()
    expect(before.load.size).toBe(0)
    const after = fakeWindow("loading", true)
    const cancel = afterLoad(after.win, () => runs++)
    after.fireLoad()
    cancel()
    expect(after.idles.size).toBe(0)
    expect(runs).toBe(0)
  })
})
