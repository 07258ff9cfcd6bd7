import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import { balancePayMachine, type BalancePayInput } from "./balance-pay.machine.ts"

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const start = (input: Partial<BalancePayInput>, outcomes: Array<{ ok: unknown } | { error: unknown }>) => {
  const calls: Array<{ password: string; idempotencyKey: string }> = []
  const machine = balancePayMachine.provide({
    actors: {
      pay: fromPromise(async ({ input: call }: { input: { password: string; idempotencyKey: string } }) => {
        calls.push(call)
        const outcome = outcomes.shift()
        if (!outcome) throw new Error("no outcome left")
        if ("error" in outcome) throw outcome.error
        return outcome.ok
      }),
    },
  })
  const actor = createActor(machine, {
    input: { amount: 19_800, currency: "balance", available: 50_000, hasPayPassword: true, idempotencyKey: "key-1", ...input },
  }).start()
  return { actor, calls }
}

describe("balance pay", () => {
  it("asks for a payment password first when the member has none", () => {
    const { actor } = start({ hasPayPassword: false }, [])
    expect(actor.getSnapshot().value).toBe("needsPassword")
    expect(actor.getSnapshot().can({ type: "pay.submit", password: "123456" })).toBe(false)
    actor.send({ type: "password.set" })
    expect(actor.getSnapshot().value).toBe("ready")
  })

  it("tells a member who cannot pay about the balance before the password", () => {
    const { actor } = start({ hasPayPassword: false, available: 0 }, [])
    expect(actor.getSnapshot().value).toBe("insufficient")
    actor.send({ type: "balance.update", available: 50_000 })
    expect(actor.getSnapshot().value).toBe("needsPassword")
  })

  it("offers payment only when the balance or the points cover the amount", () => {
    const poor = start({ available: 19_799 }, []).actor
    expect(poor.getSnapshot().value).toBe("insufficient")
    poor.send({ type: "balance.update", available: 19_800 })
    expect(poor.getSnapshot().value).toBe("ready")
    const points = start({ currency: "points", amount: 500, available: 499 }, []).actor
    expect(points.getSnapshot().value).toBe("insufficient")
    points.send({ type: "balance.update", available: 100 })
    expect(points.getSnapshot().value).toBe("insufficient")
  })

  it("checks the password before paying", () => {
    const { actor, calls } = start({}, [])
    actor.send({ type: "pay.submit", password: "" })
    expect(actor.getSnapshot().context.error).toBe("请输入支付密码")
    actor.send({ type: "pay.submit", password: "1234" })
    expect(actor.getSnapshot().context.error).toBe("请输入6位数的支付密码")
    expect(actor.getSnapshot().value).toBe("ready")
    expect(calls).toEqual([])
  })

  it("pays with the password and the payment's key and ends with the result", async () => {
    const { actor, calls } = start({}, [{ ok: { order: { status: "paid" } } }])
    actor.send({ type: "pay.submit", password: "135790" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await flush()
    expect(calls).toEqual([{ password: "135790", idempotencyKey: "key-1" }])
    expect(actor.getSnapshot().status).toBe("done")
    expect(actor.getSnapshot().output).toEqual({ result: { order: { status: "paid" } } })
    expect(actor.getSnapshot().context.password).toBe("")
  })

  it("comes back to the entry with the attempts left after a wrong password", async () => {
    const { actor } = start({}, [{ error: { status: 400, message: "支付密码错误，您还可以输入4次" } }, { ok: {} }])
    actor.send({ type: "pay.submit", password: "000000" })
    await flush()
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context).toMatchObject({ error: "支付密码错误，您还可以输入4次", password: "" })
    actor.send({ type: "pay.submit", password: "135790" })
    await flush()
    expect(actor.getSnapshot().value).toBe("paid")
  })

  it("shows the lock, the server's insufficient balance and a missing password", async () => {
    const locked = start({}, [{ error: { status: 429, message: "支付密码错误次数过多，已锁定，请30分钟后再试" } }])
    locked.actor.send({ type: "pay.submit", password: "000000" })
    await flush()
    expect(locked.actor.getSnapshot().value).toBe("locked")
    expect(locked.actor.getSnapshot().context.error).toBe("支付密码错误次数过多，已锁定，请30分钟后再试")
    locked.actor.send({ type: "pay.retry" })
    expect(locked.actor.getSnapshot().value).toBe("ready")

    const spent = start({}, [{ error: { status: 409, code: "insufficient_balance", message: "账号余额不足，请您先 充值余额 再进行支付" } }])
    spent.actor.send({ type: "pay.submit", password: "135790" })
    await flush()
    expect(spent.actor.getSnapshot().value).toBe("insufficient")

    const noPoints = start({ currency: "points", amount: 10, available: 20 }, [{ error: { status: 409, code: "insufficient_points", message: "用户积分不足，不能进行积分兑换" } }])
    noPoints.actor.send({ type: "pay.submit", password: "135790" })
    await flush()
    expect(noPoints.actor.getSnapshot().value).toBe("insufficient")

    const unset = start({}, [{ error: { status: 409, code: "no_pay_password", message: "您还未设置支付密码，请先设置支付密码" } }])
    unset.actor.send({ type: "pay.submit", password: "135790" })
    await flush()
    expect(unset.actor.getSnapshot().value).toBe("needsPassword")
    expect(unset.actor.getSnapshot().context.hasPayPassword).toBe(false)

    const closed = start({}, [{ error: { status: 409, message: "订单已关闭，请重新下单" } }])
    closed.actor.send({ type: "pay.submit", password: "135790" })
    await flush()
    expect(closed.actor.getSnapshot().value).toBe("failure")
  })

  it("retries a failed call with the same password and key", async () => {
    const { actor, calls } = start({}, [{ error: { status: null, message: "网络请求超时" } }, { ok: { paid: true } }])
    actor.send({ type: "pay.submit", password: "135790" })
    await flush()
    expect(actor.getSnapshot().value).toBe("failure")
    expect(actor.getSnapshot().context.error).toBe("网络请求超时")
    actor.send({ type: "pay.retry" })
    await flush()
    expect(actor.getSnapshot().value).toBe("paid")
    expect(calls).toEqual([
      { password: "135790", idempotencyKey: "key-1" },
      { password: "135790", idempotencyKey: "key-1" },
    ])
  })
})
