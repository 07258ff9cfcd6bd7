import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { MallOrder } from "../../domain/mall/order.ts"
import { confirmReceiptMachine } from "./confirm-receipt.machine.ts"
import { demoPaidOrder, demoReceivedOrder, demoShippedOrder } from "./mall-order-fixtures.ts"

const start = (first: MallOrder, receive: () => Promise<MallOrder>) => {
  let current = first
  let received = 0
  const actor = createActor(
    confirmReceiptMachine.provide({
      actors: {
        loadOrder: fromPromise(async () => current),
        receiveOrder: fromPromise(async () => {
          received += 1
          current = await receive()
          return current
        }),
      },
    }),
    { input: { orderNum: first.orderNum } },
  ).start()
  return { actor, received: () => received, set: (o: MallOrder) => (current = o) }
}

describe("confirm receipt machine", () => {
  it("asks about a shipped order, confirms it and shows the result", async () => {
    const { actor, received } = start(demoShippedOrder, async () => demoReceivedOrder)
    await waitFor(actor, (s) => s.matches("asking"))
    actor.send({ type: "receipt.confirm" })
    const done = await waitFor(actor, (s) => s.matches("received"))
    expect(done.context.order?.status).toBe(3)
    expect(received()).toBe(1)
  })

  it("waits after the question is dismissed and asks again on request", async () => {
    const { actor, received } = start(demoShippedOrder, async () => demoReceivedOrder)
    await waitFor(actor, (s) => s.matches("asking"))
    actor.send({ type: "receipt.cancel" })
    expect(actor.getSnapshot().matches("cancelled")).toBe(true)
    actor.send({ type: "receipt.ask" })
    expect(actor.getSnapshot().matches("asking")).toBe(true)
    expect(received()).toBe(0)
  })

  it("shows an order received already, and refuses other states", async () => {
    const a = start(demoReceivedOrder, async () => demoReceivedOrder)
    await waitFor(a.actor, (s) => s.matches("received"))
    const b = start(demoPaidOrder, async () => demoPaidOrder)
    await waitFor(b.actor, (s) => s.matches("notReceivable"))
  })

  it("reads the order again when the server refuses (received by itself meanwhile)", async () => {
    const t = start(demoShippedOrder, async () => {
      t.set(demoReceivedOrder)
      throw { kind: "http", status: 409, message: "只有已发货的订单可以确认收货" }
    })
    await waitFor(t.actor, (s) => s.matches("asking"))
    t.actor.send({ type: "receipt.confirm" })
    const s = await waitFor(t.actor, (s) => s.matches("received"))
    expect(s.context.error).toBe("只有已发货的订单可以确认收货")
  })
})
