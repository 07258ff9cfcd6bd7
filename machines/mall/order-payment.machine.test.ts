import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { payTimeLeft } from "../../domain/mall/order.ts"
import { StepClock } from "../testing/step-clock.ts"
import { amountDue, orderPaymentMachine, secondsToPay, type LoadedOrders } from "./order-payment.machine.ts"
import { demoOrder, twoSecondsLeft } from "./mall-fixtures.ts"
import { cents } from "../../domain/core/money.ts"

const start = (loaded: LoadedOrders | (() => LoadedOrders)) => {
  const clock = new StepClock()
  const went: string[] = []
  const actor = createActor(
    orderPaymentMachine.provide({
      actors: { loadOrders: fromPromise(async () => (typeof loaded === "function" ? loaded() : loaded)) },
      actions: { goToSuccess: () => went.push("success") },
    }),
    { input: { orderNums: ["SC20261124103000123456"] }, clock },
  ).start()
  return { actor, clock, went }
}

describe("order payment", () => {
  it("counts down the time left to pay each second and closes at zero", async () => {
    const { actor, clock } = start({ orders: [demoOrder()], now: twoSecondsLeft })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.secondsLeft).toBe(2)
    expect(payTimeLeft(actor.getSnapshot().context.secondsLeft * 1000, 0)).toBe("0分02秒")
    clock.increment(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(1)
    clock.increment(1000)
    expect(actor.getSnapshot().matches("expired")).toBe(true)
    expect(actor.getSnapshot().context.error).toBe("订单已超时关闭，请重新下单")
  })

  it("ends on the success page once paid", async () => {
    const { actor, went } = start({ orders: [demoOrder()], now: twoSecondsLeft - 600_000 })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.secondsLeft).toBe(602)
    actor.send({ type: "pay.done" })
    expect(actor.getSnapshot().status).toBe("done")
    expect(went).toEqual(["success"])
  })

  it("says when the orders are paid already, closed or out of time, and retries a failed read", async () => {
    expect((await waitFor(start({ orders: [demoOrder({ status: 1 })], now: twoSecondsLeft }).actor, (s) => !s.hasTag("busy"))).value).toBe("alreadyPaid")
    expect((await waitFor(start({ orders: [demoOrder({ status: 4 })], now: twoSecondsLeft }).actor, (s) => !s.hasTag("busy"))).value).toBe("closed")
    expect((await waitFor(start({ orders: [demoOrder()], now: twoSecondsLeft + 1 }).actor, (s) => !s.hasTag("busy"))).value).toBe("ready")
    expect((await waitFor(start({ orders: [demoOrder()], now: twoSecondsLeft + 2_000 }).actor, (s) => !s.hasTag("busy"))).value).toBe("expired")
    let fail = true
    const { actor } = start(() => {
      if (fail) throw { message: "网络请求超时" }
      return { orders: [demoOrder()], now: twoSecondsLeft }
    })
    await waitFor(actor, (s) => s.matches("failure"))
    fail = false
    actor.send({ type: "orders.reload" })
    await waitFor(actor, (s) => s.matches("ready"))
  })

  it("takes the earliest deadline and adds up what is due", () => {
    const orders = [demoOrder(), demoOrder({ payDeadline: "2026-11-24T02:59:00.000Z", payCents: cents(2_000) })]
    expect(secondsToPay(orders, twoSecondsLeft - 60_000)).toBe(2)
    expect(secondsToPay([], 0)).toBe(0)
    expect(amountDue(orders)).toBe(15_700)
  })
})
