/**
 * Payments at the provider: a recharge creates one (pending), the provider's outcome settles
 * it once (paid or failed), and a paid payment credits the member's balance exactly once: the
 * status changes only from pending, and the credit carries the payment's own ledger key.
 */
import { randomBytes } from "node:crypto"
import { and, eq, gt } from "drizzle-orm"
import { maskName } from "../../../../domain/core/masking.ts"
import { PAYMENT_EXPIRY_MINUTES, WALLET_MESSAGES, checkRechargeCents, type PaymentStatus } from "../../../../domain/wallet/wallet.ts"
import type { RechargePayment, SandboxPayment } from "../../../../domain/wallet/entities/wallet.ts"
import type { Db, Tx } from "../../../core/db/client.ts"
import { users } from "../../../session/tables/users.ts"
import { payments } from "../../tables.ts"
import { DomainError, badRequest, conflict, notFound } from "../../../../domain/core/errors.ts"
import { balances, credit } from "../ledger.ts"
import type { PaymentProvider } from "./provider.ts"
import { once } from "../idempotency.ts"
import { iso } from "../../../core/iso.ts"
import { type Cents, cents } from "../../../../domain/core/money.ts"
import { rowOrNotFound } from "../../../core/db/row-or-not-found.ts"

type PaymentRow = typeof payments.$inferSelect

export const MERCHANT_NAME = "悦享健康美丽网"
export const RECHARGE_SUBJECT = "悦享健康美丽网账户余额充值"
/** Where the payer returns to after a recharge. */
export const RECHARGE_RETURN_PATH = "/account/recharge/member/success"

/** A pending payment past its expiry reads as expired. */
const statusAt = (row: PaymentRow, now: number): PaymentStatus =>
  row.status === "pending" && row.expiresAt.getTime() <= now ? "expired" : (row.status as PaymentStatus)

const returnUrl = (row: PaymentRow) => `${row.returnPath}?id=${encodeURIComponent(row.id)}`

export const rechargeView = (row: PaymentRow, provider: PaymentProvider, balance: Cents, now: number): RechargePayment => ({
  id: row.id,
  amount: row.amountCents,
  subject: row.subject,
  status: statusAt(row, now),
  payUrl: provider.checkoutUrl({ paymentId: row.id, amountCents: row.amountCents, subject: row.subject, returnPath: returnUrl(row) }),
  createTime: row.createdAt.toISOString(),
  expireTime: row.expiresAt.toISOString(),
  settleTime: iso(row.settledAt),
  balance,
})

export const createRecharge = async (
  tx: Tx,
  provider: PaymentProvider,
  input: { readonly userId: number; readonly amountCents: number },
  now: number,
): Promise<RechargePayment> => {
  const [row] = await tx
    .insert(payments)
    .values({
      id: `P${randomBytes(12).toString("hex")}`,
      userId: input.userId,
      purpose: "recharge",
      provider: provider.name,
      subject: RECHARGE_SUBJECT,
      amountCents: cents(input.amountCents),
      returnPath: RECHARGE_RETURN_PATH,
      createdAt: new Date(now),
      expiresAt: new Date(now + PAYMENT_EXPIRY_MINUTES * 60_000),
    })
    .returning()
  if (!row) throw new Error("payment not stored")
  const { balanceCents } = await balances(tx, input.userId)
  return rechargeView(row, provider, balanceCents, now)
}

export const findRecharge = async (db: Db, provider: PaymentProvider, userId: number, id: string, now: number): Promise<RechargePayment> => {
  const row = await rowOrNotFound(db, payments, and(eq(payments.id, id), eq(payments.userId, userId)), WALLET_MESSAGES.paymentNotFound)
  const { balanceCents } = await balances(db, userId)
  return rechargeView(row, provider, balanceCents, now)
}

const sandboxView = (row: PaymentRow, payee: string, now: number): SandboxPayment => ({
  id: row.id,
  merchant: MERCHANT_NAME,
  subject: row.subject,
  amount: row.amountCents,
  status: statusAt(row, now),
  payee: maskName(payee),
  expireTime: row.expiresAt.toISOString(),
  returnUrl: returnUrl(row),
})

/**
 * The payment as the provider's cashier shows it. With `payer`, only that member's payment is
 * found: the portal's own sandbox cashier shows and settles a payment for the member who made it.
 */
export const findForCashier = async (db: Db, provider: PaymentProvider, id: string, now: number, payer?: number): Promise<SandboxPayment> => {
  const [found] = await db
    .select({ row: payments, nickName: users.nickName })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.id, id), eq(payments.provider, provider.name), payer === undefined ? undefined : eq(payments.userId, payer)))
  if (!found) throw notFound(WALLET_MESSAGES.paymentNotFound)
  return sandboxView(found.row, found.nickName, now)
}

/**
 * Records the provider's outcome. Only a pending, unexpired payment changes; a paid one
 * credits the balance once. Settling again with the same outcome answers the payment as it
 * is; a different outcome for a settled payment, or any outcome for an expired one, is refused.
 */
export const settlePayment = async (
  db: Db,
  provider: PaymentProvider,
  id: string,
  outcome: "paid" | "failed",
  now: number,
): Promise<SandboxPayment> => {
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(payments)
      .set({ status: outcome, settledAt: new Date(now) })
      .where(and(eq(payments.id, id), eq(payments.provider, provider.name), eq(payments.status, "pending"), gt(payments.expiresAt, new Date(now))))
      .returning()
    if (settled) {
      if (outcome === "paid") {
        await credit(tx, {
          userId: settled.userId,
          cents: settled.amountCents,
          kind: "recharge",
          ref: settled.id,
          title: "余额充值",
          idempotencyKey: `payment-${settled.id}`,
        })
      }
      return
    }
    const existing = await rowOrNotFound(tx, payments, and(eq(payments.id, id), eq(payments.provider, provider.name)), WALLET_MESSAGES.paymentNotFound)
    const status = statusAt(existing, now)
    if (status === "expired") {
      if (existing.status === "pending") await tx.update(payments).set({ status: "expired" }).where(eq(payments.id, id))
      return
    }
    if (status !== outcome) throw conflict(WALLET_MESSAGES.paymentClosed)
  })
  const view = await findForCashier(db, provider, id, now)
  if (view.status === "expired") throw conflict(WALLET_MESSAGES.paymentExpired)
  return view
}

/** Starts a recharge with the configured provider, once per idempotency key. */
export const startRecharge = (
  db: Db,
  provider: PaymentProvider,
  userId: number,
  input: { readonly amount: number; readonly idempotencyKey: string },
  now: number,
): Promise<RechargePayment> => {
  if (provider.name === "none") throw new DomainError(503, "payment_unavailable", WALLET_MESSAGES.paymentUnavailable)
  const range = checkRechargeCents(input.amount)
  if (!range.ok) throw badRequest(range.message)
  return db.transaction((tx) =>
    once(tx, { userId, key: input.idempotencyKey, scope: "recharge" }, () => createRecharge(tx, provider, { userId, amountCents: input.amount }, now)),
  )
}
