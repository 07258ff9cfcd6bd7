import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { FAVORITE_TARGET_TYPES, favoriteTotal } from "./collection.ts"

describe("the count of 全部 on the favourites page", () => {
  it("counts the favourites of every type, science too", () => {
    expect(favoriteTotal({ course: 2, product: 3, article: 4, science: 5 })).toBe(14)
    fc.assert(
      fc.property(fc.tuple(fc.nat(10_000), fc.nat(10_000), fc.nat(10_000), fc.nat(10_000)), ([course, product, article, science]) => {
        const counts = { course, product, article, science }
        expect(favoriteTotal(counts)).toBe(FAVORITE_TARGET_TYPES.map((type) => counts[type]).reduce((a, b) => a + b, 0))
        expect(favoriteTotal({ ...counts, science: science + 1 })).toBe(favoriteTotal(counts) + 1)
      }),
    )
  })
})
