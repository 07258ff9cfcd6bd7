import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { ProductSkus } from "../../domain/mall/endpoints.ts"
import { buyBoxMachine, selectedSku } from "./buy-box.machine.ts"
import { demoSpecs } from "./mall-fixtures.ts"

const start = (member: boolean, specs: ProductSkus = demoSpecs, add: () => Promise<{ pieces: number }> = async () => ({ pieces: 4 })) => {
  const log: string[] = []
  const actor = createActor(
    buyBoxMachine.provide({
      actors: { loadSpecs: fromPromise(async () => specs), addToCart: fromPromise(add) },
      actions: {
        cartChanged: (_, { pieces }) => log.push(`count ${pieces}`),
        goToCheckout: (_, { skuId, quantity }) => log.push(`checkout ${skuId}×${quantity}`),
        goToLogin: (_, { skuId, quantity }) => log.push(`login ${skuId}×${quantity}`),
      },
    }),
    { input: { spuId: 1, member } },
  ).start()
  return { actor, log }
}

describe("buy box", () => {
  it("opens on the first SKU in stock and follows the chosen values; sold-out combinations cannot be chosen", async () => {
    const { actor } = start(true)
    await waitFor(actor, (s) => s.matches("ready"))
    expect(selectedSku(actor.getSnapshot().context)?.skuId).toBe(11)
    // 礼盒款 with 30ml is sold out.
    actor.send({ type: "option.toggle", attrIndex: 1, value: "礼盒款" })
    expect(actor.getSnapshot().context.selection).toEqual(["30ml", "经典款"])
    actor.send({ type: "option.toggle", attrIndex: 0, value: "50ml" })
    expect(selectedSku(actor.getSnapshot().context)?.skuId).toBe(13)
    actor.send({ type: "quantity.set", quantity: 10 })
    expect(actor.getSnapshot().context.quantity).toBe(3)
    actor.send({ type: "option.toggle", attrIndex: 1, value: "礼盒款" })
    expect(selectedSku(actor.getSnapshot().context)?.skuId).toBe(14)
    // Clearing a value leaves no SKU chosen: adding asks for a choice.
    actor.send({ type: "option.toggle", attrIndex: 1, value: "礼盒款" })
    expect(selectedSku(actor.getSnapshot().context)).toBeNull()
    actor.send({ type: "cart.add" })
    expect(actor.getSnapshot().context.error).toBe("请选择商品规格")
    actor.send({ type: "buy.now" })
    expect(actor.getSnapshot().context.error).toBe("请选择商品规格")
  })

  it("adds to the cart and reports the count, or says why not", async () => {
    let fail = false
    const { actor, log } = start(false, demoSpecs, async () => {
      if (fail) throw { status: 409, message: "库存不足" }
      return { pieces: 4 }
    })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "quantity.set", quantity: 2 })
    actor.send({ type: "cart.add" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: "idle" }))
    expect(actor.getSnapshot().context.notice).toBe("已加入购物车")
    expect(log).toEqual(["count 4"])
    fail = true
    actor.send({ type: "cart.add" })
    await waitFor(actor, (s) => s.matches({ ready: "idle" }) && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe("库存不足")
    // A visitor's 立即购买 logs in first.
    actor.send({ type: "buy.now" })
    expect(log.at(-1)).toBe("login 11×2")
  })

  it("sends a member to checkout and refuses a sold-out product", async () => {
    const member = start(true)
    await waitFor(member.actor, (s) => s.matches("ready"))
    member.actor.send({ type: "buy.now" })
    expect(member.log).toEqual(["checkout 11×1"])
    const soldOut = start(true, { ...demoSpecs, skus: demoSpecs.skus.map((s) => ({ ...s, stock: 0 })) })
    await waitFor(soldOut.actor, (s) => s.matches("ready"))
    soldOut.actor.send({ type: "cart.add" })
    expect(soldOut.actor.getSnapshot().context.error).toBe("该规格已售罄")
    soldOut.actor.send({ type: "buy.now" })
    expect(soldOut.log).toEqual([])
  })
})
