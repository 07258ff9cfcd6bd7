import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate"
import type { MallOrder } from "../../domain/mall/order.ts"
import { demoMallOrder, demoShippedOrder, pageOf, TWO_SECONDS_LEFT } from "./mall-order-fixtures.ts"
import { mallOrderListMachine, type OrderQuery } from "./mall-order-list.machine.ts"

const start = (orders: () => ReadonlyArray<MallOrder>, fail: () => boolean = () => false) => {
  const clock = new SimulatedClock()
  const queries: OrderQuery[] = []
  const actor = createActor(
    mallOrderListMachine.provide({
      actors: {
        loadOrders: fromPromise(async ({ input }) => {
          queries.push(input)
          if (fail()) throw { kind: "network", status: null, message: "网络异常，请检查网络连接" }
          return { page: pageOf(orders()), now: TWO_SECONDS_LEFT }
        }),
      },
    }),
    { clock, input: { status: null } },
  ).start()
  return { actor, clock, queries }
}

describe("mall order list machine", () => {
  it("loads by tab, keyword and page, each change starting again from the right page", async () => {
    const { actor, queries } = start(() => [demoShippedOrder])
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "tab.select", status: 2 })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "page.select", page: 1 })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "search.submit", keyword: "  精华液 " })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "page.select", page: 0 })
    expect(actor.getSnapshot().matches("ready")).toBe(true)
    expect(queries).toEqual([
      { status: null, keyword: "", page: 0 },
      { status: 2, keyword: "", page: 0 },
      { status: 2, keyword: "", page: 1 },
      { status: 2, keyword: "精华液", page: 0 },
    ])
  })

  it("runs the pay countdown each second and reads the list again after the time is up", async () => {
    let orders: ReadonlyArray<MallOrder> = [demoMallOrder()]
    const { actor, clock, queries } = start(() => orders)
    await waitFor(actor, (s) => s.matches({ ready: "counting" }))
    expect(actor.getSnapshot().context.now).toBe(TWO_SECONDS_LEFT)
    clock.increment(1000)
    expect(actor.getSnapshot().context.now).toBe(TWO_SECONDS_LEFT + 1000)
    clock.increment(1000)
    expect(actor.getSnapshot().matches({ ready: "expired" })).toBe(true)
    orders = [demoMallOrder({ status: 4, closeTime: "2026-11-23T08:30:01.000Z", closeReason: "超时未支付，订单自动关闭" })]
    clock.increment(6000)
    await waitFor(actor, (s) => s.matches({ ready: "still" }))
    expect(queries).toHaveLength(2)
    expect(actor.getSnapshot().context.data?.content[0]?.status).toBe(4)
  })

  it("keeps no clock without unpaid orders", async () => {
    const { actor } = start(() => [demoShippedOrder])
    await waitFor(actor, (s) => s.matches({ ready: "still" }))
  })

  it("shows a failure with a retry", async () => {
    let fail = true
    const { actor } = start(() => [], () => fail)
    const failed = await waitFor(actor, (s) => s.matches("failure"))
    expect(failed.context.error).toBe("网络异常，请检查网络连接")
    fail = false
    actor.send({ type: "list.retry" })
    const ready = await waitFor(actor, (s) => s.matches("ready"))
    expect(ready.context.error).toBeNull()
    expect(ready.context.data?.totalElements).toBe(0)
  })
})
