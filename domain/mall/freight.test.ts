import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { freightCents, parcelFreightCents, shipsFree, type FreightTemplate } from "./freight.ts"

const ruleArb = fc.record({
  regions: fc.constant<string[]>([]),
  firstUnits: fc.integer({ min: 1, max: 5000 }),
  firstCents: fc.integer({ min: 0, max: 10_000 }),
  additionalUnits: fc.integer({ min: 1, max: 5000 }),
  additionalCents: fc.integer({ min: 0, max: 10_000 }),
})

const templateArb = fc.record({
  name: fc.constant("模板"),
  chargeBy: fc.constantFrom<"count" | "weight">("count", "weight"),
  rules: ruleArb.map((r) => [r]),
  freeOverCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
})

describe("freight with a free-shipping threshold", () => {
  test.prop([templateArb, fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 2_000_000 })])("is never negative and nothing at or above the threshold", (template, units, goodsCents) => {
    const cents = parcelFreightCents(template, units, "330000", goodsCents)
    expect(cents).not.toBeNull()
    expect(cents!).toBeGreaterThanOrEqual(0)
    if (template.freeOverCents !== null && goodsCents >= template.freeOverCents) expect(cents).toBe(0)
    else expect(cents).toBe(freightCents(template, units, "330000"))
  })

  test.prop([templateArb, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 20_000 })])(
    "grows with the quantity below the threshold",
    (template, quantity, more, unitPrice) => {
      const units = (q: number) => (template.chargeBy === "count" ? q : q * 100)
      const goods = (q: number) => q * unitPrice
      const threshold = template.freeOverCents
      if (threshold !== null && goods(quantity + more) >= threshold) return
      const fewer = parcelFreightCents(template, units(quantity), "330000", goods(quantity))!
      const moreCents = parcelFreightCents(template, units(quantity + more), "330000", goods(quantity + more))!
      expect(moreCents).toBeGreaterThanOrEqual(fewer)
    },
  )

  it("keeps a province without a rule undeliverable, threshold or not", () => {
    const template: FreightTemplate = { name: "仅限浙江", chargeBy: "count", rules: [{ regions: ["330000"], firstUnits: 1, firstCents: 800, additionalUnits: 1, additionalCents: 200 }], freeOverCents: 0 }
    expect(parcelFreightCents(template, 3, "110000", 100_000)).toBeNull()
    expect(parcelFreightCents(template, 3, "330000", 100_000)).toBe(0)
  })

  it("is free exactly from the threshold on, and never without one", () => {
    const base = { name: "按件", chargeBy: "count" as const, rules: [{ regions: [], firstUnits: 1, firstCents: 800, additionalUnits: 1, additionalCents: 200 }] }
    expect(parcelFreightCents({ ...base, freeOverCents: 9900 }, 2, "330000", 9899)).toBe(1000)
    expect(parcelFreightCents({ ...base, freeOverCents: 9900 }, 2, "330000", 9900)).toBe(0)
    expect(shipsFree({ freeOverCents: null }, 1_000_000)).toBe(false)
    expect(shipsFree({}, 1_000_000)).toBe(false)
  })
})
