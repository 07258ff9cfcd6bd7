/**
 * Resident identity card numbers (GB 11643-1999).
 * 18 characters: 6-digit region code, 8-digit birth date, 3-digit sequence, check character.
 * The older 15-digit form has a 6-digit birth date (19YYMMDD) and no check character.
 */

/** First two digits of the region code: provinces, Taiwan, Hong Kong, Macao, and 83 for residence permits. */
export const ID_CARD_PROVINCE_CODES: ReadonlySet<string> = new Set([
  "11", "12", "13", "14", "15",
  "21", "22", "23",
  "31", "32", "33", "34", "35", "36", "37",
  "41", "42", "43", "44", "45", "46",
  "50", "51", "52", "53", "54",
  "61", "62", "63", "64", "65",
  "71", "81", "82", "83",
])

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
const CHECK_CHARS = "10X98765432"

/** Loose shape: 15 digits, or 17 digits and a digit or X. */
export const ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/

/** The check character for the first 17 digits of an 18-character number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * (WEIGHTS[i] ?? 0)
  return CHECK_CHARS.charAt(sum % 11)
}

/** Whether year, month and day form a real date of the Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0
  return day <= days
}

/** Birth dates on identity cards lie between 1900 and 2099. */
function isBirthDate(year: number, month: number, day: number): boolean {
  return year >= 1900 && year <= 2099 && isCalendarDate(year, month, day)
}

/** Strict check: shape, province code, birth date and (for 18 characters) the check character. */
export function isValidIdCard(value: string): boolean {
  if (!ID_CARD_PATTERN.test(value)) return false
  if (!ID_CARD_PROVINCE_CODES.has(value.slice(0, 2))) return false
  if (value.length === 15) {
    return isBirthDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)))
  }
  if (!isBirthDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)))) {
    return false
  }
  return idCardCheckChar(value.slice(0, 17)) === value.charAt(17).toUpperCase()
}
