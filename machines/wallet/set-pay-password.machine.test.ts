import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock } from "xstate"
import { setPayPasswordMachine, type SubmitPayPasswordInput } from "./set-pay-password.machine.ts"

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const start = () => {
  const clock = new SimulatedClock()
  const sends: Array<Deferred<{ uuid: string; resendIn: number }>> = []
  const submits: Array<{ input: SubmitPayPasswordInput; call: Deferred<unknown> }> = []
  const notices: string[] = []
  const machine = setPayPasswordMachine.provide({
    actors: {
      sendCode: fromPromise(() => {
        const call = deferred<{ uuid: string; resendIn: number }>()
        sends.push(call)
        return call.promise
      }),
      submitPassword: fromPromise(({ input }: { input: SubmitPayPasswordInput }) => {
        const call = deferred<unknown>()
        submits.push({ input, call })
        return call.promise
      }),
    },
    actions: { notifySent: () => notices.push("sent"), notifyDone: () => notices.push("done") },
  })
  const actor = createActor(machine, { clock, input: { maskedPhone: "138****5678" } }).start()
  const fill = (password: string, confirm: string, infoCode: string) => {
    actor.send({ type: "field.change", field: "password", value: password })
    actor.send({ type: "field.change", field: "confirm", value: confirm })
    actor.send({ type: "field.change", field: "infoCode", value: infoCode })
  }
  return { actor, clock, sends, submits, notices, fill }
}

describe("set payment password", () => {
  it("shows the spec's messages for a form that is not complete", () => {
    const { actor, fill } = start()
    expect(actor.getSnapshot().context.maskedPhone).toBe("138****5678")
    actor.send({ type: "form.submit" })
    expect(actor.getSnapshot().context.errors).toMatchObject({
      password: ["请输入支付密码"],
      infoCode: ["短信验证码不能为空"],
      uuid: ["请获取短信验证码"],
    })
    fill("12a3", "1234", "123456")
    // Non-digits are stripped as typed.
    expect(actor.getSnapshot().context.password).toBe("123")
    actor.send({ type: "form.submit" })
    expect(actor.getSnapshot().context.errors.password).toEqual(["请输入6位数的支付密码"])
    fill("1234567", "654321", "1234567")
    expect(actor.getSnapshot().context.password).toBe("123456")
    expect(actor.getSnapshot().context.infoCode).toBe("123456")
    actor.send({ type: "form.submit" })
    expect(actor.getSnapshot().context.errors.confirm).toEqual(["两次输入的支付密码不一致"])
    expect(actor.getSnapshot().matches({ form: "editing" })).toBe(true)
  })

  it("sends the code, counts 60 seconds down with the link disabled, then allows another send", async () => {
    const { actor, clock, sends, notices } = start()
    actor.send({ type: "sms.send" })
    expect(actor.getSnapshot().hasTag("sending")).toBe(true)
    expect(actor.getSnapshot().can({ type: "sms.send" })).toBe(false)
    sends[0]?.resolve({ uuid: "ticket-1", resendIn: 60 })
    await flush()
    expect(actor.getSnapshot().matches({ sms: "counting" })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ uuid: "ticket-1", secondsLeft: 60 })
    expect(notices).toEqual(["sent"])
    expect(actor.getSnapshot().can({ type: "sms.send" })).toBe(false)
    clock.increment(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(59)
    for (let i = 0; i < 58; i += 1) clock.increment(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(1)
    expect(actor.getSnapshot().can({ type: "sms.send" })).toBe(false)
    clock.increment(1000)
    expect(actor.getSnapshot().matches({ sms: "idle" })).toBe(true)
    expect(actor.getSnapshot().context.secondsLeft).toBe(0)
    expect(actor.getSnapshot().can({ type: "sms.send" })).toBe(true)
  })

  it("shows a refused send and lets the member try again", async () => {
    const { actor, sends } = start()
    actor.send({ type: "sms.send" })
    sends[0]?.reject({ message: "请先绑定手机号码" })
    await flush()
    expect(actor.getSnapshot().matches({ sms: "idle" })).toBe(true)
    expect(actor.getSnapshot().context.error).toBe("请先绑定手机号码")
    actor.send({ type: "sms.send" })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(sends).toHaveLength(2)
  })

  it("submits the complete form, keeps it on a refusal, and finishes with the success notice", async () => {
    const { actor, sends, submits, notices, fill } = start()
    actor.send({ type: "sms.send" })
    sends[0]?.resolve({ uuid: "ticket-9", resendIn: 60 })
    await flush()
    fill("135790", "135790", "246810")
    actor.send({ type: "form.submit" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    expect(submits[0]?.input).toEqual({ password: "135790", confirm: "135790", infoCode: "246810", uuid: "ticket-9" })
    submits[0]?.call.reject({ message: "短信验证码错误或已失效" })
    await flush()
    expect(actor.getSnapshot().matches({ form: "editing" })).toBe(true)
    expect(actor.getSnapshot().context.error).toBe("短信验证码错误或已失效")
    actor.send({ type: "field.change", field: "infoCode", value: "246811" })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: "form.submit" })
    submits[1]?.call.resolve({ hasPayPassword: true })
    await flush()
    expect(actor.getSnapshot().matches({ form: "done" })).toBe(true)
    expect(notices).toEqual(["sent", "done"])
  })
})
