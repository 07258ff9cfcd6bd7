/**
 * The one way to pay with the payment password. The password arrives RSA-encrypted; a value
 * that does not decrypt counts as a wrong entry, so the lock (pay-password.ts) limits guessing
 * at the ciphertext too. The payment itself runs in one transaction under the member's
 * idempotency key: a retry with the same key answers the first payment's result and pays
 * nothing more. `pay` debits the ledger (ledger.ts) inside that transaction, and the right
 * entry's count is cleared in it too (or after it, when the payment is refused).
 */
import type { Db, Tx } from "../../core/db/client.ts"
import type { RsaKeys } from "../../session/services/rsa.ts"
import { once } from "./idempotency.ts"
import { clearPayPasswordFailures, confirmPayPassword, verifyPayPassword } from "./pay-password.ts"

export interface PasswordPayment {
  readonly userId: number
  /** The payment password as the browser sent it, RSA-encrypted. */
  readonly payPass: string
  readonly idempotencyKey: string
  /** What is paid (e.g. `vipPay:12`): a key reused for another payment is refused. */
  readonly scope: string
  readonly now: number
}

/** Checks the encrypted payment password of a member under its lock rule. */
export const checkPayPassword = async (db: Db, rsa: RsaKeys, userId: number, payPass: string, now: number): Promise<void> =>
  verifyPayPassword(db, userId, (await rsa.decryptOffLoop(payPass)) ?? "", now)

/** Checks the payment password, then runs `pay` once per idempotency key in one transaction. */
export const payWithPassword = async <T>(db: Db, rsa: RsaKeys, payment: PasswordPayment, pay: (tx: Tx) => Promise<T>): Promise<T> => {
  const { userId } = payment
  await confirmPayPassword(db, userId, (await rsa.decryptOffLoop(payment.payPass)) ?? "", payment.now)
  try {
    return await db.transaction(async (tx) => {
      const result = await once(tx, { userId, key: payment.idempotencyKey, scope: payment.scope }, () => pay(tx))
      // Last, so the account row is locked where the payment's own movement locked it.
      await clearPayPasswordFailures(tx, userId)
      return result
    })
  } catch (error) {
    // The password was right though the payment was refused (or failed): its entry is cleared all the same.
    await clearPayPasswordFailures(db, userId)
    throw error
  }
}
