/**
 * An order number: two letters of its kind, the China date and time to the second, and six
 * random digits: KC20261121203015482913 (KC a course order, SC a mall order).
 */
export const ORDER_NUMBER_RANDOM_DIGITS = 6

export const orderNumber = (prefix: string, now: number, random: number): string => {
  const china = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14)
  return `${prefix}${china}${String(random).padStart(ORDER_NUMBER_RANDOM_DIGITS, "0")}`
}
