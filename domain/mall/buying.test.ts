import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { cartTotals, groupByShop, mergeLines, parseStoredLines, type CartItem } from "./cart.ts"
import { freightCents, parcelUnits, provinceOf, type FreightTemplate } from "./freight.ts"
import { orderActions, orderTimeline, payTimeLeft, trackingProblem, type OrderStatus } from "./order.ts"
import { MALL_MESSAGES } from "./messages.ts"
import { chosenSku, clampQuantity, combinations, initialSelection, optionState, toggleOption, MAX_QUANTITY } from "./sku.ts"
import { cents } from "../core/money.ts"

const template: FreightTemplate = {
  name: "按件计费",
  chargeBy: "count",
  rules: [
    { regions: [], firstUnits: 1, firstCents: cents(800), additionalUnits: 1, additionalCents: cents(200) },
    { regions: ["650000"], firstUnits: 2, firstCents: cents(2000), additionalUnits: 2, additionalCents: cents(1000) },
  ],
}

describe("freight", () => {
  it("charges the first unit, then each started step, by the rule of the province", () => {
    expect(freightCents(template, 1, "110000")).toBe(800)
    expect(freightCents(template, 3, "110000")).toBe(1200)
    expect(freightCents(template, 2, "650000")).toBe(2000)
    expect(freightCents(template, 3, "650000")).toBe(3000)
    expect(freightCents(template, 0, "110000")).toBe(0)
    expect(freightCents({ ...template, rules: template.rules.slice(1) }, 1, "110000")).toBeNull()
    expect(parcelUnits({ chargeBy: "weight" }, [{ quantity: 2, weightGrams: 450 }, { quantity: 1, weightGrams: 200 }])).toBe(1100)
    expect(parcelUnits({ chargeBy: "count" }, [{ quantity: 2, weightGrams: 450 }, { quantity: 1, weightGrams: 200 }])).toBe(3)
    expect(provinceOf('["110000","110100","110101"]')).toBe("110000")
    expect(provinceOf("not json")).toBe("")
  })

  test.prop([fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 })])("never falls when the parcel grows", (a, b) => {
    const [small, large] = a <= b ? [a, b] : [b, a]
    expect(freightCents(template, large, "110000")!).toBeGreaterThanOrEqual(freightCents(template, small, "110000")!)
  })
})

const attrs = [
  { name: "规格", values: ["30ml", "50ml"] },
  { name: "版本", values: ["经典版", "礼盒版"] },
]
const skus = combinations(attrs).map((a, i) => ({ attrs: [...a], stock: i === 3 ? 0 : 5 }))

describe("SKU picker", () => {
  it("covers every combination once and names the chosen SKU", () => {
    expect(combinations(attrs)).toHaveLength(4)
    expect(chosenSku(skus, ["50ml", "经典版"], 2)?.attrs).toEqual(["50ml", "经典版"])
    expect(chosenSku(skus, ["50ml", null], 2)).toBeNull()
    expect(initialSelection(skus)).toEqual(["30ml", "经典版"])
  })

  it("greys out a value that only a sold-out SKU has with the chosen values", () => {
    expect(optionState(skus, ["50ml", null], 1, "礼盒版")).toBe("soldOut")
    expect(optionState(skus, ["30ml", null], 1, "礼盒版")).toBe("available")
    expect(optionState(skus, [null, "礼盒版"], 0, "50ml")).toBe("soldOut")
    expect(optionState(skus, ["50ml", "经典版"], 0, "50ml")).toBe("selected")
    expect(toggleOption(["50ml", "经典版"], 2, 0, "50ml")).toEqual([null, "经典版"])
  })

  test.prop([fc.integer({ min: -5, max: 500 }), fc.nat({ max: 500 })])("keeps a quantity between 1 and the stock (99 at most)", (q, stock) => {
    const n = clampQuantity(q, stock)
    expect(n).toBeGreaterThanOrEqual(1)
    expect(n).toBeLessThanOrEqual(Math.max(1, Math.min(stock, MAX_QUANTITY)))
  })
})

const item = (skuId: number, shopId: number, quantity: number, checked = true): CartItem => ({
  skuId,
  spuId: skuId,
  title: `商品${skuId}`,
  skuText: "规格：30ml",
  picture: "/p.svg",
  priceCents: cents(1000 * skuId),
  quantity,
  stock: 10,
  checked,
  available: true,
  shop: { id: shopId, name: `店铺${shopId}` },
})

describe("cart", () => {
  it("totals the ticked lines and groups by shop", () => {
    const items = [item(1, 7, 2), item(2, 8, 1, false), item(3, 7, 1)]
    expect(cartTotals(items)).toEqual({ pieces: 4, checkedPieces: 3, checkedCents: 2000 + 3000, allChecked: false })
    expect(groupByShop(items).map((g) => [g.shop.id, g.items.map((i) => i.skuId)])).toEqual([
      [7, [1, 3]],
      [8, [2]],
    ])
  })

  test.prop([fc.array(fc.record({ skuId: fc.integer({ min: 1, max: 6 }), quantity: fc.integer({ min: 1, max: 99 }) }), { maxLength: 20 })])(
    "merging adds up the same SKU, capped at 99, and a stored cart reads back",
    (lines) => {
      const merged = mergeLines([], lines)
      expect(new Set(merged.map((l) => l.skuId)).size).toBe(merged.length)
      for (const l of merged) expect(l.quantity).toBe(Math.min(99, lines.filter((x) => x.skuId === l.skuId).reduce((n, x) => n + x.quantity, 0)))
      expect(parseStoredLines(JSON.stringify(merged))).toEqual(merged)
    },
  )

  it("drops what it cannot read from the browser", () => {
    expect(parseStoredLines("{")).toEqual([])
    expect(parseStoredLines(JSON.stringify([{ skuId: 1, quantity: 0 }, { skuId: 2, quantity: 1 }, "x"]))).toEqual([{ skuId: 2, quantity: 1 }])
  })
})

describe("orders", () => {
  it("offers the actions of each state", () => {
    const all: OrderStatus[] = [0, 1, 2, 3, 4]
    expect(all.map(orderActions)).toEqual([["pay", "cancel"], ["buyAgain"], ["confirm", "tracking", "buyAgain"], ["tracking", "buyAgain", "delete"], ["buyAgain", "delete"]])
  })

  it("reads the time left to pay, the timeline and tracking numbers", () => {
    expect(payTimeLeft(1_000_000 + 29 * 60_000 + 5000, 1_000_000)).toBe("29分05秒")
    expect(payTimeLeft(0, 1)).toBe("0分00秒")
    const closed = orderTimeline({ status: 4, createTime: "a", payTime: null, shipTime: null, receiveTime: null, closeTime: "b" })
    expect(closed.map((s) => s.label)).toEqual(["提交订单", "订单关闭"])
    const shipped = orderTimeline({ status: 2, createTime: "a", payTime: "b", shipTime: "c", receiveTime: null, closeTime: null })
    expect(shipped.map((s) => s.done)).toEqual([true, true, true, false])
    expect(trackingProblem("", "SF123456")).toBe(MALL_MESSAGES.courierRequired)
    expect(trackingProblem("SF", " ")).toBe(MALL_MESSAGES.trackingRequired)
    expect(trackingProblem("SF", "12-34")).toBe(MALL_MESSAGES.trackingFormat)
    expect(trackingProblem("SF", "SF1234567890")).toBeNull()
  })
})
