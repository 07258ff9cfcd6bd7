import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import type { OrderAfterSale } from "../../domain/mall/order-return.ts"
import { RETURN_PAGE_MESSAGES } from "../../domain/orders/returns.ts"
import { demoAfterSale, demoReturn } from "./mall-order-fixtures.ts"
import { returnApplyMachine, type ReturnForm } from "./return-apply.machine.ts"

const PICTURE = "/files/pictures/202611/0123456789abcdef0123456789abcdef.png"
const twoLines: OrderAfterSale = { ...demoAfterSale, items: [demoAfterSale.items[0]!, { ...demoAfterSale.items[0]!, skuId: 12, returnable: false, returnId: 3, returnStatus: 0 }] }

const start = (afterSale: OrderAfterSale, apply: () => Promise<unknown> = async () => demoReturn()) => {
  const calls: Array<{ skuIds: ReadonlyArray<number>; form: ReturnForm }> = []
  const actor = createActor(
    returnApplyMachine.provide({
      actors: {
        loadAfterSale: fromPromise(async () => afterSale),
        applyReturn: fromPromise(async ({ input }) => {
          calls.push({ skuIds: input.skuIds, form: input.form })
          return (await apply()) as ReturnType<typeof demoReturn>
        }),
      },
    }),
    { input: { orderNum: afterSale.orderNum } },
  ).start()
  return { actor, calls }
}

describe("return apply machine", () => {
  it("chooses the returnable lines, checks the form and submits it", async () => {
    const { actor, calls } = start(twoLines)
    const editing = await waitFor(actor, (s) => s.matches("editing"))
    expect(editing.context.skuIds).toEqual([11])
    actor.send({ type: "line.toggle", skuId: 12 })
    expect(actor.getSnapshot().context.skuIds).toEqual([11])
    actor.send({ type: "form.submit", form: { reason: "", description: "", pictures: [] } })
    expect(actor.getSnapshot().context.error).toBe(MALL_MESSAGES.returnReasonRequired)
    actor.send({ type: "line.toggle", skuId: 11 })
    actor.send({ type: "form.submit", form: { reason: "质量问题", description: "", pictures: [] } })
    expect(actor.getSnapshot().context.error).toBe(RETURN_PAGE_MESSAGES.chooseLines)
    actor.send({ type: "line.toggle", skuId: 11 })
    actor.send({ type: "form.submit", form: { reason: "质量问题", description: "瓶口有裂缝", pictures: [PICTURE] } })
    const done = await waitFor(actor, (s) => s.matches("submitted"))
    expect(done.context.created?.returnNo).toBe("TH20261126100000654321")
    expect(calls).toEqual([{ skuIds: [11], form: { reason: "质量问题", description: "瓶口有裂缝", pictures: [PICTURE] } }])
  })

  it("keeps the server's refusal in the form", async () => {
    const { actor } = start(demoAfterSale, () => Promise.reject({ kind: "http", status: 409, message: MALL_MESSAGES.returnWindowOver(7) }))
    await waitFor(actor, (s) => s.matches("editing"))
    actor.send({ type: "form.submit", form: { reason: "质量问题", description: "", pictures: [] } })
    const s = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null)
    expect(s.context.error).toBe(MALL_MESSAGES.returnWindowOver(7))
  })

  it("says the order cannot be returned when no line may be", async () => {
    const { actor } = start({ ...demoAfterSale, items: demoAfterSale.items.map((i) => ({ ...i, returnable: false })) })
    await waitFor(actor, (s) => s.matches("unavailable"))
  })
})
