/**
 * Large counts (views, likes, members): below 10000 as they are; from 10000 in 万 and from
 * 100000000 in 亿, with one decimal cut off (never rounded up) and a trailing ".0" dropped:
 * 12345 -> "1.2万", 10000 -> "1万", 99999999 -> "9999.9万", 150000000 -> "1.5亿".
 */
import { HUNDRED_MILLION, TEN_THOUSAND } from "./constants.ts"

function oneDecimal(n: number, unit: number): string {
  const tenths = Math.floor(n / (unit / 10))
  const whole = Math.floor(tenths / 10)
  const tenth = tenths % 10
  return tenth === 0 ? String(whole) : `${whole}.${tenth}`
}

export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return "0"
  const sign = n < 0 ? "-" : ""
  const abs = Math.floor(Math.abs(n))
  if (abs >= HUNDRED_MILLION) return `${sign}${oneDecimal(abs, HUNDRED_MILLION)}亿`
  if (abs >= TEN_THOUSAND) return `${sign}${oneDecimal(abs, TEN_THOUSAND)}万`
  return abs === 0 ? "0" : `${sign}${abs}`
}
