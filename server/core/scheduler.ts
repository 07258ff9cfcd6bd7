/**
 * A small job scheduler over the database: work due at a time (close an unpaid order after 30
 * minutes, confirm a shipped order after 15 days) that survives restarts.
 *
 *   await schedule(tx, { kind: "mall.closeOrder", key: orderNum, runAt, payload })
 *   const scheduler = new Scheduler(db, handlers, { now: Date.now, intervalMs: 5_000 })
 *   scheduler.start() ... await scheduler.stop()
 *
 * Due jobs are claimed one at a time with `FOR UPDATE SKIP LOCKED` and run inside the claiming
 * transaction, which marks them done: a job's effect and its "done" commit together, and a
 * second process polling the same PostgreSQL skips a job another one holds, so each job fires
 * once. A handler that throws rolls its work back; the job is tried again later and marked
 * failed after MAX_ATTEMPTS. The clock is injectable: tests call `runDue()` at a chosen time.
 */
import { and, asc, eq, lte, sql } from "drizzle-orm"
import type { Db, Tx } from "./db/client.ts"
import { scheduledJobs } from "./tables.ts"

export interface JobInput {
  readonly kind: string
  readonly key: string
  readonly runAt: number
  readonly payload?: Record<string, unknown>
}

/** Does a job's work in the claiming transaction; throw to roll back and retry later. */
export type JobHandler = (tx: Tx, payload: Record<string, unknown>, now: number) => Promise<void>

export const MAX_ATTEMPTS = 5
const RETRY_DELAY_MS = 60_000

/** Plans a job (in the caller's transaction); the same kind and key again moves the pending job. */
export const schedule = async (tx: Tx, job: JobInput): Promise<void> => {
  const values = { kind: job.kind, key: job.key, runAt: new Date(job.runAt), payload: job.payload ?? {}, status: "pending", attempts: 0, lastError: null, doneAt: null }
  await tx
    .insert(scheduledJobs)
    .values(values)
    .onConflictDoUpdate({ target: [scheduledJobs.kind, scheduledJobs.key], set: { runAt: values.runAt, payload: values.payload, status: "pending", attempts: 0, lastError: null, doneAt: null } })
}

/** Drops a pending job (its work is no longer needed). */
export const unschedule = async (tx: Tx, kind: string, key: string): Promise<void> => {
  await tx
    .update(scheduledJobs)
    .set({ status: "done", doneAt: sql`now()` })
    .where(and(eq(scheduledJobs.kind, kind), eq(scheduledJobs.key, key), eq(scheduledJobs.status, "pending")))
}

export interface SchedulerOptions {
  readonly now?: () => number
  readonly intervalMs?: number
  readonly log?: (line: string) => void
}

export class Scheduler {
  private timer: ReturnType<typeof setInterval> | null = null
  private running: Promise<number> | null = null
  private readonly now: () => number
  private readonly intervalMs: number
  private readonly log: (line: string) => void

  constructor(
    private readonly db: Db,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    options: SchedulerOptions = {},
  ) {
    this.now = options.now ?? Date.now
    this.intervalMs = options.intervalMs ?? 5_000
    this.log = options.log ?? ((line) => console.error(line))
  }

  /** Claims and runs one due job; false when none was due (or all due ones are held elsewhere). */
  async runOne(now: number = this.now()): Promise<boolean> {
    let failed: { id: number; attempts: number; error: string } | null = null
    const ran = await this.db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.status, "pending"), lte(scheduledJobs.runAt, new Date(now))))
        .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id))
        .limit(1)
        .for("update", { skipLocked: true })
      if (!job) return false
      const handler = this.handlers[job.kind]
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
        await tx.transaction((inner) => handler(inner, job.payload, now))
        await tx.update(scheduledJobs).set({ status: "done", doneAt: new Date(now), attempts: job.attempts + 1 }).where(eq(scheduledJobs.id, job.id))
      } catch (error) {
        failed = { id: job.id, attempts: job.attempts + 1, error: error instanceof Error ? error.message : String(error) }
        const last = failed.attempts >= MAX_ATTEMPTS
        await tx
          .update(scheduledJobs)
          .set({ attempts: failed.attempts, lastError: failed.error.slice(0, 500), status: last ? "failed" : "pending", runAt: new Date(now + RETRY_DELAY_MS * failed.attempts) })
          .where(eq(scheduledJobs.id, job.id))
      }
      return true
    })
    if (failed !== null) {
      const f = failed as { id: number; attempts: number; error: string }
      this.log(`scheduled job ${f.id} failed (attempt ${f.attempts}): ${f.error}`)
    }
    return ran
  }

  /** Runs every job due at `now`; answers how many ran. */
  async runDue(now: number = this.now()): Promise<number> {
    let n = 0
    while (await this.runOne(now)) n++
    return n
  }

  /** Polls on the interval until stopped. */
  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => {
      if (this.running) return
      this.running = this.runDue().catch((error: unknown) => {
        this.log(`scheduler poll failed: ${error instanceof Error ? error.message : String(error)}`)
        return 0
      })
      void this.running.finally(() => {
        this.running = null
      })
    }, this.intervalMs)
    this.timer.unref?.()
  }

  /** Stops polling and waits for a run under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running
  }
}
