import { pgTable, text, timestamp } from "drizzle-orm/pg-core"

/** Which seed sets have been applied, so demo data is written once. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Secrets the server generates on first start (token signing key, RSA key pair),
 * kept in the database so that every process on one database shares them.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
})
