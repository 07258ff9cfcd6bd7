/**
 * Withdrawals to the member's Alipay account. The amount leaves the balance when the request
 * is made (ledger kind withdraw) and waits for an administrator: approval pays it out (the
 * ledger does not move again), rejection gives it back (ledger kind withdraw_refund, once).
 */
import { and, desc, eq, sql } from "drizzle-orm"
import { maskName, maskPhone, maskEmail } from "../../../domain/core/masking.ts"
import {
  checkAmountCents,
  checkWithdrawCents,
  validateWithdrawAccount,
  WALLET_MESSAGES,
  WITHDRAW_MAX_CENTS,
  WITHDRAW_MIN_CENTS,
} from "../../../domain/wallet/wallet.ts"
import type { AdminWithdrawal, Withdrawal, WithdrawAccount } from "../../../domain/wallet/entities/wallet.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { walletAccounts, withdrawals } from "../tables.ts"
import { DomainError, badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { balances, credit, debit, InsufficientFunds } from "./ledger.ts"
import type { RsaKeys } from "../../session/services/rsa.ts"
import { payPasswordState } from "./pay-password.ts"
import { checkPayPassword, payWithPassword } from "./password-payment.ts"
import { newestFirst } from "../../core/db/read-page.ts"
import { readApplicantPage } from "../../core/applicant-page.ts"
import { iso } from "../../core/iso.ts"
import { cents, type Cents } from "../../../domain/core/money.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

type WithdrawalRow = typeof withdrawals.$inferSelect

/** An Alipay account is a phone or an e-mail: each masked its own way. */
export const maskAccount = (account: string): string => (account.includes("@") ? maskEmail(account) : maskPhone(account))

export const maskedWithdrawAccount = (account: string | null, name: string | null): WithdrawAccount | null =>
  account && name ? { account: maskAccount(account), name: maskName(name) } : null

export const withdrawalView = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: row.amountCents,
  status: row.status as Withdrawal["status"],
  account: maskAccount(row.account),
  accountName: maskName(row.accountName),
  createTime: row.createdAt.toISOString(),
  reviewTime: iso(row.reviewedAt),
  rejectReason: row.rejectReason,
})

const adminView = (row: WithdrawalRow, member: { username: string; nickName: string }): AdminWithdrawal => ({
  id: row.id,
  userId: row.userId,
  username: member.username,
  nickName: member.nickName,
  amount: row.amountCents,
  status: row.status as Withdrawal["status"],
  account: row.account,
  accountName: row.accountName,
  createTime: row.createdAt.toISOString(),
  reviewTime: iso(row.reviewedAt),
  rejectReason: row.rejectReason,
})

/** Creates a pending withdrawal and takes its amount out of the balance, in the caller's transaction. */
export const requestWithdrawal = async (tx: Tx, userId: number, amountCents: number, now: number): Promise<Withdrawal> => {
  const [account] = await tx
    .select({ balance: walletAccounts.balanceCents, account: walletAccounts.withdrawAccount, name: walletAccounts.withdrawName })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
  if (!account?.account || !account.name) throw conflict(WALLET_MESSAGES.noWithdrawAccount)
  const check = checkWithdrawCents(amountCents, account.balance)
  if (!check.ok) throw badRequest(check.message)
  const [row] = await tx
    .insert(withdrawals)
    .values({ userId, amountCents: cents(amountCents), account: account.account, accountName: account.name, createdAt: new Date(now) })
    .returning()
  if (!row) throw new Error("withdrawal not stored")
  try {
    await debit(tx, {
      userId,
      cents: amountCents,
      kind: "withdraw",
      ref: `W${row.id}`,
      title: `余额提现至支付宝 ${maskAccount(row.account)}`,
      idempotencyKey: `withdrawal-${row.id}`,
    })
  } catch (error) {
    // The balance changed since it was read: the request is refused as a whole.
    if (error instanceof InsufficientFunds) throw conflict(WALLET_MESSAGES.withdrawOverBalance)
    throw error
  }
  return withdrawalView(row)
}

export const findWithdrawal = async (tx: Tx, userId: number, id: number): Promise<Withdrawal> => {
  const row = await rowOrNotFound(tx, withdrawals, and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)), WALLET_MESSAGES.withdrawalNotFound)
  return withdrawalView(row)
}

export const recentWithdrawals = async (tx: Tx, userId: number, limit = 10): Promise<Withdrawal[]> => {
  const rows = await tx
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit)
  return rows.map(withdrawalView)
}

