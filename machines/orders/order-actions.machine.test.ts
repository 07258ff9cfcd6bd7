import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { demoMallOrder, demoReceivedOrder, demoShippedOrder, demoTracking } from "./mall-order-fixtures.ts"
import { orderActionsMachine, type RunnableAction } from "./order-actions.machine.ts"

const start = (run: (action: RunnableAction) => Promise<unknown> = async () => ({})) => {
  const calls: Array<{ action: RunnableAction; orderNum: string }> = []
  const actor = createActor(
    orderActionsMachine.provide({
      actors: {
        runAction: fromPromise(async ({ input }) => {
          calls.push(input)
          return run(input.action)
        }),
        loadTracking: fromPromise(async () => demoTracking),
      },
    }),
  ).start()
  const emitted = { changed: vi.fn(), removed: vi.fn(), cart: vi.fn() }
  actor.on("order.changed", emitted.changed)
  actor.on("order.removed", emitted.removed)
  actor.on("cart.open", emitted.cart)
  return { actor, calls, emitted }
}

describe("order actions machine", () => {
  it("asks before cancelling and calls nothing when dismissed", () => {
    const { actor, calls } = start()
    actor.send({ type: "order.cancel", order: demoMallOrder() })
    expect(actor.getSnapshot().matches("confirming")).toBe(true)
    actor.send({ type: "action.dismiss" })
    expect(actor.getSnapshot().matches("idle")).toBe(true)
    expect(calls).toEqual([])
  })

  it("confirms receipt after the question and has the page read the order again", async () => {
    const { actor, calls, emitted } = start()
    actor.send({ type: "order.confirm", order: demoShippedOrder })
    actor.send({ type: "action.confirm" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    const done = await waitFor(actor, (s) => s.matches("idle"))
    expect(calls).toEqual([{ action: "confirm", orderNum: demoShippedOrder.orderNum }])
    expect(done.context.done).toBe("confirm")
    expect(emitted.changed).toHaveBeenCalledWith(expect.objectContaining({ orderNum: demoShippedOrder.orderNum }))
  })

  it("deletes: the order leaves the list", async () => {
    const { actor, emitted } = start()
    actor.send({ type: "order.delete", order: demoReceivedOrder })
    actor.send({ type: "action.confirm" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(emitted.removed).toHaveBeenCalledTimes(1)
    expect(emitted.changed).not.toHaveBeenCalled()
  })

  it("buys again at once and opens the cart", async () => {
    const { actor, calls, emitted } = start()
    actor.send({ type: "order.buyAgain", order: demoReceivedOrder })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(calls.map((c) => c.action)).toEqual(["buyAgain"])
    expect(emitted.cart).toHaveBeenCalledTimes(1)
  })

  it("shows a refusal and reloads the out-of-date order; another failure only shows", async () => {
    let error: unknown = { kind: "http", status: 409, message: "只有待付款的订单可以取消" }
    const { actor, emitted } = start(() => Promise.reject(error))
    actor.send({ type: "order.cancel", order: demoMallOrder() })
    actor.send({ type: "action.confirm" })
    const refused = await waitFor(actor, (s) => s.matches("idle"))
    expect(refused.context.error).toBe("只有待付款的订单可以取消")
    expect(emitted.changed).toHaveBeenCalledTimes(1)
    error = { kind: "network", status: null, message: "网络异常，请检查网络连接" }
    actor.send({ type: "order.cancel", order: demoMallOrder() })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: "action.confirm" })
    const failed = await waitFor(actor, (s) => s.matches("idle"))
    expect(failed.context.error).toBe("网络异常，请检查网络连接")
    expect(emitted.changed).toHaveBeenCalledTimes(1)
  })

  it("pays through the balance-pay widget, then the page reads the order again", () => {
    const { actor, emitted } = start()
    actor.send({ type: "order.pay", order: demoMallOrder() })
    expect(actor.getSnapshot().matches("paying")).toBe(true)
    actor.send({ type: "pay.done" })
    expect(actor.getSnapshot().context.done).toBe("pay")
    expect(emitted.changed).toHaveBeenCalledTimes(1)
  })

  it("loads the tracking events", async () => {
    const { actor } = start()
    actor.send({ type: "order.tracking", order: demoShippedOrder })
    const shown = await waitFor(actor, (s) => s.matches({ tracking: "shown" }))
    expect(shown.context.tracking?.events).toHaveLength(2)
    expect(shown.context.action).toBeNull()
    actor.send({ type: "action.dismiss" })
    expect(actor.getSnapshot().matches("idle")).toBe(true)
  })
})
