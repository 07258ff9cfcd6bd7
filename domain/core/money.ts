/**
 * Money is an integer number of cents (分) everywhere except at the edge of display and input.
 * Conversions work on decimal text, so "12.3" is exactly 1230 cents with no float drift.
 */
import type { Brand } from "effect"
import { CENTS_PER_YUAN } from "./constants.ts"

/** An amount in cents: a safe integer, branded so that yuan are not passed by mistake. */
export type Cents = number & Brand.Brand<"Cents">

const asCents = (n: number): Cents => n as Cents

/**
 * A whole number of cents, as an amount the type system knows for one: what a sum, a difference
 * or a share of amounts comes to. Throws a RangeError for a fraction or an unsafe integer.
 */
export function cents(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number of cents: ${n}`)
  return asCents(n)
}

const YUAN_PATTERN = /^([+-])?(?:(\d+)(?:\.(\d*))?|\.(\d+))$/

/**
 * Reads a yuan amount written in decimal ("12.3", "-0.05", "1,234.50", ".5") into cents,
 * rounding half away from zero beyond the second decimal. `null` when the text is not a
 * number or the result is not a safe integer.
 */
export function parseYuan(text: string): Cents | null {
  const m = YUAN_PATTERN.exec(text.trim().replace(/,/g, ""))
  if (m === null) return null
  const [, sign, intDigits, fracA, fracB] = m
  const frac = fracA ?? fracB ?? ""
  const whole = BigInt(intDigits === undefined || intDigits === "" ? "0" : intDigits)
  let cents = whole * 100n + BigInt((frac + "00").slice(0, 2))
  if ((frac.charAt(2) || "0") >= "5") cents += 1n
  if (sign === "-") cents = -cents
  const n = Number(cents)
  return Number.isSafeInteger(n) ? asCents(n === 0 ? 0 : n) : null
}

/**
 * Yuan to cents. Strings are read exactly; numbers through their shortest decimal form
 * (so 0.1 + 0.2 gives 30 cents). Throws a RangeError for anything that is not an amount.
 */
export function yuanToCents(yuan: string | number): Cents {
  let text: string
  if (typeof yuan === "number") {
    if (!Number.isFinite(yuan)) throw new RangeError(`not an amount: ${yuan}`)
    text = String(yuan)
    if (text.includes("e")) {
      if (Math.abs(yuan) < 1) return asCents(0)
      throw new RangeError(`amount out of range: ${yuan}`)
    }
  } else {
    text = yuan
  }
  const cents = parseYuan(text)
  if (cents === null) throw new RangeError(`not an amount: ${text}`)
  return cents
}

function toWholeCents(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`not an amount in cents: ${cents}`)
  const whole = Math.round(cents)
  if (!Number.isSafeInteger(whole)) throw new RangeError(`amount out of range: ${cents}`)
  return whole === 0 ? 0 : whole
}

function splitCents(cents: number): { readonly negative: boolean; readonly yuan: string; readonly fen: string } {
  const whole = toWholeCents(cents)
  const abs = Math.abs(whole)
  return {
    negative: whole < 0,
    yuan: String(Math.floor(abs / CENTS_PER_YUAN)),
    fen: String(abs % CENTS_PER_YUAN).padStart(2, "0"),
  }
}

/** Cents to a yuan decimal string with two decimals: 1230 -> "12.30", -5 -> "-0.05". */
export function centsToYuan(cents: number): string {
  const { negative, yuan, fen } = splitCents(cents)
  return `${negative ? "-" : ""}${yuan}.${fen}`
}

/** Groups digits by thousands: "1234567" -> "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",")
}

/** Display form: ￥, thousand separators, two decimals; negatives as "-￥1,234.50". */
export function formatMoney(cents: number): string {
  const { negative, yuan, fen } = splitCents(cents)
  return `${negative ? "-" : ""}￥${groupThousands(yuan)}.${fen}`
}

/** Payment goes ahead only when what the user has covers the amount due. */
export function canAfford(available: number, due: number): boolean {
  return available >= due
}
