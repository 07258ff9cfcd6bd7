import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import { vipPurchaseMachine, type PurchaseOrder, type VipPurchaseInput } from "./vip-purchase.machine.ts"

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const start = (input: Partial<VipPurchaseInput>, answers: Array<PurchaseOrder | Error>) => {
  const calls: Array<{ planId: number | null; idempotencyKey: string }> = []
  const machine = vipPurchaseMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input: call }: { input: { planId: number | null; idempotencyKey: string } }) => {
        calls.push(call)
        const answer = answers.shift()
        if (!answer || answer instanceof Error) throw answer ?? new Error("none")
        return answer
      }),
    },
  })
  const actor = createActor(machine, { input: { keyBase: "v", planId: null, kind: "vip", ...input } }).start()
  return { actor, calls }
}

const order = (id: number): PurchaseOrder => ({ id, amount: 19_800, title: "开通VIP会员（年卡）" })

describe("VIP purchase", () => {
  it("needs a plan, asks 确认开通会员吗? and goes back on no", () => {
    const { actor, calls } = start({}, [])
    actor.send({ type: "vip.open" })
    expect(actor.getSnapshot().context.error).toBe("请选择会员套餐")
    actor.send({ type: "plan.select", planId: 3 })
    actor.send({ type: "vip.open" })
    expect(actor.getSnapshot().value).toBe("confirming")
    actor.send({ type: "confirm.no" })
    expect(actor.getSnapshot().value).toBe("choosing")
    expect(calls).toEqual([])
  })

  it("orders on yes, is paid through the widget and ends with the result", async () => {
    const { actor, calls } = start({ planId: 3 }, [order(11)])
    actor.send({ type: "vip.open" })
    actor.send({ type: "confirm.yes" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await flush()
    expect(actor.getSnapshot().value).toBe("paying")
    expect(actor.getSnapshot().context.order).toEqual(order(11))
    actor.send({ type: "pay.done", result: { grade: { grade: "VIP会员" } } })
    expect(actor.getSnapshot().status).toBe("done")
    expect(actor.getSnapshot().output).toEqual({ order: order(11), result: { grade: { grade: "VIP会员" } } })
    expect(calls).toEqual([{ planId: 3, idempotencyKey: "v-0" }])
  })

  it("retries a failed order with the same key; a cancelled payment or another plan makes a new order", async () => {
    const { actor, calls } = start({ planId: 3 }, [new Error("接口请求失败"), order(12), order(13)])
    actor.send({ type: "vip.open" })
    actor.send({ type: "confirm.yes" })
    await flush()
    expect(actor.getSnapshot().value).toBe("failure")
    expect(actor.getSnapshot().context.error).toBe("接口请求失败")
    actor.send({ type: "order.retry" })
    await flush()
    expect(actor.getSnapshot().value).toBe("paying")
    actor.send({ type: "pay.cancel" })
    expect(actor.getSnapshot().value).toBe("choosing")
    expect(actor.getSnapshot().context.order).toBeNull()
    actor.send({ type: "plan.select", planId: 3 })
    actor.send({ type: "plan.select", planId: 1 })
    actor.send({ type: "vip.open" })
    actor.send({ type: "confirm.yes" })
    await flush()
    expect(calls).toEqual([
      { planId: 3, idempotencyKey: "v-0" },
      { planId: 3, idempotencyKey: "v-0" },
      { planId: 1, idempotencyKey: "v-2" },
    ])
    const failed = start({ planId: 3 }, [new Error("x")])
    failed.actor.send({ type: "vip.open" })
    failed.actor.send({ type: "confirm.yes" })
    await flush()
    failed.actor.send({ type: "pay.cancel" })
    expect(failed.actor.getSnapshot().value).toBe("choosing")
  })

  it("the shop fee orders at once, without a plan or the prompt", async () => {
    const { actor, calls } = start({ kind: "shop" }, [order(20)])
    actor.send({ type: "vip.open" })
    await flush()
    expect(actor.getSnapshot().value).toBe("paying")
    expect(calls).toEqual([{ planId: null, idempotencyKey: "v-0" }])
  })
})
