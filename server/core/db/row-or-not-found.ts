import type { SQL } from "drizzle-orm"
import type { PgTable } from "drizzle-orm/pg-core"
import { notFound } from "../../../domain/core/errors.ts"
import type { Tx } from "./client.ts"

const oneRow = async <T extends PgTable>(db: Tx, table: T, where: SQL | undefined, lock: boolean, message?: string, code?: string): Promise<T["$inferSelect"]> => {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where)
  const [row] = lock ? await query.for("update") : await query
  if (!row) throw notFound(message, code)
  return row as T["$inferSelect"]
}

/**
 * The row of `table` that `where` picks (a member's own order, a gift on offer), or a 404 with
 * `message` and `code` (those of `notFound`) when there is none.
 */
export const rowOrNotFound = <T extends PgTable>(db: Tx, table: T, where: SQL | undefined, message?: string, code?: string): Promise<T["$inferSelect"]> =>
  oneRow(db, table, where, false, message, code)

/** `rowOrNotFound`, the row locked for update until the transaction ends. */
export const lockedRowOrNotFound = <T extends PgTable>(db: Tx, table: T, where: SQL | undefined, message?: string, code?: string): Promise<T["$inferSelect"]> =>
  oneRow(db, table, where, true, message, code)
