import type { Db } from "../../../core/db/client.ts"
import { LocalOutbox } from "../../../core/local-outbox.ts"
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
  private readonly outbox: LocalOutbox<typeof smsOutbox>

  constructor(db: Db, now: () => number = Date.now) {
    this.outbox = new LocalOutbox(db, smsOutbox, now)
  }

  send(phone: string, text: string): Promise<void> {
    return this.outbox.write({ phone, text })
  }

  /** The latest messages, newest first. */
  async latest(limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.outbox.latest(limit)
    return rows.map((row) => ({ id: row.id, phone: row.phone, text: row.text, sentAt: row.createdAt }))
  }
}