/** Withdrawals waiting for review, in cents (already out of the balance). */
export const pendingWithdrawalCents = async (tx: Tx, userId: number): Promise<Cents> => {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${withdrawals.amountCents})` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, "pending")))
  return cents(Number(row?.sum ?? 0))
}

export const listWithdrawals = async (
  db: Db,
  filter: { readonly status?: Withdrawal["status"] | undefined; readonly page: number; readonly size: number },
) => {
  const where = filter.status ? eq(withdrawals.status, filter.status) : undefined
  const order = newestFirst(withdrawals.createdAt, withdrawals.id)
  const { rows, totalElements, totalPages } = await readApplicantPage(db, filter, filter.size, order, withdrawals, withdrawals.userId, where)
  return {
    content: rows.map((r) => adminView(r.row, r)),
    totalElements,
    totalPages,
    page: filter.page,
    size: filter.size,
  }
}

const review = async (
  tx: Tx,
  id: number,
  set: { status: "approved" | "rejected"; reviewerId: number; reviewedAt: Date; rejectReason?: string },
): Promise<WithdrawalRow> => {
  const [row] = await tx
    .update(withdrawals)
    .set(set)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, "pending")))
    .returning()
  if (row) return row
  const [existing] = await tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, id))
  throw existing ? conflict(WALLET_MESSAGES.withdrawalHandled) : notFound(WALLET_MESSAGES.withdrawalNotFound)
}

const withMember = async (tx: Tx, row: WithdrawalRow): Promise<AdminWithdrawal> => {
  const [member] = await tx.select({ username: users.username, nickName: users.nickName }).from(users).where(eq(users.id, row.userId))
  return adminView(row, member ?? { username: "", nickName: "" })
}

/** Approves a pending withdrawal: it is paid out; the balance does not move again. */
export const approveWithdrawal = (db: Tx, id: number, reviewerId: number, now: number): Promise<AdminWithdrawal> =>
  db.transaction(async (tx) => {
    const row = await review(tx, id, { status: "approved", reviewerId, reviewedAt: new Date(now) })
    return withMember(tx, row)
  })

/** Rejects a pending withdrawal and gives its amount back to the balance. */
export const rejectWithdrawal = (db: Tx, id: number, reviewerId: number, reasonText: string, now: number): Promise<AdminWithdrawal> => {
  const reason = reasonText.trim()
  if (reason === "") throw badRequest(WALLET_MESSAGES.rejectReasonRequired)
  return db.transaction(async (tx) => {
    const row = await review(tx, id, { status: "rejected", reviewerId, reviewedAt: new Date(now), rejectReason: reason })
    await credit(tx, {
      userId: row.userId,
      cents: row.amountCents,
      kind: "withdraw_refund",
      ref: `W${row.id}`,
      title: `提现申请被驳回，金额退回余额`,
      idempotencyKey: `withdrawal-refund-${row.id}`,
    })
    return withMember(tx, row)
  })
}

/** What the withdrawal page shows: balance, frozen, limits, payment password, account, recent requests. */
export const withdrawalSummary = async (db: Db, userId: number, now: number) => {
  const [money, frozen, [account], payPassword, recent] = await Promise.all([
    balances(db, userId),
    pendingWithdrawalCents(db, userId),
    db
      .select({ account: walletAccounts.withdrawAccount, name: walletAccounts.withdrawName })
      .from(walletAccounts)
      .where(eq(walletAccounts.userId, userId)),
    payPasswordState(db, userId, now),
    recentWithdrawals(db, userId),
  ])
  return {
    balance: money.balanceCents,
    frozen,
    minAmount: WITHDRAW_MIN_CENTS,
    maxAmount: WITHDRAW_MAX_CENTS,
    hasPayPassword: payPassword.hasPayPassword,
    withdrawAccount: maskedWithdrawAccount(account?.account ?? null, account?.name ?? null),
    recent,
  }
}

/** Binds the account withdrawals are paid to, proved by the payment password. */
export const bindWithdrawAccount = async (
  db: Db,
  rsa: RsaKeys,
  userId: number,
  input: { readonly account: string; readonly name: string; readonly payPass: string },
  now: number,
): Promise<WithdrawAccount> => {
  const problems = validateWithdrawAccount(input.account, input.name)
  const problem = problems.account ?? problems.name
  if (problem) throw badRequest(problem)
  await checkPayPassword(db, rsa, userId, input.payPass, now)
  const account = input.account.trim()
  const name = input.name.trim()
  await db
    .update(walletAccounts)
    .set({ withdrawAccount: account, withdrawName: name, updatedAt: new Date(now) })
    .where(eq(walletAccounts.userId, userId))
  const masked = maskedWithdrawAccount(account, name)
  if (!masked) throw new DomainError(409, "withdraw_account_missing", "提现账户未保存")
  return masked
}

/** Asks for a withdrawal with the payment password, once per idempotency key. */
export const withdrawWithPassword = (
  db: Db,
  rsa: RsaKeys,
  userId: number,
  input: { readonly amount: number; readonly payPass: string; readonly idempotencyKey: string },
  now: number,
): Promise<Withdrawal> => {
  // Only the fixed limits before the password: the balance is checked inside the payment,
  // so that a retry of a request that went through still answers it.
  const range = checkAmountCents(input.amount, WITHDRAW_MIN_CENTS, WITHDRAW_MAX_CENTS, WALLET_MESSAGES.withdrawRange)
  if (!range.ok) throw badRequest(range.message)
  return payWithPassword(db, rsa, { userId, payPass: input.payPass, idempotencyKey: input.idempotencyKey, scope: "withdraw", now }, (tx) =>
    requestWithdrawal(tx, userId, input.amount, now),
  )
}
