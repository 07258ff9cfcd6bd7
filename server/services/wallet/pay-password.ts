/**
 * The payment password: six digits, kept as an scrypt hash. Wrong entries are counted;
 * PAY_PASSWORD_MAX_FAILURES in a row lock it for PAY_PASSWORD_LOCK_MINUTES (429 with the
 * minutes left). A right entry clears the count; setting a new password (proved by an SMS
 * code) clears the count and the lock.
 */
import { eq, sql } from "drizzle-orm"
import {
  isPayPassword,
  lockMinutesLeft,
  PAY_PASSWORD_MAX_FAILURES,
  payPasswordLockedMessage,
  payPasswordLockEnd,
  payPasswordWrongMessage,
  WALLET_MESSAGES,
} from "../../../domain/wallet.ts"
import type { Db } from "../../db/client.ts"
import { walletAccounts } from "../../db/schema/wallet.ts"
import { ApiError, badRequest, conflict, tooManyRequests } from "../../http/errors.ts"
import { hashPassword, verifyPassword } from "../auth/passwords.ts"

export interface PayPasswordState {
  readonly hasPayPassword: boolean
  readonly lockedUntil: Date | null
}

export const payPasswordState = async (db: Db, userId: number, now: number): Promise<PayPasswordState> => {
  const [row] = await db
    .select({ hash: walletAccounts.payPasswordHash, lockedUntil: walletAccounts.payPasswordLockedUntil })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
  const lockedUntil = row?.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil : null
  return { hasPayPassword: Boolean(row?.hash), lockedUntil }
}

/** Stores a new payment password (six digits), clearing wrong-entry counts and any lock. */
export const setPayPassword = async (db: Db, userId: number, password: string, now: number): Promise<void> => {
  if (!isPayPassword(password)) throw badRequest("请输入6位数的支付密码")
  const hash = await hashPassword(password)
  const values = {
    payPasswordHash: hash,
    payPasswordSetAt: new Date(now),
    payPasswordFailures: 0,
    payPasswordLockedUntil: null,
    updatedAt: new Date(now),
  }
  await db
    .insert(walletAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: walletAccounts.userId, set: values })
}

/**
 * Checks a payment password before a payment. Throws 409 when none is set, 429 while locked,
 * 400 with the attempts left when wrong (429 when this wrong entry locks it).
 */
export const verifyPayPassword = async (db: Db, userId: number, password: string, now: number): Promise<void> => {
  const [row] = await db
    .select({
      hash: walletAccounts.payPasswordHash,
      failures: walletAccounts.payPasswordFailures,
      lockedUntil: walletAccounts.payPasswordLockedUntil,
    })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
  if (!row?.hash) throw conflict(WALLET_MESSAGES.noPayPassword)
  const locked = lockMinutesLeft(row.lockedUntil?.getTime() ?? null, now)
  if (locked > 0) throw tooManyRequests(payPasswordLockedMessage(locked))

  const right = isPayPassword(password) && (await verifyPassword(password, row.hash))
  if (right) {
    if (row.failures > 0 || row.lockedUntil) {
      await db
        .update(walletAccounts)
        .set({ payPasswordFailures: 0, payPasswordLockedUntil: null })
        .where(eq(walletAccounts.userId, userId))
    }
    return
  }

  // Counted in one statement, so concurrent wrong entries all count. The entry that reaches
  // the limit sets the lock and starts the count again for when the lock ends.
  const lockEnd = new Date(payPasswordLockEnd(now))
  const failuresAfter = sql`${walletAccounts.payPasswordFailures} + 1`
  const [counted] = await db
    .update(walletAccounts)
    .set({
      payPasswordFailures: sql`case when ${failuresAfter} >= ${PAY_PASSWORD_MAX_FAILURES} then 0 else ${failuresAfter} end`,
      payPasswordLockedUntil: sql`case when ${failuresAfter} >= ${PAY_PASSWORD_MAX_FAILURES} then ${lockEnd.toISOString()}::timestamptz else ${walletAccounts.payPasswordLockedUntil} end`,
    })
    .where(eq(walletAccounts.userId, userId))
    .returning({ failures: walletAccounts.payPasswordFailures, lockedUntil: walletAccounts.payPasswordLockedUntil })
  if (!counted) throw conflict(WALLET_MESSAGES.noPayPassword)
  const lockedNow = lockMinutesLeft(counted.lockedUntil?.getTime() ?? null, now)
  if (lockedNow > 0) throw tooManyRequests(payPasswordLockedMessage(lockedNow))
  throw new ApiError(400, payPasswordWrongMessage(counted.failures))
}
