/**
 * Idempotent pay calls. The browser sends a fresh key with each payment it means to make
 * (body field `idempotencyKey`) and the same key when it retries. The first successful
 * answer is stored with the key in the same transaction as the payment, so a retry, even one
 * racing the first call, gets that answer back and pays nothing more. A failed call stores
 * nothing (it moved no money), so it can be retried with the same key.
 */
import { and, eq, sql } from "drizzle-orm"
import { WALLET_MESSAGES } from "../../../domain/wallet/wallet.ts"
import type { Tx } from "../../core/db/client.ts"
import { idempotencyRecords } from "../tables.ts"
import { conflict } from "../../../domain/core/errors.ts"

export interface IdempotencyScope {
  readonly userId: number
  readonly key: string
  /** The call the key belongs to (and its target, e.g. `vipPay:12`); another scope is refused. */
  readonly scope: string
}

/**
 * Runs `work` once per member and key inside the caller's transaction and answers its result;
 * a repeat answers the stored result. `work`'s result must be plain JSON.
 */
export const once = async <T>(tx: Tx, { userId, key, scope }: IdempotencyScope, work: () => Promise<T>): Promise<T> => {
  // A concurrent first call holds this row uncommitted: the insert waits for it to finish.
  const claimed = await tx
    .insert(idempotencyRecords)
    .values({ userId, key, scope, response: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key })
  if (claimed.length === 0) {
    const [stored] = await tx
      .select({ scope: idempotencyRecords.scope, response: idempotencyRecords.response })
      .from(idempotencyRecords)
      .where(and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.key, key)))
    if (!stored || stored.scope !== scope) throw conflict(WALLET_MESSAGES.idempotencyReused)
    return stored.response as T
  }
  const result = await work()
  await tx
    .update(idempotencyRecords)
    .set({ response: result as unknown })
    .where(and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.key, key)))
  return result
}
