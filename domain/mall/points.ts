/**
 * Points the mall gives, as the points rules page (/announce/points) states them: a review
 * earns REVIEW_POINTS once per order and REVIEW_PICTURE_POINTS more once per order when it
 * carries pictures; shopping earns a point per yuan paid (less what returns took back) once
 * the order's return window has closed, one and a half times for a VIP member.
 */
export const REVIEW_POINTS = 10
export const REVIEW_PICTURE_POINTS = 5
const VIP_POINTS_RATE = 1.5

/** Points for an order whose members paid `paidCents` and got `returnedCents` back. */
export function shoppingPoints(paidCents: number, returnedCents: number, vip: boolean): number {
  const yuan = Math.floor(Math.max(0, paidCents - returnedCents) / 100)
  return vip ? Math.floor(yuan * VIP_POINTS_RATE) : yuan
}
