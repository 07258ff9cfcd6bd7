import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { drawsAffordable, pickPrize, PRIZE_DRAW_COST, prizeChance, wheelStopAngle, winnerName } from "./prize.ts"

const prizesArb = fc.array(fc.record({ id: fc.integer({ min: 1, max: 1000 }), odds: fc.integer({ min: 0, max: 500 }) }), {
  minLength: 1,
  maxLength: 10,
})

describe("prize draw", () => {
  test("picks by weight along the list", () => {
    const list = [
      { id: 1, odds: 1 },
      { id: 2, odds: 0 },
      { id: 3, odds: 3 },
    ]
    expect(pickPrize(list, 0)?.id).toBe(1)
    expect(pickPrize(list, 0.2499)?.id).toBe(1)
    expect(pickPrize(list, 0.25)?.id).toBe(3)
    expect(pickPrize(list, 0.9999999)?.id).toBe(3)
    expect(pickPrize([{ id: 1, odds: 0 }], 0.5)).toBeNull()
  })
  test.prop([prizesArb, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })])("never picks a prize without weight", (list, r) => {
    const picked = pickPrize(list, r)
    if (list.every((p) => p.odds === 0)) expect(picked).toBeNull()
    else expect(picked?.odds).toBeGreaterThan(0)
  })
  test("frequencies follow the odds", () => {
    const list = [
      { id: 1, odds: 1 },
      { id: 2, odds: 3 },
    ]
    let ones = 0
    for (let i = 0; i < 4000; i++) if (pickPrize(list, i / 4000)?.id === 1) ones++
    expect(ones).toBe(1000)
  })
  test("chances, affordable draws, winners' names", () => {
    expect(prizeChance(1, 8)).toBe("12.5%")
    expect(prizeChance(0, 8)).toBe("0%")
    expect(drawsAffordable(PRIZE_DRAW_COST * 3 + 1)).toBe(3)
    expect(drawsAffordable(-5)).toBe(0)
    expect(winnerName("林小雨")).toBe("林*雨")
  })
  test.prop([fc.integer({ min: -3600, max: 3600 }), fc.integer({ min: 1, max: 12 }), fc.nat(), fc.integer({ min: 1, max: 10 })])(
    "the wheel stops with the chosen segment under the pointer, turning forwards",
    (from, count, i, turns) => {
      const index = i % count
      const angle = wheelStopAngle(from, index, count, turns)
      expect(angle - from).toBeGreaterThanOrEqual(turns * 360)
      expect(angle - from).toBeLessThan((turns + 1) * 360)
      const segment = 360 / count
      // The pointer at the top reads the wheel at -angle.
      const under = (((360 - (angle % 360)) % 360) + 360) % 360
      expect(Math.floor(under / segment + 1e-9) % count).toBe(index)
    },
  )
})
