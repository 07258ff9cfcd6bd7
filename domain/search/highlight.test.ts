import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { highlightParts, highlightRanges, mergeRanges, partsOfRanges } from "./highlight.ts"

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

describe("highlightRanges and partsOfRanges", () => {
  it("marks each term where it stands, the longer term first", () => {
    expect(highlightRanges("经络养生入门：十二经络与日常保健", ["经络", "养生"])).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
      { start: 9, end: 11 },
    ])
    expect(partsOfRanges("经络养生", [{ start: 2, end: 4 }])).toEqual([
      { text: "经络", mark: false },
      { text: "养生", mark: true },
    ])
  })

  it("ignores ranges that overlap, run backwards or leave the text", () => {
    expect(partsOfRanges("abcdef", [{ start: 1, end: 3 }, { start: 2, end: 4 }, { start: 5, end: 4 }, { start: 4, end: 9 }])).toEqual([
      { text: "a", mark: false },
      { text: "bc", mark: true },
      { text: "def", mark: false },
    ])
  })

  test.prop([fc.string({ maxLength: 60 }), fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 3 })])(
    "round-trips: the parts of the ranges join to the text and mark what highlightParts marks",
    (text, terms) => {
      const parts = partsOfRanges(text, highlightRanges(text, terms))
      expect(parts.map((p) => p.text).join("")).toBe(text)
      const expected = highlightParts(text, terms.join(" ")).filter((p) => p.mark).map((p) => p.text)
      expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(expected)
    },
  )
})

describe("mergeRanges", () => {
  it("joins overlapping and touching ranges of several markings, in order", () => {
    expect(mergeRanges([{ start: 4, end: 6 }, { start: 0, end: 2 }], [{ start: 1, end: 3 }, { start: 6, end: 8 }, { start: 9, end: 9 }])).toEqual([
      { start: 0, end: 3 },
      { start: 4, end: 8 },
    ])
  })

  const range = fc.tuple(fc.nat(40), fc.nat(10)).map(([start, n]) => ({ start, end: start + n }))
  test.prop([fc.array(range), fc.array(range)])("marks exactly the positions either marking marks, with sorted disjoint ranges", (a, b) => {
    const merged = mergeRanges(a, b)
    const covered = (rs: ReadonlyArray<{ start: number; end: number }>, i: number) => rs.some((r) => r.start <= i && i < r.end)
    for (let i = 0; i < 52; i++) expect(covered(merged, i)).toBe(covered(a, i) || covered(b, i))
    merged.forEach((r, i) => {
      expect(r.end).toBeGreaterThan(r.start)
      if (i > 0) expect(r.start).toBeGreaterThan(merged[i - 1]?.end ?? -1)
    })
  })
})
