import { describe, expect, it } from "vitest"
import { MERCHANT_MESSAGES } from "./messages.ts"
import { stockAdjustmentProblem } from "./stock.ts"

describe("stockAdjustmentProblem", () => {
  const base = { current: 10, next: 4, available: 6, reason: "盘点" }
  it("takes a change that leaves the warehouses at least what orders lock", () => {
    expect(stockAdjustmentProblem(base)).toBeNull()
    expect(stockAdjustmentProblem({ ...base, next: 30 })).toBeNull()
  })
  it("refuses going below the locked stock", () => {
    expect(stockAdjustmentProblem({ ...base, next: 3 })).toBe(MERCHANT_MESSAGES.stockBelowLocked)
  })
  it("refuses a negative, fractional or huge number, an empty reason and no change", () => {
    expect(stockAdjustmentProblem({ ...base, next: -1 })).toBe(MERCHANT_MESSAGES.wareStockInvalid)
    expect(stockAdjustmentProblem({ ...base, next: 1.5 })).toBe(MERCHANT_MESSAGES.wareStockInvalid)
    expect(stockAdjustmentProblem({ ...base, next: 10_000_000 })).toBe(MERCHANT_MESSAGES.wareStockInvalid)
    expect(stockAdjustmentProblem({ ...base, reason: "  " })).toBe(MERCHANT_MESSAGES.adjustReasonRequired)
    expect(stockAdjustmentProblem({ ...base, next: 10 })).toBe(MERCHANT_MESSAGES.adjustUnchanged)
  })
})
