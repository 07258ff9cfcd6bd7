import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { signInMachine, type SignInDone, type SignInWeekData } from "./sign-in.machine.ts"

const day = (toDay: string, time: string, points: number) => ({ toDay, time, points })
const before: SignInWeekData = {
  list: [day("over", "2024-11-18", 5), day("day", "2024-11-19", 5), day("later", "2024-11-20", 10)],
  joinSingIn: 1,
  toDayPoints: 5,
  status: false,
}
const after: SignInDone = { ...before, joinSingIn: 2, status: true, gained: 5 }

const start = (load: () => Promise<SignInWeekData>, submit: () => Promise<SignInDone>) => {
  const announced: number[] = []
  const actor = createActor(
    signInMachine.provide({
      actors: { loadWeek: fromPromise(load), submitSignIn: fromPromise(submit) },
      actions: { announceSigned: ({ context }) => void announced.push(context.gained) },
    }),
  ).start()
  return { actor, announced }
}

describe("sign-in machine", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("loads the week: not signed is process, and signing goes to finish with the tag blinking twice", async () => {
    const { actor, announced } = start(
      async () => before,
      async () => after,
    )
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe("process")
    expect(actor.getSnapshot().can({ type: "signIn.submit" })).toBe(true)
    actor.send({ type: "signIn.submit" })
    await vi.advanceTimersByTimeAsync(0)
    const lit = () => actor.getSnapshot().hasTag("plusOne")
    expect(actor.getSnapshot().matches({ finish: "blinking" })).toBe(true)
    expect(lit()).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ gained: 5, week: { status: true, joinSingIn: 2 } })
    expect(announced).toEqual([5])
    expect(actor.getSnapshot().can({ type: "signIn.submit" })).toBe(false)
    await vi.advanceTimersByTimeAsync(450)
    expect(lit()).toBe(false)
    await vi.advanceTimersByTimeAsync(450)
    expect(lit()).toBe(true)
    await vi.advanceTimersByTimeAsync(450)
    expect(lit()).toBe(false)
    expect(actor.getSnapshot().matches({ finish: "steady" })).toBe(true)
  })

  it("starts in finish when already signed today", async () => {
    const { actor } = start(
      async () => after,
      async () => after,
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches({ finish: "steady" })).toBe(true)
    actor.send({ type: "signIn.reload" })
    expect(actor.getSnapshot().value).toBe("loading")
  })

  it("keeps the server's refusal and allows another try; a failed load retries", async () => {
    let fail = true
    const { actor } = start(
      async () => {
        if (fail) throw { message: "网络请求超时" }
        return before
      },
      () => Promise.reject({ message: "您今天已经签到过了" }),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe("failure")
    expect(actor.getSnapshot().context.error).toBe("网络请求超时")
    fail = false
    actor.send({ type: "signIn.retry" })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: "signIn.submit" })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe("process")
    expect(actor.getSnapshot().context.error).toBe("您今天已经签到过了")
  })
})
