import { describe, expect, it } from "vitest"
import { gridPictureLoading } from "./grid-picture.ts"

describe("a grid card's picture", () => {
  it("loads at once in the first two rows of a phone, the first row at high priority, and lazily after", () => {
    expect([0, 1, 2, 3, 4, 11].map(gridPictureLoading)).toEqual([{ fetchPriority: "high" }, { fetchPriority: "high" }, {}, {}, { loading: "lazy" }, { loading: "lazy" }])
  })
})
