/**
 * Steps of the demo histories that move money, taken through the wallet's own services: a
 * recharge through the sandbox cashier, and the date of the ledger line a step wrote (the
 * services stamp lines with the database clock; a demo history happened earlier).
 */
import { and, eq } from "drizzle-orm"
import type { Db, Tx } from "../core/db/client.ts"
import { createRecharge, settlePayment } from "../wallet/services/payments/payments.ts"
import { SandboxPaymentProvider } from "../wallet/services/payments/sandbox-provider.ts"
import { ledgerEntries } from "../wallet/tables.ts"
import { MINUTE } from "../../domain/core/durations.ts"

const provider = new SandboxPaymentProvider()

/** Dates the ledger line a step wrote (found by its idempotency key). */
export const dateLedgerLine = (tx: Tx, userId: number, key: string, at: number) =>
  tx
    .update(ledgerEntries)
    .set({ createdAt: new Date(at) })
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.idempotencyKey, key)))

/** A recharge of `cents` started at `at` and paid on the sandbox cashier two minutes later. */
export const seedRecharge = async (tx: Tx, userId: number, cents: number, at: number): Promise<void> => {
  const payment = await createRecharge(tx, provider, { userId, amountCents: cents }, at)
  await settlePayment(tx as Db, provider, payment.id, "paid", at + 2 * MINUTE)
  await dateLedgerLine(tx, userId, `payment-${payment.id}`, at + 2 * MINUTE)
}
