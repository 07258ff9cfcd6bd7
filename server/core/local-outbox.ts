/**
 * A local outbox: what a portal without a gateway (SMS, mail) would have sent, kept in a table
 * with a serial `id` and a `created_at`, and read back newest first by the development pages.
 */
import { desc, type InferInsertModel, type InferSelectModel } from "drizzle-orm"
import type { PgColumn, PgTable } from "drizzle-orm/pg-core"
import type { Db } from "./db/client.ts"

type OutboxTable = PgTable & { readonly id: PgColumn; readonly createdAt: PgColumn }

export class LocalOutbox<T extends OutboxTable> {
  constructor(
    private readonly db: Db,
    private readonly table: T,
    private readonly now: () => number,
  ) {}

  /** Keeps one message, stamped with the clock's time. */
  async write(message: Omit<InferInsertModel<T>, "id" | "createdAt">): Promise<void> {
    await this.db.insert(this.table).values({ ...message, createdAt: new Date(this.now()) } as InferInsertModel<T>)
  }

  /** The latest messages, newest first. */
  async latest(limit: number): Promise<InferSelectModel<T>[]> {
    return (await this.db.select().from(this.table as PgTable).orderBy(desc(this.table.id)).limit(limit)) as InferSelectModel<T>[]
  }
}
