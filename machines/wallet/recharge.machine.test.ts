import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock } from "xstate"
import { rechargeView } from "./recharge.flow.ts"
import { RECHARGE_MAX_POLLS, RECHARGE_POLL_MS, rechargeMachine, type RechargeView } from "./recharge.machine.ts"

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const start = (paymentId: string | null, answers: { create?: Array<RechargeView | Error>; status?: Array<RechargeView | Error> }) => {
  const clock = new SimulatedClock()
  const created: Array<{ amount: number; idempotencyKey: string }> = []
  const cashier: string[] = []
  let statusCalls = 0
  const machine = rechargeMachine.provide({
    actors: {
      createRecharge: fromPromise(async ({ input }: { input: { amount: number; idempotencyKey: string } }) => {
        created.push(input)
        const answer = answers.create?.shift()
        if (!answer || answer instanceof Error) throw answer ?? new Error("none")
        return answer
      }),
      fetchStatus: fromPromise(async () => {
        statusCalls += 1
        const answer = answers.status?.shift() ?? rechargeView("pending")
        if (answer instanceof Error) throw answer
        return answer
      }),
    },
    actions: { goToCashier: (_, params: { payUrl: string }) => void cashier.push(params.payUrl) },
  })
  const actor = createActor(machine, { clock, input: { paymentId, keyBase: "k" } }).start()
  return { actor, clock, created, cashier, calls: () => statusCalls }
}

describe("recharge", () => {
  it("checks the amount with the spec's money rule and the limits", () => {
    const { actor, created } = start(null, {})
    expect(actor.getSnapshot().value).toBe("editing")
    actor.send({ type: "recharge.submit" })
    expect(actor.getSnapshot().context.error).toBe("请输入金额")
    actor.send({ type: "amount.change", text: "10.123" })
    actor.send({ type: "recharge.submit" })
    expect(actor.getSnapshot().context.error).toBe("请输入正确的金额(小数点2位)")
    actor.send({ type: "amount.change", text: "0.5" })
    actor.send({ type: "recharge.submit" })
    expect(actor.getSnapshot().context.error).toBe("单次充值金额为￥1.00至￥50,000.00")
    expect(created).toEqual([])
  })

  it("creates the payment with its key and sends the payer to the cashier", async () => {
    const { actor, created, cashier } = start(null, { create: [new Error("网络请求超时"), rechargeView("pending")] })
    actor.send({ type: "amount.preset", cents: 10_000 })
    expect(actor.getSnapshot().context.amountText).toBe("100")
    actor.send({ type: "recharge.submit" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await flush()
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.error).toBe("网络请求超时")
    // The same amount again: the same key, so a payment made by the lost call is not made twice.
    actor.send({ type: "recharge.submit" })
    await flush()
    expect(created).toEqual([
      { amount: 10_000, idempotencyKey: "k-1" },
      { amount: 10_000, idempotencyKey: "k-1" },
    ])
    expect(actor.getSnapshot().value).toBe("redirecting")
    expect(cashier).toEqual(["/sandbox/pay/P1"])
  })

  it("a changed amount is a new recharge with a new key", async () => {
    const { actor, created } = start(null, { create: [new Error("x"), rechargeView("pending")] })
    actor.send({ type: "amount.change", text: "50" })
    actor.send({ type: "recharge.submit" })
    await flush()
    actor.send({ type: "amount.change", text: "80" })
    actor.send({ type: "recharge.submit" })
    await flush()
    expect(created.map((c) => c.idempotencyKey)).toEqual(["k-1", "k-2"])
    expect(created.map((c) => c.amount)).toEqual([5_000, 8_000])
  })

  it("on return, asks until the payment is paid", async () => {
    const { actor, clock, calls } = start("P1", { status: [rechargeView("pending"), rechargeView("pending"), rechargeView("paid")] })
    await flush()
    expect(actor.getSnapshot().value).toBe("waiting")
    clock.increment(RECHARGE_POLL_MS)
    await flush()
    expect(actor.getSnapshot().value).toBe("waiting")
    clock.increment(RECHARGE_POLL_MS)
    await flush()
    expect(actor.getSnapshot().value).toBe("paid")
    expect(actor.getSnapshot().context.payment?.balance).toBe(10_000)
    expect(calls()).toBe(3)
  })

  it("ends failed or expired as the provider says", async () => {
    const failed = start("P1", { status: [rechargeView("failed")] })
    await flush()
    expect(failed.actor.getSnapshot().value).toBe("failed")
    const expired = start("P1", { status: [rechargeView("expired")] })
    await flush()
    expect(expired.actor.getSnapshot().value).toBe("expired")
  })

  it("stops asking after a minute and offers a manual check; a failed check can be retried", async () => {
    const { actor, clock, calls } = start("P1", {})
    await flush()
    for (let i = 0; i < RECHARGE_MAX_POLLS; i += 1) {
      clock.increment(RECHARGE_POLL_MS)
      await flush()
    }
    expect(actor.getSnapshot().value).toBe("waiting")
    clock.increment(RECHARGE_POLL_MS)
    await flush()
    expect(actor.getSnapshot().value).toBe("stillPending")
    expect(calls()).toBe(RECHARGE_MAX_POLLS + 1)
    actor.send({ type: "status.refresh" })
    await flush()
    expect(actor.getSnapshot().value).toBe("waiting")
    expect(actor.getSnapshot().context.polls).toBe(0)
    actor.send({ type: "status.refresh" })
    await flush()
    expect(calls()).toBe(RECHARGE_MAX_POLLS + 3)

    const broken = start("P1", { status: [new Error("接口请求失败"), rechargeView("paid")] })
    await flush()
    expect(broken.actor.getSnapshot().value).toBe("checkFailed")
    expect(broken.actor.getSnapshot().context.error).toBe("接口请求失败")
    broken.actor.send({ type: "status.refresh" })
    await flush()
    expect(broken.actor.getSnapshot().value).toBe("paid")
  })
})
