import { describe, expect, it } from "vitest"
import { ORGANS, nextOrgan, organById } from "./body-organs.ts"

describe("3D body organs", () => {
  it("have unique ids and at least one search word each", () => {
    expect(new Set(ORGANS.map((o) => o.id)).size).toBe(ORGANS.length)
    for (const o of ORGANS) expect(o.keywords.length).toBeGreaterThan(0)
  })
  it("sit inside the figure's height", () => {
    for (const o of ORGANS) expect(o.position[1]).toBeGreaterThan(0)
    for (const o of ORGANS) expect(o.position[1]).toBeLessThan(1.75)
  })
  it("are walked by the keyboard in list order, wrapping both ways", () => {
    expect(nextOrgan(null, 1).id).toBe(ORGANS[0]?.id)
    expect(nextOrgan(null, -1).id).toBe(ORGANS.at(-1)?.id)
    expect(nextOrgan(ORGANS.at(-1)?.id ?? null, 1).id).toBe(ORGANS[0]?.id)
    expect(nextOrgan(ORGANS[0]?.id ?? null, -1).id).toBe(ORGANS.at(-1)?.id)
    expect(organById("heart")?.name).toBe("心脏")
    expect(organById("nothing")).toBeNull()
  })
})
