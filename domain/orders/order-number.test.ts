import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { chinaClock } from "../member/china-day.ts"
import { ORDER_NUMBER_RANDOM_DIGITS, orderNumber } from "./order-number.ts"

describe("order numbers", () => {
  test("the kind's letters, the Beijing date and time to the second, six random digits", () => {
    expect(orderNumber("KC", Date.UTC(2026, 10, 21, 12, 30, 15), 482_913)).toBe("KC20261121203015482913")
    expect(orderNumber("VIP", Date.UTC(2026, 11, 31, 16), 7)).toBe("VIP20270101000000000007")
  })
  test.prop([
    fc.constantFrom("KC", "SC", "VIP", "SHOP"),
    fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }),
    fc.integer({ min: 0, max: 10 ** ORDER_NUMBER_RANDOM_DIGITS - 1 }),
  ])("reads back as its kind, its China time and its digits", (prefix, now, random) => {
    const num = orderNumber(prefix, now, random)
    expect(num).toMatch(new RegExp(`^${prefix}\\d{${14 + ORDER_NUMBER_RANDOM_DIGITS}}$`))
    expect(num.slice(prefix.length, prefix.length + 14)).toBe(chinaClock(now).replace(/\D/g, ""))
    expect(Number(num.slice(-ORDER_NUMBER_RANDOM_DIGITS))).toBe(random)
  })
})
