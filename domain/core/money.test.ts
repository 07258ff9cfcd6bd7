import { fc, test } from "@fast-check/vitest"
import { Schema } from "effect"
import { describe, expect } from "vitest"
import { Cents } from "./entities/common.ts"
import { canAfford, cents, centsToYuan, formatMoney, groupThousands, parseYuan, yuanToCents, type Cents as CentsType } from "./money.ts"

const safeCents = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })

describe("money in cents", () => {
  test("yuan text is read exactly", () => {
    expect(yuanToCents("12.3")).toBe(1230)
    expect(yuanToCents("12.34")).toBe(1234)
    expect(yuanToCents("0.1")).toBe(10)
    expect(yuanToCents(".5")).toBe(50)
    expect(yuanToCents("1,234.50")).toBe(123450)
    expect(yuanToCents("-0.05")).toBe(-5)
    expect(yuanToCents("+7")).toBe(700)
    expect(yuanToCents(" 8. ")).toBe(800)
    expect(yuanToCents("1.005")).toBe(101)
    expect(yuanToCents("1.004")).toBe(100)
    expect(yuanToCents("-1.005")).toBe(-101)
    expect(yuanToCents("-0.001")).toBe(0)
    expect(Object.is(yuanToCents("-0.00"), 0)).toBe(true)
  })
  test("numbers go through their shortest decimal form", () => {
    expect(yuanToCents(0.1 + 0.2)).toBe(30)
    expect(yuanToCents(19.99)).toBe(1999)
    expect(yuanToCents(1.005)).toBe(101)
    expect(yuanToCents(1e-7)).toBe(0)
    expect(yuanToCents(-3)).toBe(-300)
  })
  test("non-amounts are refused", () => {
    expect(parseYuan("abc")).toBeNull()
    expect(parseYuan("")).toBeNull()
    expect(parseYuan("1.2.3")).toBeNull()
    expect(parseYuan("99999999999999999999")).toBeNull()
    expect(() => yuanToCents("abc")).toThrow(RangeError)
    expect(() => yuanToCents(Number.NaN)).toThrow(RangeError)
    expect(() => yuanToCents(1e21)).toThrow(RangeError)
  })
  test("cents to yuan text and display", () => {
    expect(centsToYuan(1230)).toBe("12.30")
    expect(centsToYuan(-5)).toBe("-0.05")
    expect(centsToYuan(0)).toBe("0.00")
    expect(centsToYuan(-0)).toBe("0.00")
    expect(formatMoney(123456789)).toBe("￥1,234,567.89")
    expect(formatMoney(100)).toBe("￥1.00")
    expect(formatMoney(99)).toBe("￥0.99")
    expect(formatMoney(-123450)).toBe("-￥1,234.50")
    expect(formatMoney(100000)).toBe("￥1,000.00")
    expect(formatMoney(12.6)).toBe("￥0.13")
    expect(groupThousands("1234567")).toBe("1,234,567")
    expect(groupThousands("123")).toBe("123")
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => centsToYuan(2 ** 60)).toThrow(RangeError)
  })
  test("payment needs enough balance or points", () => {
    expect(canAfford(100, 100)).toBe(true)
    expect(canAfford(99, 100)).toBe(false)
  })
  test.prop([safeCents])("cents -> yuan text -> cents is the identity", (c) => {
    expect(yuanToCents(centsToYuan(c))).toBe(c === 0 ? 0 : c)
  })
  test.prop([safeCents])("the display form reads back to the same cents", (c) => {
    const shown = formatMoney(c)
    expect(shown).toMatch(/^-?￥\d{1,3}(,\d{3})*\.\d{2}$/)
    expect(yuanToCents(shown.replace("￥", ""))).toBe(c === 0 ? 0 : c)
  })
  test.prop([fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 99 })])("yuan and fen digits give yuan*100+fen", (y, f) => {
    expect(yuanToCents(`${y}.${String(f).padStart(2, "0")}`)).toBe(y * 100 + f)
    expect(yuanToCents(`-${y}.${String(f).padStart(2, "0")}`)).toBe(y * 100 + f === 0 ? 0 : -(y * 100 + f))
  })
  test.prop([fc.integer({ min: 0, max: 10 ** 6 }), fc.integer({ min: 0, max: 9 })])("one decimal is tenths of a yuan", (y, d) => {
    expect(yuanToCents(`${y}.${d}`)).toBe(y * 100 + d * 10)
  })
})

describe("the Cents brand", () => {
  test.prop([safeCents])("a whole amount is taken as it is", (n) => {
    expect(cents(n)).toBe(n)
  })

  test.prop([fc.oneof(fc.double({ noInteger: true }), fc.constantFrom(Number.NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1))])("a fraction or an unsafe number is refused", (n) => {
    expect(() => cents(n)).toThrow(RangeError)
  })

  test("the entity schemas' Cents decodes whole amounts to the branded type and refuses fractions", () => {
    const decoded: CentsType = Schema.decodeUnknownSync(Cents)(1990)
    expect(decoded).toBe(1990)
    expect(() => Schema.decodeUnknownSync(Cents)(19.9)).toThrow()
    // A plain number is not an amount of cents until it is checked.
    // @ts-expect-error the brand keeps yuan and counts out of money fields
    const plain: CentsType = 1990
    expect(plain).toBe(1990)
  })
})
