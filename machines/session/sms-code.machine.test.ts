import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { smsCodeMachine } from "./sms-code.machine.ts"

const start = (send: (phone: string) => Promise<{ uuid: string; resendIn: number }>) => {
  const phones: string[] = []
  const sent: string[] = []
  const actor = createActor(
    smsCodeMachine.provide({
      actors: { sendCode: fromPromise(({ input }) => (phones.push(input.to), send(input.to))) },
      actions: { notifySent: ({ context }) => void sent.push(context.to) },
    }),
  ).start()
  return { actor, phones, sent }
}

describe("SMS code machine", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("refuses a wrong phone number without sending", () => {
    const { actor, phones, sent } = start(async () => ({ uuid: "u", resendIn: 60 }))
    actor.send({ type: "code.send", to: "12345" })
    expect(actor.getSnapshot().context.error).toBe("请输入正确的手机号码")
    actor.send({ type: "code.send", to: "" })
    expect(actor.getSnapshot().context.error).toBe("请输入手机号码")
    expect(phones).toEqual([])
    expect(sent).toEqual([])
  })

  it("sends, keeps the ticket and counts 60 seconds down before another send", async () => {
    const { actor, phones, sent } = start(async () => ({ uuid: "ticket-1", resendIn: 60 }))
    actor.send({ type: "code.send", to: " 13800000001 " })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toEqual(["13800000001"])
    expect(actor.getSnapshot().value).toBe("counting")
    expect(actor.getSnapshot().context).toMatchObject({ uuid: "ticket-1", secondsLeft: 60 })
    expect(actor.getSnapshot().can({ type: "code.send", to: "13800000001" })).toBe(false)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(59)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(actor.getSnapshot().value).toBe("idle")
    expect(actor.getSnapshot().context).toMatchObject({ uuid: "ticket-1", secondsLeft: 0 })
    expect(phones).toEqual(["13800000001"])
  })

  it("shows the server's refusal and allows another try", async () => {
    const { actor, sent } = start(() => Promise.reject({ message: "请42秒后再获取验证码" }))
    actor.send({ type: "code.send", to: "13800000001" })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe("idle")
    expect(actor.getSnapshot().context.error).toBe("请42秒后再获取验证码")
    expect(sent).toEqual([])
  })
})
