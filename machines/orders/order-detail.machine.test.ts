import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate"
import type { MallOrder } from "../../domain/mall/order.ts"
import { demoMallOrder, demoPaidOrder, demoShippedOrder, demoTracking, TWO_SECONDS_LEFT } from "./mall-order-fixtures.ts"
import { orderDetailMachine } from "./order-detail.machine.ts"

const start = (order: () => MallOrder | Error, tracking: () => Promise<typeof demoTracking> = async () => demoTracking) => {
  const clock = new SimulatedClock()
  let loads = 0
  const actor = createActor(
    orderDetailMachine.provide({
      actors: {
        loadOrder: fromPromise(async () => {
          loads += 1
          const o = order()
          if (o instanceof Error) throw { kind: "http", status: 404, message: o.message }
          return { order: o, now: TWO_SECONDS_LEFT }
        }),
        loadTracking: fromPromise(() => tracking()),
      },
    }),
    { clock, input: { orderNum: "SC20261123160000123456" } },
  ).start()
  return { actor, clock, loads: () => loads }
}

describe("order detail machine", () => {
  it("loads a shipped order and its tracking events", async () => {
    const { actor } = start(() => demoShippedOrder)
    const s = await waitFor(actor, (s) => s.matches({ ready: { tracking: "shown" } }))
    expect(s.context.tracking?.trackingNo).toBe("SF1234567890")
    expect(s.matches({ ready: { clock: "still" } })).toBe(true)
  })

  it("keeps the order shown when tracking fails, with its own retry", async () => {
    let fail = true
    const { actor } = start(
      () => demoShippedOrder,
      async () => {
        if (fail) throw { kind: "network", status: null, message: "网络异常" }
        return demoTracking
      },
    )
    const s = await waitFor(actor, (s) => s.matches({ ready: { tracking: "failure" } }))
    expect(s.context.order?.orderNum).toBe(demoShippedOrder.orderNum)
    expect(s.context.trackingError).toBe("网络异常")
    fail = false
    actor.send({ type: "tracking.retry" })
    await waitFor(actor, (s) => s.matches({ ready: { tracking: "shown" } }))
  })

  it("reads no tracking before shipping", async () => {
    const { actor } = start(() => demoPaidOrder)
    await waitFor(actor, (s) => s.matches({ ready: { tracking: "none" } }))
  })

  it("counts down an unpaid order and reads it again when its time is up", async () => {
    let order: MallOrder = demoMallOrder()
    const { actor, clock, loads } = start(() => order)
    await waitFor(actor, (s) => s.matches({ ready: { clock: "counting" } }))
    clock.increment(1000)
    expect(actor.getSnapshot().context.now).toBe(TWO_SECONDS_LEFT + 1000)
    clock.increment(1000)
    expect(actor.getSnapshot().matches({ ready: { clock: "expired" } })).toBe(true)
    order = demoMallOrder({ status: 4, closeTime: "2026-11-23T08:30:01.000Z" })
    clock.increment(6000)
    await waitFor(actor, (s) => s.matches({ ready: { clock: "still" } }))
    expect(loads()).toBe(2)
  })

  it("says 订单不存在 for a missing order", async () => {
    const { actor } = start(() => new Error("订单不存在"))
    const s = await waitFor(actor, (s) => s.matches("notFound"))
    expect(s.context.error).toBe("订单不存在")
  })
})
