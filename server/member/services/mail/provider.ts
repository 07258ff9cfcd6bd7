/**
 * Where e-mail goes. A real mail service (SMTP relay or a provider's API) implements this
 * interface; without one the local provider keeps every message in the mail_outbox table, so
 * the portal works offline and the development page /dev/mail shows what would have been sent.
 */
export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
}

export interface MailProvider {
  /** A short name for logs and the outbox page (never the message itself). */
  readonly name: string
  /** Delivers one message; rejects when the service refuses it. */
  send(message: MailMessage): Promise<void>
}
