import { chinaClock } from "../member/china-day.ts"

/**
 * An order number: the letters of its kind, the China date and time to the second, and six
 * random digits: KC20261121203015482913 (KC a course order, SC a mall order, VIP and SHOP the
 * wallet's orders of a VIP membership and of the shop fee).
 */
export const ORDER_NUMBER_RANDOM_DIGITS = 6

export const orderNumber = (prefix: string, now: number, random: number): string =>
  `${prefix}${chinaClock(now).replace(/\D/g, "")}${String(random).padStart(ORDER_NUMBER_RANDOM_DIGITS, "0")}`
