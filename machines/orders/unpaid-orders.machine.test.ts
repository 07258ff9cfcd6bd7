import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { UnpaidOrder } from "../../domain/orders/unpaid.ts"
import { unpaidOrdersMachine } from "./unpaid-orders.machine.ts"
import { cents } from "../../domain/core/money.ts"

const order = (id: number): UnpaidOrder => ({
  kind: "vip",
  id,
  orderNo: `VIP2026112316000000000${id}`,
  title: "开通VIP会员（年卡）",
  amount: cents(19_900),
  createTime: "2026-11-23T08:00:00.000Z",
  closeTime: "2026-11-23T08:30:00.000Z",
})

const start = (cancel: (input: { kind: string; id: number }) => Promise<unknown>) => {
  let list = [order(1), order(2)]
  const cancelled: number[] = []
  const actor = createActor(
    unpaidOrdersMachine.provide({
      actors: {
        loadOrders: fromPromise(async (): Promise<ReadonlyArray<UnpaidOrder>> => list),
        cancelOrder: fromPromise(async ({ input }) => {
          await cancel(input)
          cancelled.push(input.id)
          list = list.filter((o) => o.id !== input.id)
          return { cancelled: true }
        }),
      },
    }),
  ).start()
  return { actor, cancelled }
}

describe("unpaid orders machine", () => {
  it("cancels an order, tells the page and shows the list without it", async () => {
    const { actor, cancelled } = start(async () => {})
    const changed = vi.fn()
    actor.on("orders.changed", changed)
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "order.cancel", kind: "vip", id: 1 })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    const after = await waitFor(actor, (s) => s.matches("ready"))
    expect(cancelled).toEqual([1])
    expect(after.context.orders.map((o) => o.id)).toEqual([2])
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it("shows the server's refusal and loads the list again", async () => {
    const { actor } = start(() => Promise.reject({ kind: "http", status: 409, code: "order_not_unpaid", message: "订单已支付或已关闭，无法取消" }))
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "order.cancel", kind: "vip", id: 2 })
    const after = await waitFor(actor, (s) => s.matches("ready") && s.context.error !== null)
    expect(after.context.error).toBe("订单已支付或已关闭，无法取消")
  })

  it("offers a retry when the list cannot be loaded", async () => {
    let fail = true
    const actor = createActor(
      unpaidOrdersMachine.provide({
        actors: {
          loadOrders: fromPromise(async (): Promise<ReadonlyArray<UnpaidOrder>> => {
            if (fail) throw new Error("网络异常")
            return [order(3)]
          }),
        },
      }),
    ).start()
    await waitFor(actor, (s) => s.matches("failure"))
    fail = false
    actor.send({ type: "list.reload" })
    const ready = await waitFor(actor, (s) => s.matches("ready"))
    expect(ready.context.orders).toHaveLength(1)
  })
})
