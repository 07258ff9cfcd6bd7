import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { cartTotals, type CartItem } from "./cart.ts"
import { applyCartChange, buyableIds, canCheckOut, isBuyable, shopChecked, unavailableIds, withVisitorTicks } from "./cart-changes.ts"
import { addVisitorLine, applyVisitorChange, emptyVisitorCart, readVisitorCart, VISITOR_MAX_LINES, VISITOR_MAX_QUANTITY, visitorPieces } from "./visitor-cart.ts"
import { MAX_CART_LINES } from "./cart.ts"
import { buyNowHref, paymentHref, parseBuyNow, parseOrderNums, paySuccessHref } from "./buying-paths.ts"
import { MAX_QUANTITY } from "./sku.ts"
import { cents } from "../core/money.ts"

const item = (skuId: number, over: Partial<CartItem> = {}): CartItem => ({
  skuId,
  spuId: 1,
  title: "玻尿酸多重保湿精华液 30ml",
  skuText: "规格：30ml",
  picture: "/p.png",
  priceCents: cents(12_900),
  quantity: 1,
  stock: 10,
  checked: true,
  available: true,
  shop: { id: 4, name: "美妍旗舰店" },
  ...over,
})

describe("cart changes shown at once", () => {
  it("keeps a quantity within the stock and the totals follow", () => {
    const items = [item(1), item(2, { priceCents: cents(5_000), checked: false })]
    const more = applyCartChange(items, { kind: "quantity", skuId: 1, quantity: 3 })
    expect(cartTotals(more)).toMatchObject({ pieces: 4, checkedPieces: 3, checkedCents: 38_700 })
    expect(applyCartChange(items, { kind: "quantity", skuId: 1, quantity: 50 })[0]?.quantity).toBe(10)
    expect(applyCartChange(items, { kind: "quantity", skuId: 1, quantity: 0 })[0]?.quantity).toBe(1)
    const ticked = applyCartChange(more, { kind: "check", skuIds: [2], checked: true })
    expect(cartTotals(ticked).checkedCents).toBe(43_700)
    expect(applyCartChange(ticked, { kind: "remove", skuIds: [1] }).map((i) => i.skuId)).toEqual([2])
    expect(applyCartChange(ticked, { kind: "clear" })).toEqual([])
  })

  it("ticks a shop or the whole cart over its buyable lines only", () => {
    const items = [item(1), item(2, { available: false, stock: 0 }), item(3, { shop: { id: 9, name: "康养好物馆" }, checked: false }), item(4, { quantity: 12 })]
    expect(buyableIds(items)).toEqual([1, 3])
    expect(buyableIds(items, 4)).toEqual([1])
    expect(unavailableIds(items)).toEqual([2, 4])
    expect(isBuyable(items[3]!)).toBe(false)
    expect(shopChecked(items, 4)).toBe(true)
    expect(shopChecked(items, 9)).toBe(false)
    expect(shopChecked([item(2, { available: false })], 4)).toBe(false)
    expect(canCheckOut(items)).toBe(true)
    expect(canCheckOut(applyCartChange(items, { kind: "check", skuIds: buyableIds(items), checked: false }))).toBe(false)
  })

  test.prop([fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 8 }), fc.integer({ min: -5, max: 200 })])("never shows a quantity outside 1..stock", (stocks, quantity) => {
    const items = stocks.map((stock, i) => item(i + 1, { stock }))
    for (const [i] of stocks.entries()) {
      const line = applyCartChange(items, { kind: "quantity", skuId: i + 1, quantity })[i]!
      expect(line.quantity).toBeGreaterThanOrEqual(1)
      expect(line.quantity).toBeLessThanOrEqual(Math.min(line.stock, MAX_QUANTITY))
    }
  })
})

describe("a visitor's cart", () => {
  it("adds up the same SKU, unticks, removes and clears", () => {
    let cart = addVisitorLine(emptyVisitorCart, { skuId: 7, quantity: 2 })
    cart = addVisitorLine(cart, { skuId: 8, quantity: 1 })
    cart = addVisitorLine(cart, { skuId: 7, quantity: 1 })
    expect(cart.lines).toEqual([{ skuId: 7, quantity: 3 }, { skuId: 8, quantity: 1 }])
    expect(visitorPieces(cart)).toBe(4)
    cart = applyVisitorChange(cart, { kind: "check", skuIds: [8, 99], checked: false })
    expect(cart.unchecked).toEqual([8])
    expect(withVisitorTicks([item(7), item(8)], cart).map((i) => i.checked)).toEqual([true, false])
    // Adding a SKU again ticks it.
    expect(addVisitorLine(cart, { skuId: 8, quantity: 1 }).unchecked).toEqual([])
    cart = applyVisitorChange(cart, { kind: "quantity", skuId: 7, quantity: 500 })
    expect(cart.lines[0]?.quantity).toBe(MAX_QUANTITY)
    cart = applyVisitorChange(cart, { kind: "check", skuIds: [8], checked: true })
    expect(cart.unchecked).toEqual([])
    cart = applyVisitorChange(cart, { kind: "remove", skuIds: [7] })
    expect(cart.lines).toEqual([{ skuId: 8, quantity: 1 }])
    expect(applyVisitorChange(cart, { kind: "clear" })).toEqual(emptyVisitorCart)
  })

  it("keeps the cart's limits and reads only what is valid", () => {
    expect(VISITOR_MAX_QUANTITY).toBe(MAX_QUANTITY)
    expect(VISITOR_MAX_LINES).toBe(MAX_CART_LINES)
    expect(readVisitorCart({ lines: [{ skuId: 5, quantity: 1 }, { skuId: 5, quantity: 2 }, { skuId: 0, quantity: 1 }, { skuId: 6, quantity: 1.5 }], unchecked: [5, 6] })).toEqual({
      lines: [{ skuId: 5, quantity: 3 }],
      unchecked: [5],
    })
    expect(readVisitorCart(null)).toEqual(emptyVisitorCart)
    expect(readVisitorCart({ lines: Array.from({ length: 150 }, (_, i) => ({ skuId: i + 1, quantity: 1 })) }).lines).toHaveLength(VISITOR_MAX_LINES)
  })
})

describe("buying paths", () => {
  it("carries one SKU to checkout and the orders to payment", () => {
    expect(buyNowHref({ skuId: 12, quantity: 2 })).toBe("/product/checkout?skuId=12&quantity=2")
    expect(parseBuyNow("12", "2")).toEqual({ skuId: 12, quantity: 2 })
    expect(parseBuyNow("12", null)).toEqual({ skuId: 12, quantity: 1 })
    for (const [s, q] of [[null, "1"], ["x", "1"], ["0", "1"], ["12", "0"], ["12", "100"], ["12", "-1"]] as const) expect(parseBuyNow(s, q)).toBeNull()
    expect(paymentHref(["SC1", "SC2"])).toBe("/product/payment/SC1-SC2")
    expect(parseOrderNums("SC1-SC2-SC1")).toEqual(["SC1", "SC2"])
    expect(parseOrderNums("SC1,SC2")).toEqual(["SC1", "SC2"])
    expect(parseOrderNums("SC1-<x>")).toEqual([])
    expect(parseOrderNums("")).toEqual([])
    expect(paySuccessHref(["SC1"])).toBe("/product/pay/success?orders=SC1")
  })
})
