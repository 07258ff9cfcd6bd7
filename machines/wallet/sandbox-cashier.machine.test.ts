import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock } from "xstate"
import { cashierPayment } from "./sandbox-cashier.flow.ts"
import { CASHIER_RETURN_MS, sandboxCashierMachine, type CashierPayment } from "./sandbox-cashier.machine.ts"

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
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
    const { actor, clock, outcomes, returns } = start([cashierPayment("pending")], [new Error("接口请求失败"), cashierPayment("paid")])
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
    const failing = start([cashierPayment("pending")], [new Error("x"), cashierPayment("failed")])
    await flush()
    failing.actor.send({ type: "cashier.fail" })
    await flush()
    expect(failing.actor.getSnapshot().value).toBe("pending")
    failing.actor.send({ type: "cashier.fail" })
    await flush()
    expect(failing.actor.getSnapshot().context.payment?.status).toBe("failed")
    expect(failing.outcomes).toEqual(["failed", "failed"])

    const paid = start([cashierPayment("paid")], [])
    await flush()
    expect(paid.actor.getSnapshot().value).toBe("settled")
    const expired = start([cashierPayment("expired")], [])
    await flush()
    expect(expired.actor.getSnapshot().value).toBe("expired")
    const lateConfirm = start([cashierPayment("pending")], [cashierPayment("expired")])
    await flush()
    lateConfirm.actor.send({ type: "cashier.confirm" })
    await flush()
    expect(lateConfirm.actor.getSnapshot().value).toBe("expired")
  })

  it("offers a retry when the payment cannot be loaded", async () => {
    const { actor } = start([new Error("支付单不存在"), cashierPayment("pending")], [])
    await flush()
    expect(actor.getSnapshot().value).toBe("loadFailed")
    expect(actor.getSnapshot().context.error).toBe("支付单不存在")
    actor.send({ type: "cashier.retry" })
    await flush()
    expect(actor.getSnapshot().value).toBe("pending")
  })
})
