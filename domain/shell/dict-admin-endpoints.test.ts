import { describe, expect, it } from "vitest"
import { DICT_ADMIN_MESSAGES, dictEntryProblem } from "./dict-admin-endpoints.ts"

describe("a dictionary entry", () => {
  it("needs a label, a value without outer spaces and an order from 0 to 9999", () => {
    expect(dictEntryProblem({ label: "功能建议", value: "suggestion", sort: 0 })).toBeNull()
    expect(dictEntryProblem({ label: " ", value: "x", sort: 0 })).toBe(DICT_ADMIN_MESSAGES.labelRequired)
    expect(dictEntryProblem({ label: "a", value: "", sort: 0 })).toBe(DICT_ADMIN_MESSAGES.valueRequired)
    expect(dictEntryProblem({ label: "a", value: " x", sort: 0 })).toBe(DICT_ADMIN_MESSAGES.valueBlank)
    expect(dictEntryProblem({ label: "a", value: "x", sort: 10_000 })).toBe(DICT_ADMIN_MESSAGES.sortRange)
    expect(dictEntryProblem({ label: "a", value: "x", sort: Number.NaN })).toBe(DICT_ADMIN_MESSAGES.sortRange)
  })
})
