import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { cartTotals, type Cart } from "../../domain/mall/cart.ts"
import { applyCartChange, type CartChange } from "../../domain/mall/cart-changes.ts"
import { cartMachine } from "./cart.machine.ts"
import { cartLine, demoCart } from "./mall-fixtures.ts"

/** A keeper that answers each change when told to, applying it to its own copy. */
const keeper = (initial: Cart) => {
  let items = initial.items
  const waiting: Array<{ change: CartChange; resolve: (cart: Cart) => void; reject: (e: unknown) => void }> = []
  return {
    waiting,
    answer(fail = false) {
      const next = waiting.shift()!
      if (fail) return next.reject({ status: 409, message: "库存不足" })
      items = applyCartChange(items, next.change)
      next.resolve({ items })
    },
    logic: {
      loadCart: fromPromise<Cart>(async () => ({ items })),
      saveChange: fromPromise<Cart, CartChange>(({ input }) => new Promise((resolve, reject) => waiting.push({ change: input, resolve, reject }))),
    },
  }
}

const start = (member: boolean, initial: Cart = demoCart) => {
  const k = keeper(initial)
  const counts: number[] = []
  const went: string[] = []
  const actor = createActor(
    cartMachine.provide({
      actors: k.logic,
      actions: {
        countChanged: ({ context }) => counts.push(cartTotals(context.items).pieces),
        goToCheckout: () => went.push("checkout"),
        goToLogin: () => went.push("login"),
      },
    }),
    { input: { member } },
  ).start()
  return { actor, k, counts, went }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("cart", () => {
  it("shows each change with its totals at once and saves the changes one after the other", async () => {
    const { actor, k, counts } = start(true)
    await waitFor(actor, (s) => s.matches({ ready: "idle" }))
    expect(cartTotals(actor.getSnapshot().context.items)).toMatchObject({ pieces: 3, checkedCents: 58_700 })
    actor.send({ type: "cart.quantity", skuId: 11, quantity: 4 })
    actor.send({ type: "cart.check", skuId: 14, checked: false })
    // Both show before the keeper answered; only the first is on its way.
    expect(cartTotals(actor.getSnapshot().context.items)).toMatchObject({ pieces: 6, checkedPieces: 4, checkedCents: 51_600 })
    await flush()
    expect(k.waiting.map((w) => w.change.kind)).toEqual(["quantity"])
    k.answer()
    await flush()
    expect(k.waiting.map((w) => w.change.kind)).toEqual(["check"])
    expect(actor.getSnapshot().context.items.find((i) => i.skuId === 14)?.checked).toBe(false)
    k.answer()
    await waitFor(actor, (s) => s.matches({ ready: "idle" }))
    expect(actor.getSnapshot().context.saved).toEqual(actor.getSnapshot().context.items)
    expect(counts.at(-1)).toBe(6)
  })

  it("goes back to the keeper's last answer and says why when a change is refused", async () => {
    const { actor, k, counts } = start(true)
    await waitFor(actor, (s) => s.matches({ ready: "idle" }))
    actor.send({ type: "cart.remove", skuIds: [11] })
    expect(actor.getSnapshot().context.items.map((i) => i.skuId)).toEqual([14])
    await flush()
    k.answer(true)
    await waitFor(actor, (s) => s.matches({ ready: "idle" }))
    expect(actor.getSnapshot().context.items.map((i) => i.skuId)).toEqual([11, 14])
    expect(actor.getSnapshot().context.error).toBe("库存不足")
    expect(counts.at(-1)).toBe(3)
  })

  it("ticks a shop or everything over the lines still for sale, and checks out only something ticked", async () => {
    const sold = cartLine(15, { available: false, stock: 0, checked: false })
    const { actor, k, went } = start(true, { items: [...demoCart.items, sold] })
    await waitFor(actor, (s) => s.matches({ ready: "idle" }))
    actor.send({ type: "cart.checkAll", checked: false })
    await flush()
    expect(k.waiting[0]?.change).toEqual({ kind: "check", skuIds: [11, 14], checked: false })
    k.answer()
    await waitFor(actor, (s) => s.matches({ ready: "idle" }))
    actor.send({ type: "cart.checkout" })
    expect(actor.getSnapshot().context.error).toBe("请选择要结算的商品")
    expect(went).toEqual([])
    actor.send({ type: "cart.checkShop", shopId: 4, checked: true })
    await flush()
    // The checkout waits for the save.
    expect(actor.getSnapshot().can({ type: "cart.checkout" })).toBe(false)
    k.answer()
    await waitFor(actor, (s) => s.matches({ ready: "idle" }))
    actor.send({ type: "cart.checkout" })
    expect(went).toEqual(["checkout"])
    // A shop with no line for sale changes nothing.
    actor.send({ type: "cart.checkShop", shopId: 99, checked: true })
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true)
  })

  it("sends a visitor to login for checkout, and retries a failed load", async () => {
    let fail = true
    const went: string[] = []
    const actor = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise<Cart>(async () => {
            if (fail) throw { message: "网络请求超时" }
            return demoCart
          }),
        },
        actions: { goToLogin: () => went.push("login") },
      }),
      { input: { member: false } },
    ).start()
    await waitFor(actor, (s) => s.matches("failure"))
    expect(actor.getSnapshot().context.error).toBe("网络请求超时")
    fail = false
    actor.send({ type: "cart.retry" })
    await waitFor(actor, (s) => s.matches({ ready: "idle" }))
    actor.send({ type: "cart.checkout" })
    expect(went).toEqual(["login"])
  })
})
