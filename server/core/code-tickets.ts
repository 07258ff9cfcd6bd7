/**
 * Verification-code tickets (SMS and e-mail codes): the code is kept only as a hash bound to its
 * ticket's uuid, and a ticket is used up by the right code once, while it is live.
 */
import { createHash, timingSafeEqual } from "node:crypto"
import { and, count, desc, eq, gt, type InferSelectModel, type SQL } from "drizzle-orm"
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core"
import { tooManyRequests } from "../../domain/core/errors.ts"
import { SMS_MAX_FAILED_ATTEMPTS, SMS_RESEND_MS, SMS_WINDOW_MS, resendWaitMessage } from "../../domain/session/sms.ts"
import type { Db, Tx } from "./db/client.ts"

type TicketTable = PgTable & {
  readonly uuid: PgColumn
  readonly codeHash: PgColumn
  readonly failedAttempts: PgColumn
  readonly consumedAt: PgColumn
  readonly expiresAt: PgColumn
}

interface TicketState {
  readonly codeHash: string
  readonly failedAttempts: number
  readonly consumedAt: Date | null
  readonly expiresAt: Date
}

/** What is stored of a code: its hash with the ticket's uuid. */
export const codeHash = (uuid: string, code: string): string => createHash("sha256").update(`${uuid}:${code}`).digest("hex")

const matches = (stored: string, uuid: string, code: string): boolean => {
  const expected = Buffer.from(stored, "hex")
  const given = Buffer.from(codeHash(uuid, code.trim()), "hex")
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * True once for the right code of a live ticket (not used, not expired, not burnt by
 * SMS_MAX_FAILED_ATTEMPTS wrong codes) that `belongs` to the caller; the ticket is then used up.
 * A wrong code counts against the ticket.
 */
export const consumeTicket = <T extends TicketTable>(
  db: Db,
  table: T,
  input: { readonly uuid: string; readonly code: string },
  now: Date,
  belongs: (row: InferSelectModel<T>) => boolean,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.uuid, input.uuid))
      .for("update")
    const row = found as (InferSelectModel<T> & TicketState) | undefined
    if (!row || row.consumedAt || row.expiresAt <= now || row.failedAttempts >= SMS_MAX_FAILED_ATTEMPTS) return false
    if (!belongs(row)) return false
    if (!matches(row.codeHash, input.uuid, input.code)) {
      await tx
        .update(table)
        .set({ failedAttempts: row.failedAttempts + 1 } as PgUpdateSetSource<T>)
        .where(eq(table.uuid, input.uuid))
      return false
    }
    await tx
      .update(table)
      .set({ consumedAt: now } as PgUpdateSetSource<T>)
      .where(eq(table.uuid, input.uuid))
    return true
  })

/** A table of codes sent, each row stamped with when it was sent. */
type SentTable = PgTable & { readonly createdAt: PgColumn }

/**
 * Refuses a new code (429, saying how long to wait) while the last code that `sentTo` picks (to
 * one phone, one member or one address) went out less than SMS_RESEND_MS before `now`.
 */
export const refuseEarlyResend = async (tx: Tx, table: SentTable, sentTo: SQL | undefined, now: number): Promise<void> => {
  const [last] = await tx.select({ createdAt: table.createdAt }).from(table).where(sentTo).orderBy(desc(table.createdAt)).limit(1)
  const resendAt = last ? (last.createdAt as Date).getTime() + SMS_RESEND_MS : 0
  if (resendAt > now) throw tooManyRequests(resendWaitMessage(resendAt - now))
}

/** How many codes that `sentTo` picks went out within SMS_WINDOW_MS before `now`. */
export const sentInWindow = async (tx: Tx, table: SentTable, sentTo: SQL | undefined, now: number): Promise<number> => {
  const [sent] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(sentTo, gt(table.createdAt, new Date(now - SMS_WINDOW_MS))))
  return sent?.n ?? 0
}
