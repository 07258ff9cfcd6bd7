import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock } from "xstate"
import { CASHIER_RETURN_MS, sandboxCashierMachine, type CashierPayment } from "./sandbox-cashier.machine.ts"

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const payment = (status: CashierPayment["status"]): CashierPayment => ({
  id: "P1",
  merchant: "悦享健康美丽网",
  subject: "悦享健康美丽网账户余额充值",
  amount: 10_000,
  status,
  payee: "李*怡",
  expireTime: "2026-11-21T12:30:00.000Z",
  returnUrl: "/account/recharge/member/success?id=P1",
})

const start = (loads: Array<CashierPayment | Error>, settles: Array<CashierPayment | Error>) => {
  const clock = new SimulatedClock()
  const outcomes: string[] = []
  const returns: string[] = []
  const take = (list: Array<CashierPayment | Error>) => {
    const next = list.shift()
    if (!next || next instanceof Error) throw next ?? new Error("none")
    return next
  }
  const machine = sandboxCashierMachine.provide({
    actors: {
      load: fromPromise(async () => take(loads)),
      settle: fromPromise(async ({ input }: { input: { outcome: "paid" | "failed" } }) => {
        outcomes.push(input.outcome)
        return take(settles)
      }),
    },
    actions: { returnToMerchant: (_, params: { url: string }) => void returns.push(params.url) },
  })
  const actor = createActor(machine, { clock }).start()
  return { actor, clock, outcomes, returns }
}

describe("sandbox cashier", () => {
  it("confirms a pending payment, shows the outcome, then returns to the merchant", async () => {
    const { actor, clock, outcomes, returns } = start([payment("pending")], [new Error("接口请求失败"), payment("paid")])
    await flush()
    expect(actor.getSnapshot().value).toBe("pending")
    actor.send({ type: "cashier.confirm" })
    await flush()
    expect(actor.getSnapshot().value).toBe("pending")
    expect(actor.getSnapshot().context.error).toBe("接口请求失败")
    actor.send({ type: "cashier.confirm" })
    await flush()
    expect(actor.getSnapshot().value).toBe("settled")
    expect(returns).toEqual([])
    clock.increment(CASHIER_RETURN_MS)
    expect(actor.getSnapshot().value).toBe("returning")
    expect(returns).toEqual(["/account/recharge/member/success?id=P1"])
    expect(outcomes).toEqual(["paid", "paid"])
  })

  it("makes a payment fail, and shows settled or expired payments as they are", async () => {
    const failing = start([payment("pending")], [new Error("x"), payment("failed")])
    await flush()
    failing.actor.send({ type: "cashier.fail" })
    await flush()
    expect(failing.actor.getSnapshot().value).toBe("pending")
    failing.actor.send({ type: "cashier.fail" })
    await flush()
    expect(failing.actor.getSnapshot().context.payment?.status).toBe("failed")
    expect(failing.outcomes).toEqual(["failed", "failed"])

    const paid = start([payment("paid")], [])
    await flush()
    expect(paid.actor.getSnapshot().value).toBe("settled")
    const expired = start([payment("expired")], [])
    await flush()
    expect(expired.actor.getSnapshot().value).toBe("expired")
    const lateConfirm = start([payment("pending")], [payment("expired")])
    await flush()
    lateConfirm.actor.send({ type: "cashier.confirm" })
    await flush()
    expect(lateConfirm.actor.getSnapshot().value).toBe("expired")
  })

  it("offers a retry when the payment cannot be loaded", async () => {
    const { actor } = start([new Error("支付单不存在"), payment("pending")], [])
    await flush()
    expect(actor.getSnapshot().value).toBe("loadFailed")
    expect(actor.getSnapshot().context.error).toBe("支付单不存在")
    actor.send({ type: "cashier.retry" })
    await flush()
    expect(actor.getSnapshot().value).toBe("pending")
  })
})
