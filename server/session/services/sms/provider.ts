/**
 * Where SMS messages go. A real gateway implements this interface; without
 * one the local provider keeps every message in the database outbox, so the
 * whole portal works offline and the development page /dev/outbox shows what
 * would have been delivered.
 */
export interface SmsProvider {
  /** A short name for logs and the outbox page (never the message itself). */
  readonly name: string
  /** Delivers one message; rejects when the gateway refuses it. */
  send(phone: string, text: string): Promise<void>
}
