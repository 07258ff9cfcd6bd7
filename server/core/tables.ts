import { sql } from "drizzle-orm"
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"

/**
 * Jobs of the scheduler (server/core/scheduler.ts): work due at a time, kept in the database so
 * that it survives restarts. A job is claimed with FOR UPDATE SKIP LOCKED and done in the same
 * transaction, so it runs once even when several processes share the database.
 * status: pending, done, failed.
 */
export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    id: serial("id").primaryKey(),
    /** The handler, e.g. mall.closeOrder. */
    kind: text("kind").notNull(),
    /** Names the job once per kind (e.g. the order number); scheduling it again moves it. */
    key: text("key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("scheduled_jobs_kind_key").on(t.kind, t.key),
    index("scheduled_jobs_due").on(t.status, t.runAt),
    check("scheduled_jobs_status", sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
)
