import { randomInt } from "node:crypto"
import { ORDER_NUMBER_RANDOM_DIGITS, orderNumber } from "../../../domain/orders/order-number.ts"

/** How many numbers are drawn before giving up (each is taken with a chance of about one in a million). */
export const FRESH_NUMBER_DRAWS = 5

/** A new order number of the kind `prefix` (domain/orders/order-number.ts) with fresh random digits. */
export const drawOrderNumber = (prefix: string, now: number): string => orderNumber(prefix, now, randomInt(0, 10 ** ORDER_NUMBER_RANDOM_DIGITS))

/**
 * Inserts a row under a newly drawn number, drawing again while the number is taken. Two orders
 * of one second share their random digits about once in a million pairs, which a busy shop
 * meets: `insert` skips a taken number (ON CONFLICT on the number DO NOTHING, which leaves the
 * transaction usable) and answers no row, and the next draw is all but certain to be free.
 */
export const insertUnderFreshNumber = async <T>(draw: () => string, insert: (num: string) => Promise<readonly T[]>): Promise<{ readonly num: string; readonly row: T }> => {
  for (let attempt = 0; attempt < FRESH_NUMBER_DRAWS; attempt++) {
    const num = draw()
    const [row] = await insert(num)
    if (row !== undefined) return { num, row }
  }
  throw new Error(`no free number in ${FRESH_NUMBER_DRAWS} draws`)
}
