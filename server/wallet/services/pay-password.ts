/**
 * The payment password: six digits, kept as an scrypt hash of PAY_PASSWORD_COST (lighter than a
 * sign-in password's: docs/decisions.md, "The payment password's hash"). Wrong entries are counted;
 * PAY_PASSWORD_MAX_FAILURES in a row lock it for PAY_PASSWORD_LOCK_MINUTES (429 with the
 * minutes left). A right entry clears the count; setting a new password (proved by an SMS
 * code) clears the count and the lock.
 */
import { and, eq, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm"
import {
  isPayPassword,
  lockMinutesLeft,
  PAY_PASSWORD_MAX_FAILURES,
  payPasswordLockedMessage,
  payPasswordLockEnd,
  payPasswordWrongMessage,
  WALLET_CODES,
  WALLET_MESSAGES,
} from "../../../domain/wallet/wallet.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { walletAccounts } from "../tables.ts"
import { DomainError, badRequest, conflict, tooManyRequests } from "../../../domain/core/errors.ts"
import { hashedWith, hashPassword, verifyPassword, type ScryptCost } from "../../session/services/passwords.ts"
import type { RsaKeys } from "../../session/services/rsa.ts"
import { users } from "../../session/tables/users.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { validatePayPassword } from "../../../domain/wallet/pay-password-form.ts"

/** What a payment password that cannot be decrypted answers (a stale public key, a tampered value). */
export const PAY_PASSWORD_DECRYPT_FAILED = "支付密码解密失败，请刷新页面后重试"

/**
 * Six digits are a million guesses: no work factor a payment can afford keeps them from an
 * offline search, so the lock on wrong entries is what guards them. The hash costs about a
 * twelfth of a sign-in password's, so a burst of payments is not held up by it.
 */
export const PAY_PASSWORD_COST: ScryptCost = { N: 2048, r: 8, p: 1 }

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
  const hash = await hashPassword(password, PAY_PASSWORD_COST)
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
 * 400 with the attempts left when wrong (429 when this wrong entry locks it). A right entry
 * stays counted until the caller clears it with clearPayPasswordFailures, in the payment's own
 * transaction or after it.
 */
export const confirmPayPassword = async (db: Db, userId: number, password: string, now: number): Promise<void> => {
  // The attempt is counted before the slow hash, in one statement that only succeeds while
  // fewer than the limit are counted and no lock runs: a burst of guesses gets at most
  // PAY_PASSWORD_MAX_FAILURES checks, however many arrive at once.
  const [reserved] = await db
    .update(walletAccounts)
    .set({ payPasswordFailures: sql`${walletAccounts.payPasswordFailures} + 1` })
    .where(
      and(
        eq(walletAccounts.userId, userId),
        isNotNull(walletAccounts.payPasswordHash),
        lt(walletAccounts.payPasswordFailures, PAY_PASSWORD_MAX_FAILURES),
        or(isNull(walletAccounts.payPasswordLockedUntil), lte(walletAccounts.payPasswordLockedUntil, new Date(now))),
      ),
    )
    .returning({ hash: walletAccounts.payPasswordHash, failures: walletAccounts.payPasswordFailures })
  if (!reserved?.hash) {
    const [row] = await db
      .select({ hash: walletAccounts.payPasswordHash, lockedUntil: walletAccounts.payPasswordLockedUntil })
      .from(walletAccounts)
      .where(eq(walletAccounts.userId, userId))
    if (!row?.hash) throw conflict(WALLET_MESSAGES.noPayPassword, WALLET_CODES.noPayPassword)
    // Locked, or every attempt of the limit is being checked right now (then: try again shortly).
    const left = lockMinutesLeft(row.lockedUntil?.getTime() ?? null, now)
    if (left > 0) throw tooManyRequests(payPasswordLockedMessage(left), WALLET_CODES.payPasswordLocked)
    throw tooManyRequests()
  }

  const right = isPayPassword(password) && (await verifyPassword(password, reserved.hash))
  if (right) {
    // A hash of other work factors (one set before they changed) is made again while the
    // password is at hand, unless a new password replaced it meanwhile.
    const rehash = hashedWith(reserved.hash, PAY_PASSWORD_COST) ? null : await hashPassword(password, PAY_PASSWORD_COST)
    if (rehash !== null) {
      await db
        .update(walletAccounts)
        .set({ payPasswordHash: rehash })
        .where(and(eq(walletAccounts.userId, userId), eq(walletAccounts.payPasswordHash, reserved.hash)))
    }
    return
  }
  // The entry that reaches the limit sets the lock and starts the count again for when it ends.
  if (reserved.failures >= PAY_PASSWORD_MAX_FAILURES) {
    const lockEnd = payPasswordLockEnd(now)
    await db
      .update(walletAccounts)
      .set({ payPasswordFailures: 0, payPasswordLockedUntil: new Date(lockEnd) })
      .where(eq(walletAccounts.userId, userId))
    throw tooManyRequests(payPasswordLockedMessage(lockMinutesLeft(lockEnd, now)), WALLET_CODES.payPasswordLocked)
  }
  throw new DomainError(400, WALLET_CODES.payPasswordWrong, payPasswordWrongMessage(reserved.failures))
}

/** After a right entry: the count of wrong entries starts again and no lock runs. */
export const clearPayPasswordFailures = async (tx: Tx, userId: number): Promise<void> => {
  await tx.update(walletAccounts).set({ payPasswordFailures: 0, payPasswordLockedUntil: null }).where(eq(walletAccounts.userId, userId))
}

/** Checks a payment password (confirmPayPassword) and clears the count of a right entry at once. */
export const verifyPayPassword = async (db: Db, userId: number, password: string, now: number): Promise<void> => {
  await confirmPayPassword(db, userId, password, now)
  await clearPayPasswordFailures(db, userId)
}

/** The member's phone, where payment password codes go (409 without one). */
export const memberPhone = async (db: Db, userId: number): Promise<string> => {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  if (!row?.phone) throw conflict(WALLET_MESSAGES.noPhone)
  return row.phone
}

/**
 * Sets a new payment password: both entries arrive RSA-encrypted and must match, and
 * `proveCode` must accept the SMS code sent to the member's phone.
 */
export const changePayPassword = async (
  db: Db,
  rsa: RsaKeys,
  userId: number,
  input: { readonly password: string; readonly confirm: string; readonly infoCode: string; readonly uuid: string },
  proveCode: (phone: string) => Promise<void>,
  now: number,
): Promise<void> => {
  const password = rsa.decryptOrRefuse(input.password, PAY_PASSWORD_DECRYPT_FAILED)
  const confirm = rsa.decryptOrRefuse(input.confirm, PAY_PASSWORD_DECRYPT_FAILED)
  const message = firstFormError(validatePayPassword({ password, confirm, infoCode: input.infoCode, uuid: input.uuid }))
  if (message !== undefined) throw badRequest(message)
  if (!/^\d{6}$/.test(password)) throw badRequest("请输入6位数的支付密码")
  await proveCode(await memberPhone(db, userId))
  await setPayPassword(db, userId, password, now)
}
