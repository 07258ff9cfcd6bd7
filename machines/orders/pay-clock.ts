import type { MallOrder } from "../../domain/mall/order.ts"
import { nextPayDeadline } from "../../domain/orders/mall-orders.ts"

/**
 * The 付款 countdown of the orders a page shows (the member's list, an order's page): while one
 * of them is unpaid the clock moves on a second each tick; once the first one's time is up the
 * page reads its orders again closeWait later, when the server has closed it.
 */
export const PAY_CLOCK_DELAYS = { tick: 1000, closeWait: 6000 }

type ShownOrders = ReadonlyArray<Pick<MallOrder, "status" | "payDeadline">>

/** One of the orders shown waits for payment. */
export const hasUnpaid = (orders: ShownOrders): boolean => nextPayDeadline(orders) !== null

/** The time to pay the first of the unpaid orders shown is up at `now`. */
export const isPayTimeUp = (orders: ShownOrders, now: number): boolean => {
  const next = nextPayDeadline(orders)
  return next !== null && next <= now
}

/**
 * The clock as a state of a machine with the guards `deadlinePassed` and `hasUnpaid` (over its
 * orders), the action `tickClock` (moves its `now` on by a tick) and the delays above: checking,
 * then still (no unpaid order shown), counting, or expired, whence the machine goes to `reload`
 * to read the orders again.
 */
export const payClockState = (reload: `#${string}`) =>
  ({
    initial: "checking",
    states: {
      checking: { always: [{ guard: "deadlinePassed", target: "expired" }, { guard: "hasUnpaid", target: "counting" }, { target: "still" }] },
      still: {},
      counting: { after: { tick: { target: "checking", reenter: true, actions: "tickClock" } } },
      expired: { after: { closeWait: { target: reload } } },
    },
  }) as const
