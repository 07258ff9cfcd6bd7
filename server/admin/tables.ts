import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core"

/**
 * The audit log of administrators' actions (domain/admin/audit.ts). Append-only: the migration
 * adds a trigger that refuses UPDATE and DELETE on it.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    before: text("before"),
    after: text("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_log_at").on(t.at), index("admin_audit_log_actor").on(t.actorId)],
)
