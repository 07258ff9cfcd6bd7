import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import type { LoginAnswer } from "../../domain/session/endpoints.ts"
import { QR_POLL_MS, qrLoginMachine, type QrCode, type QrPoll } from "./qr-login.machine.ts"

const login: LoginAnswer = {
  token: "t",
  user: { user: { userId: 2, username: "m", nickName: "梅", avatarPath: "", gender: "女", phone: null, email: null, type: "member", authState: "not_certified", auth: false }, roles: [] },
}
const qr = (n: number): QrCode => ({ id: `q${n}`, secret: `s${n}`, url: `/login/qr/confirm?id=q${n}`, img: "", expiresIn: 120 })

const start = (answers: Array<QrPoll | Error>, create: () => Promise<QrCode> = (() => { let n = 0; return async () => qr(++n) })()) => {
  const polled: unknown[] = []
  const actor = createActor(
    qrLoginMachine.provide({
      actors: {
        createQr: fromPromise(create),
        pollQr: fromPromise(async ({ input }) => {
          polled.push(input)
          const next = answers.shift() ?? { status: "waiting", login: null }
          if (next instanceof Error) throw next
          return next
        }),
      },
    }),
  ).start()
  return { actor, polled }
}
const tick = (ms = QR_POLL_MS) => vi.advanceTimersByTimeAsync(ms)

describe("QR login machine", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("waits, shows the scan, then ends with the supplied login", async () => {
    const { actor, polled } = start([
      { status: "waiting", login: null },
      { status: "scanned", login: null },
      { status: "scanned", login: null },
      { status: "confirmed", login },
    ])
    await tick(0)
    expect(actor.getSnapshot().matches({ shown: "waiting" })).toBe(true)
    await tick()
    expect(actor.getSnapshot().matches({ shown: "waiting" })).toBe(true)
    await tick()
    expect(actor.getSnapshot().matches({ shown: "scanned" })).toBe(true)
    await tick()
    expect(actor.getSnapshot().matches({ shown: "scanned" })).toBe(true)
    await tick()
    expect(actor.getSnapshot().value).toBe("success")
    expect(actor.getSnapshot().output).toEqual({ login })
    expect(polled[0]).toEqual({ id: "q1", secret: "s1" })
  })

  it("expires when its lifetime ends, and a refresh shows a new code", async () => {
    const { actor } = start([])
    await tick(0)
    await tick(120_000)
    expect(actor.getSnapshot().value).toBe("expired")
    actor.send({ type: "qr.refresh" })
    await tick(0)
    expect(actor.getSnapshot().context.qr?.id).toBe("q2")
    expect(actor.getSnapshot().matches("shown")).toBe(true)
  })

  it("follows the server saying expired or cancelled", async () => {
    const expired = start([{ status: "expired", login: null }])
    await tick(0)
    await tick()
    expect(expired.actor.getSnapshot().value).toBe("expired")
    const cancelled = start([{ status: "scanned", login: null }, { status: "cancelled", login: null }])
    await tick(0)
    await tick()
    await tick()
    expect(cancelled.actor.getSnapshot().value).toBe("cancelled")
    cancelled.actor.send({ type: "qr.refresh" })
    await tick(0)
    expect(cancelled.actor.getSnapshot().matches({ shown: "waiting" })).toBe(true)
  })

  it("expires from the scanned state as well", async () => {
    const { actor } = start([{ status: "scanned", login: null }, { status: "expired", login: null }])
    await tick(0)
    await tick()
    await tick()
    expect(actor.getSnapshot().value).toBe("expired")
  })

  it("fails when the code cannot be loaded or polled, with a refresh", async () => {
    let fail = true
    const { actor } = start([new Error("offline")], async () => {
      if (fail) throw new Error("offline")
      return qr(9)
    })
    await tick(0)
    expect(actor.getSnapshot().value).toBe("failure")
    expect(actor.getSnapshot().context.error).toBe("二维码加载失败")
    fail = false
    actor.send({ type: "qr.refresh" })
    await tick(0)
    await tick()
    expect(actor.getSnapshot().value).toBe("failure")
    expect(actor.getSnapshot().context.error).toBe("网络异常，请刷新二维码")
    const scanned = start([{ status: "scanned", login: null }, new Error("offline")])
    await tick(0)
    await tick()
    await tick()
    expect(scanned.actor.getSnapshot().value).toBe("failure")
  })

  it("fails when a confirmation carries no login", async () => {
    const { actor } = start([{ status: "confirmed", login: null }])
    await tick(0)
    await tick()
    expect(actor.getSnapshot().value).toBe("failure")
    expect(actor.getSnapshot().output).toBeUndefined()
  })
})
