/**
 * The mall's scheduled jobs: closing unpaid orders in time, confirming shipped ones, giving
 * the default good review to lines not reviewed in time and the shopping points when the return
 * window closes.
 */
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import type { JobHandler } from "../../core/scheduler.ts"
import { CLOSE_ORDER_JOB } from "./checkout.ts"
import { AUTO_CONFIRM_JOB, autoReceive, closeOrder } from "./orders.ts"
import { DEFAULT_REVIEW_JOB, giveDefaultReviews } from "./reviews.ts"
import { creditOrderPoints, ORDER_POINTS_JOB } from "./order-points.ts"

const orderNumOf = (payload: Record<string, unknown>): string => {
  if (typeof payload.orderNum !== "string") throw new Error("a mall job needs an orderNum")
  return payload.orderNum
}

export const mallJobs: Readonly<Record<string, JobHandler>> = {
  [CLOSE_ORDER_JOB]: async (tx, payload, now) => {
    await closeOrder(tx, orderNumOf(payload), MALL_MESSAGES.closedByTimeout, now)
  },
  [AUTO_CONFIRM_JOB]: async (tx, payload, now) => {
    await autoReceive(tx, orderNumOf(payload), now)
  },
  [DEFAULT_REVIEW_JOB]: async (tx, payload, now) => {
    await giveDefaultReviews(tx, orderNumOf(payload), now)
  },
  [ORDER_POINTS_JOB]: async (tx, payload, now) => {
    await creditOrderPoints(tx, orderNumOf(payload), now)
  },
}
