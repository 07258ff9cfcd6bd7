import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import type { MallOrder } from "../../domain/mall/order.ts"
import { demoPaidOrder, demoShippedOrder, pageOf } from "./mall-order-fixtures.ts"
import { shopOrdersMachine } from "./shop-orders.machine.ts"

const start = (ship: (input: { orderNum: string; courier: string; trackingNo: string }) => Promise<MallOrder>, load?: () => Promise<ReturnType<typeof pageOf>>) => {
  let orders: ReadonlyArray<MallOrder> = [demoPaidOrder]
  const shipped: Array<{ orderNum: string; courier: string; trackingNo: string }> = []
  const actor = createActor(
    shopOrdersMachine.provide({
      actors: {
        loadOrders: fromPromise(load ?? (async () => pageOf(orders))),
        shipOrder: fromPromise(async ({ input }) => {
          const out = await ship(input)
          shipped.push(input)
          orders = [out]
          return out
        }),
      },
    }),
  ).start()
  return { actor, shipped }
}

describe("shop orders machine", () => {
  it("ships an unshipped order after the form's check, then reads the list again", async () => {
    const { actor, shipped } = start(async () => demoShippedOrder)
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "ship.open", order: demoPaidOrder })
    actor.send({ type: "ship.submit", courier: "", trackingNo: "SF1234567890" })
    expect(actor.getSnapshot().context.shipError).toBe(MALL_MESSAGES.courierRequired)
    actor.send({ type: "ship.submit", courier: "SF", trackingNo: "SF-12" })
    expect(actor.getSnapshot().context.shipError).toBe(MALL_MESSAGES.trackingFormat)
    expect(shipped).toEqual([])
    actor.send({ type: "ship.submit", courier: "SF", trackingNo: " SF1234567890 " })
    const after = await waitFor(actor, (s) => s.matches({ ready: "browsing" }))
    expect(shipped).toEqual([{ orderNum: demoPaidOrder.orderNum, courier: "SF", trackingNo: "SF1234567890" }])
    expect(after.context.shipped).toBe(demoPaidOrder.orderNum)
    expect(after.context.data?.content[0]?.status).toBe(2)
  })

  it("keeps the server's refusal of the number in the dialog", async () => {
    const { actor } = start(() => Promise.reject({ kind: "http", status: 400, message: MALL_MESSAGES.trackingFormat }))
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "ship.open", order: demoPaidOrder })
    actor.send({ type: "ship.submit", courier: "SF", trackingNo: "SF1234567890" })
    const s = await waitFor(actor, (s) => s.matches({ ready: { shipping: "editing" } }) && s.context.shipError !== null)
    expect(s.context.shipError).toBe(MALL_MESSAGES.trackingFormat)
  })

  it("reloads when the order changed meanwhile", async () => {
    const { actor } = start(() => Promise.reject({ kind: "http", status: 409, message: MALL_MESSAGES.notShippable }))
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "ship.open", order: demoPaidOrder })
    actor.send({ type: "ship.submit", courier: "SF", trackingNo: "SF1234567890" })
    const s = await waitFor(actor, (s) => s.matches({ ready: "browsing" }) && s.context.error !== null)
    expect(s.context.error).toBe(MALL_MESSAGES.notShippable)
    expect(s.context.shipping).toBeNull()
  })

  it("does not open shipping for an order already shipped", async () => {
    const { actor } = start(async () => demoShippedOrder)
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "ship.open", order: demoShippedOrder })
    expect(actor.getSnapshot().matches({ ready: "browsing" })).toBe(true)
  })

  it("stops at the refusal for a member without a shop", async () => {
    const { actor } = start(async () => demoShippedOrder, () => Promise.reject({ kind: "http", status: 403, message: MALL_MESSAGES.notMerchant }))
    const s = await waitFor(actor, (s) => s.matches("forbidden"))
    expect(s.context.error).toBe(MALL_MESSAGES.notMerchant)
  })
})
