/**
 * The embedded database's housekeeping. On PostgreSQL, autovacuum clears the row versions that
 * updates and deletes leave behind, marks pages all-visible (so that an index-only scan, such as
 * the capped count of a product search, need not read the table) and keeps the planner's
 * statistics current. PGlite runs no background workers, so none of that happens there by
 * itself: once a night, at a quiet hour, the server runs `VACUUM (ANALYZE)` on it. The embedded
 * database answers one statement at a time, so requests wait while it runs (about a second on
 * the demo data, 6-20 s at the bench's large size); PostgreSQL needs none of this.
 */
import { sql } from "drizzle-orm"
import type { Database } from "./client.ts"
import { DAY, HOUR } from "../../../domain/core/durations.ts"
import { chinaDay, chinaMidnight } from "../../../domain/member/china-day.ts"

/** The hour (Beijing time, UTC+8) at which the embedded database is vacuumed. */
export const MAINTENANCE_HOUR = 4

/** The next time after `now` that is MAINTENANCE_HOUR:00 in Beijing. */
export const nextMaintenance = (now: number): number => {
  const today = chinaMidnight(chinaDay(now)) + MAINTENANCE_HOUR * HOUR
  return today > now ? today : today + DAY
}

export interface Maintenance {
  /** Runs the housekeeping now (what the nightly timer runs). */
  run(): Promise<void>
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>
}

/** Starts the nightly housekeeping of an embedded database; on PostgreSQL it does nothing. */
export const startMaintenance = (database: Database, now: () => number, log: (line: string) => void = (line) => console.error(line)): Maintenance => {
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const run = () =>
    (running = running.then(async () => {
      if (database.kind !== "pglite") return
      try {
        await database.db.execute(sql`vacuum (analyze)`)
      } catch (error) {
        log(`database maintenance failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    }))
  const plan = () => {
    if (stopped || database.kind !== "pglite") return
    timer = setTimeout(() => void run().then(plan), Math.max(0, nextMaintenance(now()) - now()))
    timer.unref()
  }
  plan()
  return {
    run,
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
