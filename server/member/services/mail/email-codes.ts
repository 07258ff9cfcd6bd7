import { randomInt, randomUUID } from "node:crypto"
import { eq, or, sql } from "drizzle-orm"
import { SMS_CODE_VALID_MINUTES } from "../../../../domain/core/constants.ts"
import { SECURITY_MESSAGES, emailCodeMail } from "../../../../domain/member/security-forms.ts"
import {
  SMS_MAX_PER_PHONE,
  SMS_RESEND_MS,
  SMS_VALID_MS,
} from "../../../../domain/session/sms.ts"
import type { Db } from "../../../core/db/client.ts"
import { emailCodes } from "../../tables.ts"
import { DomainError, badRequest, tooManyRequests } from "../../../../domain/core/errors.ts"
import type { MailProvider } from "./provider.ts"
import { codeHash, consumeTicket, refuseEarlyResend, sentInWindow } from "../../../core/code-tickets.ts"

export const MAIL_SITE_NAME = "悦享健康"

export interface EmailTicket {
  readonly uuid: string
  readonly expiresAt: Date
  readonly resendAt: Date
}

/**
 * Verification codes sent by e-mail (binding a new e-mail address), with the same rules as
 * the SMS codes: six digits, valid five minutes, one a minute per address and per member, at
 * most five an hour, five wrong entries burn a code. Codes are stored as hashes only.
 */
export class EmailCodes {
  constructor(
    private readonly db: Db,
    readonly provider: MailProvider,
    private readonly now: () => number = Date.now,
    private readonly makeCode: () => string = () => String(randomInt(0, 1_000_000)).padStart(6, "0"),
  ) {}

  async issue(userId: number, email: string): Promise<EmailTicket> {
    const now = this.now()
    const uuid = randomUUID()
    const code = this.makeCode()
    const ticket = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail:${userId}`}))`)
      const mine = or(eq(emailCodes.userId, userId), eq(emailCodes.email, email))
      await refuseEarlyResend(tx, emailCodes, mine, now)
      if ((await sentInWindow(tx, emailCodes, mine, now)) >= SMS_MAX_PER_PHONE) throw tooManyRequests(SECURITY_MESSAGES.emailTooMany)
      const expiresAt = new Date(now + SMS_VALID_MS)
      await tx.insert(emailCodes).values({
        uuid,
        userId,
        email,
        codeHash: codeHash(uuid, code),
        createdAt: new Date(now),
        expiresAt,
      })
      return { uuid, expiresAt, resendAt: new Date(now + SMS_RESEND_MS) }
    })
    try {
      await this.provider.send({ to: email, ...emailCodeMail(MAIL_SITE_NAME, code, SMS_CODE_VALID_MINUTES) })
    } catch {
      await this.db.delete(emailCodes).where(eq(emailCodes.uuid, uuid))
      throw new DomainError(503, "email_send_failed", SECURITY_MESSAGES.emailSendFailed)
    }
    return ticket
  }

  /** True once for the right code, member and address within five minutes. */
  async verify(input: { uuid: string; code: string; userId: number; email: string }): Promise<boolean> {
    if (input.uuid === "" || input.code === "") return false
    return consumeTicket(this.db, emailCodes, input, new Date(this.now()), (row) => row.userId === input.userId && row.email === input.email)
  }

  async require(input: { uuid: string; code: string; userId: number; email: string }): Promise<void> {
    if (!(await this.verify(input))) throw badRequest(SECURITY_MESSAGES.emailCodeInvalid)
  }
}
