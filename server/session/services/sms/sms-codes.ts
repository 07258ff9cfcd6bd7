import { randomInt, randomUUID } from "node:crypto"
import { eq, sql } from "drizzle-orm"
import {
  SMS_CODE_LENGTH,
  SMS_MAX_PER_ADDRESS,
  SMS_MAX_PER_PHONE,
  SMS_MESSAGES,
  SMS_RESEND_MS,
  SMS_VALID_MS,
  smsCodeText,
  type SmsPurpose,
} from "../../../../domain/session/sms.ts"
import type { Db } from "../../../core/db/client.ts"
import { smsCodes } from "../../tables/auth.ts"
import { DomainError, badRequest, tooManyRequests } from "../../../../domain/core/errors.ts"
import type { SmsProvider } from "./provider.ts"
import { codeHash, consumeTicket, refuseEarlyResend, sentInWindow } from "../../../core/code-tickets.ts"

/** The signature at the start of every message (what Chinese SMS gateways require). */
export const SMS_SIGNATURE = "悦享健康"

export interface IssueSmsCode {
  readonly phone: string
  readonly purpose: SmsPurpose
  /** The client's address, for the per-address limit. */
  readonly ip: string
}

/** The ticket handed to the browser: the code itself goes only to the phone. */
export interface SmsTicket {
  readonly uuid: string
  readonly expiresAt: Date
  /** When the next code for this phone may be requested. */
  readonly resendAt: Date
}

export interface VerifySmsCode {
  readonly uuid: string
  readonly code: string
  readonly phone: string
  readonly purpose: SmsPurpose
}

/**
 * SMS verification codes for any flow that proves a phone: login, registration,
 * password recovery, the payment password, a phone change.
 *
 * - `issue` sends a fresh six-digit code and answers a ticket (uuid). One code
 *   per phone a minute, at most SMS_MAX_PER_PHONE per phone and
 *   SMS_MAX_PER_ADDRESS per address an hour (429 with a Chinese message).
 * - `verify` is true once for the right code, phone and purpose within five
 *   minutes; the ticket is then used up. Five wrong codes burn it.
 * - `require` is `verify` that throws 400 短信验证码错误或已失效 instead.
 *
 * Codes are stored only as hashes and never logged or answered.
 */
export class SmsCodes {
  constructor(
    private readonly db: Db,
    readonly provider: SmsProvider,
    private readonly now: () => number = Date.now,
    private readonly makeCode: () => string = () => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, "0"),
  ) {}

  async issue({ phone, purpose, ip }: IssueSmsCode): Promise<SmsTicket> {
    const now = this.now()
    const uuid = randomUUID()
    const code = this.makeCode()
    const ticket = await this.db.transaction(async (tx) => {
      // One sender at a time per phone, so two quick requests cannot both pass the minute check.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`)
      await refuseEarlyResend(tx, smsCodes, eq(smsCodes.phone, phone), now)
      const perPhone = await sentInWindow(tx, smsCodes, eq(smsCodes.phone, phone), now)
      const perAddress = await sentInWindow(tx, smsCodes, eq(smsCodes.ip, ip), now)
      if (perPhone >= SMS_MAX_PER_PHONE || perAddress >= SMS_MAX_PER_ADDRESS) {
        throw tooManyRequests(SMS_MESSAGES.tooMany)
      }
      const expiresAt = new Date(now + SMS_VALID_MS)
      await tx.insert(smsCodes).values({
        uuid,
        phone,
        purpose,
        codeHash: codeHash(uuid, code),
        ip,
        createdAt: new Date(now),
        expiresAt,
      })
      return { uuid, expiresAt, resendAt: new Date(now + SMS_RESEND_MS) }
    })
    try {
      await this.provider.send(phone, smsCodeText(SMS_SIGNATURE, purpose, code))
    } catch {
      await this.db.delete(smsCodes).where(eq(smsCodes.uuid, uuid))
      throw new DomainError(503, "sms_send_failed", SMS_MESSAGES.sendFailed)
    }
    return ticket
  }

  async verify({ uuid, code, phone, purpose }: VerifySmsCode): Promise<boolean> {
    if (typeof uuid !== "string" || typeof code !== "string" || uuid === "" || code === "") return false
    return consumeTicket(this.db, smsCodes, { uuid, code }, new Date(this.now()), (row) => row.phone === phone && row.purpose === purpose)
  }

  async require(input: VerifySmsCode): Promise<void> {
    if (!(await this.verify(input))) throw badRequest(SMS_MESSAGES.codeInvalid)
  }
}
