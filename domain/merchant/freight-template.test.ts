import { describe, expect, it } from "vitest"
import { freightTemplateProblem, type FreightTemplateInput } from "./freight-template.ts"
import { MERCHANT_MESSAGES } from "./messages.ts"

const ok: FreightTemplateInput = {
  name: "按件计费",
  chargeBy: "count",
  rules: [
    { regions: [], firstUnits: 1, firstCents: 800, additionalUnits: 1, additionalCents: 200 },
    { regions: ["650000"], firstUnits: 1, firstCents: 2000, additionalUnits: 1, additionalCents: 1000 },
  ],
  freeOverCents: 9900,
}

describe("freight template rule", () => {
  it("accepts a complete template", () => {
    expect(freightTemplateProblem(ok)).toBeNull()
    expect(freightTemplateProblem({ ...ok, freeOverCents: null })).toBeNull()
  })

  it("names the first problem", () => {
    expect(freightTemplateProblem({ ...ok, name: "  " })).toBe(MERCHANT_MESSAGES.nameRequired)
    expect(freightTemplateProblem({ ...ok, rules: [] })).toBe(MERCHANT_MESSAGES.freightRuleRequired)
    expect(freightTemplateProblem({ ...ok, rules: [ok.rules[0]!, ok.rules[0]!] })).toBe(MERCHANT_MESSAGES.freightDefaultTwice)
    expect(freightTemplateProblem({ ...ok, rules: [{ ...ok.rules[0]!, firstUnits: 0 }] })).toBe(MERCHANT_MESSAGES.freightUnitsInvalid)
    expect(freightTemplateProblem({ ...ok, rules: [{ ...ok.rules[0]!, additionalCents: 100_000_001 }] })).toBe(MERCHANT_MESSAGES.freightCentsInvalid)
    expect(freightTemplateProblem({ ...ok, rules: [ok.rules[0]!, ok.rules[1]!, { ...ok.rules[1]! }] })).toBe(MERCHANT_MESSAGES.freightRegionTwice)
    expect(freightTemplateProblem({ ...ok, freeOverCents: 100_000_001 })).toBe(MERCHANT_MESSAGES.freightThresholdInvalid)
  })
})
