import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { emailCodeMachine } from "./email-code.machine.ts"

describe("e-mail code machine", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("checks the address, sends, counts down and shows refusals", async () => {
    const sent: string[] = []
    let refuse = false
    const actor = createActor(
      emailCodeMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => {
            if (refuse) throw { message: "该邮箱已被其他账号绑定" }
            sent.push(input.to)
            return { uuid: "mail-1", resendIn: 2 }
          }),
        },
      }),
    ).start()
    actor.send({ type: "code.send", to: "not-mail" })
    expect(actor.getSnapshot().context.error).toBe("请输入正确的邮箱")
    actor.send({ type: "code.send", to: "" })
    expect(actor.getSnapshot().context.error).toBe("请输入邮箱")
    actor.send({ type: "code.send", to: " wan@example.cn " })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe("counting")
    expect(actor.getSnapshot().context).toMatchObject({ uuid: "mail-1", secondsLeft: 2 })
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().value).toBe("idle")
    refuse = true
    actor.send({ type: "code.send", to: "wan@example.cn" })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.error).toBe("该邮箱已被其他账号绑定")
    expect(sent).toEqual(["wan@example.cn"])
  })
})
