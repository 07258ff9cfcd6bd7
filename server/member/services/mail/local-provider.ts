import type { Db } from "../../../core/db/client.ts"
import { LocalOutbox } from "../../../core/local-outbox.ts"
import { mailOutbox } from "../../tables.ts"
import type { MailMessage, MailProvider } from "./provider.ts"

export interface OutboxMail extends MailMessage {
  readonly id: number
  readonly sentAt: Date
}

/** The mail provider of a portal without a mail service: messages stay in the mail_outbox table. */
export class LocalMailProvider implements MailProvider {
  readonly name = "local"
  private readonly outbox: LocalOutbox<typeof mailOutbox>

  constructor(db: Db, now: () => number = Date.now) {
    this.outbox = new LocalOutbox(db, mailOutbox, now)
  }

  send(message: MailMessage): Promise<void> {
    return this.outbox.write({ to: message.to, subject: message.subject, text: message.text })
  }

  /** The latest messages, newest first. */
  async latest(limit = 50): Promise<OutboxMail[]> {
    const rows = await this.outbox.latest(limit)
    return rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, text: row.text, sentAt: row.createdAt }))
  }
}
