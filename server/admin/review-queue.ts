import type { SQL } from "drizzle-orm"
import type { PgTable } from "drizzle-orm/pg-core"
import type { Permission } from "../../domain/admin/index.ts"
import type { Db } from "../core/db/client.ts"

/**
 * A queue of the review centre, provided by the area that owns what waits (real-name requests,
 * withdrawals, articles, reports, products, maker applications...). The centre counts each queue
 * the caller's permissions open and links to the page where its items are decided.
 */
export interface ReviewQueueProvider {
  /** Stable key, e.g. `realName`. */
  readonly key: string
  readonly title: string
  /** The permission that opens the queue (its page's calls check the same key). */
  readonly permission: Permission
  /** The back office page where the items are approved or rejected with a reason. */
  readonly path: string
  /** How many items wait for a decision. */
  waiting(db: Db): Promise<number>
}

/** A queue whose waiting items are the rows of `table` that match `where`. */
export const reviewQueue = (queue: Omit<ReviewQueueProvider, "waiting">, table: PgTable, where: SQL | undefined): ReviewQueueProvider => ({
  ...queue,
  waiting: async (db) => db.$count(table, where),
})
