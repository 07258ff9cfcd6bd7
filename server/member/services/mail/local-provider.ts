import { desc } from "drizzle-orm"
import type { Db } from "../../../core/db/client.ts"
import { mailOutbox } from "../../tables.ts"
import type { MailMessage, MailProvider } from "./provider.ts"

export interface OutboxMail extends MailMessage {
  readonly id: number
  readonly sentAt: Date
}

/** The mail provider of a portal without a mail service: messages stay in the mail_outbox table. */
export class LocalMailProvider implements MailProvider {
  readonly name = "local"

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .insert(mailOutbox)
      .values({ to: message.to, subject: message.subject, text: message.text, createdAt: new Date(this.now()) })
  }

  /** The latest messages, newest first. */
  async latest(limit = 50): Promise<OutboxMail[]> {
    const rows = await this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit)
    return rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, text: row.text, sentAt: row.createdAt }))
  }
}
