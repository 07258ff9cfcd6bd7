/**
 * Runs the unpaid-order sweep at start and then on an interval. The clock is injected, so
 * tests move time instead of waiting; a run that fails is logged and the next one tries again.
 */
import type { Db } from "../../core/db/client.ts"
import { closeOverdueOrders, type SweepResult } from "./unpaid-orders.ts"

/** How often the sweep runs: an order closes at most this long after its 30 minutes. */
export const SWEEP_INTERVAL_MS = 60_000

export interface Sweeper {
  /** One run now (also what the timer calls); runs never overlap. */
  run(): Promise<SweepResult>
  /** Stops the timer and waits for a run under way, so the database can be closed after it. */
  stop(): Promise<void>
}

export const startUnpaidOrderSweep = (
  db: Db,
  now: () => number,
  options: { readonly intervalMs?: number; readonly onError?: (error: unknown) => void } = {},
): Sweeper => {
  let running: Promise<SweepResult> | null = null
  const run = () =>
    (running ??= closeOverdueOrders(db, now()).finally(() => {
      running = null
    }))
  const tick = () => {
    run().catch((error: unknown) => (options.onError ?? ((e) => console.error("unpaid order sweep failed", e)))(error))
  }
  tick()
  const timer = setInterval(tick, options.intervalMs ?? SWEEP_INTERVAL_MS)
  timer.unref()
  return {
    run,
    stop: async () => {
      clearInterval(timer)
      // The run logs its own failure; stopping only waits for it.
      await running?.catch(() => {})
    },
  }
}
