import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { boundaryProblem, IdFromString, INT4_MAX, isCleanName, isCleanText, NameText, SafeText } from "./boundary.ts"

const decodes = (schema: Schema.Codec<unknown, unknown, never, never>, value: unknown) => Schema.decodeUnknownExit(schema)(value)._tag === "Success"

describe("boundary rule", () => {
  it("passes every text of whole characters without controls, tab and line breaks included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        // eslint-disable-next-line no-control-regex -- the test removes control characters
        const clean = [...text].filter((ch) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(ch)).join("")
        expect(isCleanText(clean)).toBe(true)
        expect(boundaryProblem({ content: clean })).toBeNull()
      }),
    )
    expect(isCleanText("第一行\n第二行\t缩进\r\n")).toBe(true)
  })

  it("refuses NUL, other controls and lone surrogates anywhere in the input", () => {
    for (const bad of ["a\u0000b", "\u0007", "\u001B[31m", "\u0085", "\uD800", "x\uDC00", "\uDBFF\uD800"]) {
      expect(isCleanText(bad)).toBe(false)
      expect(boundaryProblem({ body: { list: [bad] } })).toBe("controlCharacters")
      expect(decodes(SafeText(100), bad)).toBe(false)
    }
    expect(isCleanText("😀")).toBe(true)
    expect(boundaryProblem({ ["k\u0000"]: "v" })).toBe("controlCharacters")
  })

  it("refuses bidi overrides and zero-width characters in names and titles only", () => {
    for (const bad of ["\u202Egpj.exe", "a\u200Bb", "\u2066x\u2069", "\uFEFF林"]) {
      expect(isCleanName(bad)).toBe(false)
      expect(decodes(NameText(40), bad)).toBe(false)
      expect(boundaryProblem({ nickName: bad })).toBe("invisibleCharacters")
      expect(boundaryProblem({ title: bad })).toBe("invisibleCharacters")
      expect(boundaryProblem({ content: bad })).toBeNull()
    }
  })

  it("bounds whole numbers by the int4 columns", () => {
    expect(boundaryProblem({ id: INT4_MAX })).toBeNull()
    expect(boundaryProblem({ id: INT4_MAX + 1 })).toBe("numberOutOfRange")
    expect(boundaryProblem({ id: -(2 ** 31) - 1 })).toBe("numberOutOfRange")
    expect(boundaryProblem({ amount: 1e300 })).toBe("numberOutOfRange")
    expect(boundaryProblem({ ratio: 0.5 })).toBeNull()
    fc.assert(
      fc.property(fc.integer({ min: 1, max: INT4_MAX }), (n) => {
        expect(decodes(IdFromString, String(n))).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(INT4_MAX) + 1n, max: 10n ** 30n }), (n) => {
        expect(decodes(IdFromString, String(n))).toBe(false)
      }),
    )
    expect(decodes(IdFromString, "0")).toBe(false)
  })
})
