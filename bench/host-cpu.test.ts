import { describe, expect, it } from "vitest"
import { hostMultiplier } from "./host-cpu.ts"

describe("the slowdown that matches the preset's phone on a host", () => {
  it("follows the calculator's points and lies between them", () => {
    expect(hostMultiplier(1533)).toBeCloseTo(4, 2)
    expect(hostMultiplier(1300)).toBe(3)
    expect(hostMultiplier(800)).toBe(2)
    expect(hostMultiplier(150)).toBe(1)
    expect(hostMultiplier(1050)).toBeCloseTo(2.5, 2)
  })

  it("rises with the host's index and knows nothing of an index too low or missing", () => {
    const values = [200, 500, 799, 801, 1299, 1301, 2000].map((index) => hostMultiplier(index) ?? 0)
    expect(values).toEqual([...values].sort((a, b) => a - b))
    expect(hostMultiplier(149)).toBeNull()
    expect(hostMultiplier(Number.NaN)).toBeNull()
  })
})
