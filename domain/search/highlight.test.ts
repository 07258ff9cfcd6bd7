import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { highlightParts } from "./highlight.ts"

describe("highlightParts", () => {
  it("marks every occurrence, case ignored", () => {
    expect(highlightParts("阿莫西林胶囊与注射用氨苄西林钠", "西林")).toEqual([
      { text: "阿莫", mark: false },
      { text: "西林", mark: true },
      { text: "胶囊与注射用氨苄", mark: false },
      { text: "西林", mark: true },
      { text: "钠", mark: false },
    ])
    expect(highlightParts("Amoxicillin Capsules", "amox")).toEqual([
      { text: "Amox", mark: true },
      { text: "icillin Capsules", mark: false },
    ])
  })

  it("leaves a text without a keyword whole", () => {
    expect(highlightParts("布洛芬", "")).toEqual([{ text: "布洛芬", mark: false }])
    expect(highlightParts("", "x")).toEqual([])
  })

  test.prop([fc.string({ maxLength: 60 }), fc.string({ maxLength: 6 })])("keeps the text as it is when the parts are joined", (text, keyword) => {
    expect(highlightParts(text, keyword).map((p) => p.text).join("")).toBe(text)
  })
})
