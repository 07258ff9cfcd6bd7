import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, toPromise } from "xstate"
import { LOGOUT_CALL_TIMEOUT_MS, logoutMachine } from "./logout.machine.ts"

const run = (callLogout: () => Promise<void>) => {
  const clearStoredSession = vi.fn()
  const actor = createActor(
    logoutMachine.provide({ actors: { callLogout: fromPromise(callLogout) }, actions: { clearStoredSession } }),
  ).start()
  return { actor, clearStoredSession }
}

describe("logout machine", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("clears the stored session after the call succeeds", async () => {
    const { actor, clearStoredSession } = run(async () => {})
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await expect(toPromise(actor)).resolves.toEqual({ callFailed: false })
    expect(clearStoredSession).toHaveBeenCalledOnce()
  })

  it("clears the stored session when the call fails", async () => {
    const { actor, clearStoredSession } = run(() => Promise.reject(new Error("offline")))
    await expect(toPromise(actor)).resolves.toEqual({ callFailed: true })
    expect(clearStoredSession).toHaveBeenCalledOnce()
  })

  it("clears the stored session when the call takes too long", async () => {
    const { actor, clearStoredSession } = run(() => new Promise<void>(() => {}))
    await vi.advanceTimersByTimeAsync(LOGOUT_CALL_TIMEOUT_MS - 1)
    expect(actor.getSnapshot().value).toBe("calling")
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe("cleared")
    expect(actor.getSnapshot().output).toEqual({ callFailed: true })
    expect(clearStoredSession).toHaveBeenCalledOnce()
  })
})
