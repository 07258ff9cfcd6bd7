import { desc } from "drizzle-orm"
import type { Db } from "../../../core/db/client.ts"
import { smsOutbox } from "../../tables/auth.ts"
import type { SmsProvider } from "./provider.ts"

export interface OutboxMessage {
  readonly id: number
  readonly phone: string
  readonly text: string
  readonly sentAt: Date
}

/**
 * The SMS provider of a portal without a gateway: messages are written to the
 * sms_outbox table and never leave the server. Nothing is logged, since the
 * messages carry codes.
 */
export class LocalSmsProvider implements SmsProvider {
  readonly name = "local"

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone, text, createdAt: new Date(this.now()) })
  }

  /** The latest messages, newest first. */
  async latest(limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit)
    return rows.map((row) => ({ id: row.id, phone: row.phone, text: row.text, sentAt: row.createdAt }))
  }
}
