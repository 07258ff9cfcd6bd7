/**
 * The ledger: the one way money and points change.
 *
 *   await deps.db.transaction(async (tx) => {
 *     const order = await createYourOrder(tx, ...)
 *     await debit(tx, { userId, cents: order.amount, kind: "course", ref: order.no, idempotencyKey })
 *   })
 *
 * - `debit(tx, { userId, cents | points, kind, ref?, title?, idempotencyKey? })` takes money or
 *   points away; it throws `InsufficientFunds` (409, 账号余额不足… / 用户积分不足…) when the
 *   account does not cover it, and nothing changes.
 * - `credit(tx, { ...same })` adds money or points, opening the account when needed.
 * - `balances(tx, userId)` reads both values; `ensureAccount(tx, userId)` opens an empty account.
 *
 * Each movement writes its ledger row and the new account value in one transaction (yours when
 * called inside one, so your order and the movement commit or roll back together). The account
 * row is locked for the movement and the update is conditional (`balance >= amount`), so
 * concurrent payments never overdraw; database checks back this up.
 * With an idempotency key, a movement happens once per member and currency: a repeat, even a
 * concurrent one, answers the first movement with `replayed: true` and changes nothing.
 */
import { and, eq, gte, is, lte, sql } from "drizzle-orm"
import { PgTransaction } from "drizzle-orm/pg-core"
import { billTypeOf, LEDGER_KIND_LABELS, WALLET_CODES, WALLET_MESSAGES, type Currency, type LedgerKind } from "../../../domain/wallet/wallet.ts"
import type { Tx } from "../../core/db/client.ts"
import { ledgerEntries, walletAccounts } from "../tables.ts"
import { DomainError } from "../../../domain/core/errors.ts"

/** The largest value an account or a movement may hold (PostgreSQL integer). */
export const MAX_ACCOUNT_VALUE = 2_147_483_647

export type Amount = { readonly cents: number; readonly points?: undefined } | { readonly points: number; readonly cents?: undefined }

export type Movement = Amount & {
  readonly userId: number
  readonly kind: LedgerKind
  /** The business record behind it: order number, payment id, withdrawal id. */
  readonly ref?: string
  /** What the member reads in the bill; the kind's label by default. */
  readonly title?: string
  readonly idempotencyKey?: string
}

export interface Posted {
  readonly entryId: number
  readonly currency: Currency
  /** Signed: negative for a debit. */
  readonly amount: number
  readonly balanceAfter: number
  /** True when the idempotency key had been used: nothing changed this time. */
  readonly replayed: boolean
}

/** The account does not cover a debit. */
export class InsufficientFunds extends DomainError {
  constructor(readonly currency: Currency) {
    super(409, currency === "balance" ? WALLET_CODES.insufficientBalance : WALLET_CODES.insufficientPoints, currency === "balance" ? WALLET_MESSAGES.insufficientBalance : WALLET_MESSAGES.insufficientPoints)
    this.name = "InsufficientFunds"
  }
}

/** A credit would take the account past what it can hold. */
export class AccountLimitExceeded extends DomainError {
  constructor() {
    super(409, "account_limit_exceeded", "账户金额超出上限，请联系客服")
    this.name = "AccountLimitExceeded"
  }
}

const currencyOf = (amount: Amount): { currency: Currency; value: number } =>
  amount.cents !== undefined ? { currency: "balance", value: amount.cents } : { currency: "points", value: amount.points }

const checkValue = (value: number) => {
  if (!Number.isSafeInteger(value) || value <= 0 || value > MAX_ACCOUNT_VALUE) {
    throw new RangeError(`a ledger movement needs a positive whole amount, got ${value}`)
  }
}

const column = (currency: Currency) => (currency === "balance" ? walletAccounts.balanceCents : walletAccounts.points)

/** Opens an empty account for the member if there is none. */
export const ensureAccount = async (tx: Tx, userId: number): Promise<void> => {
  await tx.insert(walletAccounts).values({ userId }).onConflictDoNothing()
}

/** The member's balance (cents) and points; zero for a member without an account. */
export const balances = async (tx: Tx, userId: number): Promise<{ balanceCents: number; points: number }> => {
  const [row] = await tx
    .select({ balanceCents: walletAccounts.balanceCents, points: walletAccounts.points })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
  return row ?? { balanceCents: 0, points: 0 }
}

const replay = async (tx: Tx, userId: number, currency: Currency, key: string | undefined): Promise<Posted | null> => {
  if (key === undefined) return null
  const [row] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency), eq(ledgerEntries.idempotencyKey, key)))
  return row ? { entryId: row.id, currency, amount: row.amount, balanceAfter: row.balanceAfter, replayed: true } : null
}

const post = async (tx: Tx, movement: Movement, direction: 1 | -1): Promise<Posted> => {
  const { currency, value } = currencyOf(movement)
  checkValue(value)
  const { userId, kind } = movement
  if (direction === 1) await ensureAccount(tx, userId)
  // The row lock orders concurrent movements of one member; a repeat of an idempotency key
  // waits here for the first and then finds its ledger row. The ledger is read in a statement
  // of its own: PostgreSQL reads a statement's other tables as they were when it began, before
  // the movement it waited for was committed.
  const [locked] = await tx.select({ userId: walletAccounts.userId }).from(walletAccounts).where(eq(walletAccounts.userId, userId)).for("update")
  if (!locked) throw new InsufficientFunds(currency)
  const previous = await replay(tx, userId, currency, movement.idempotencyKey)
  if (previous) return previous

  const target = column(currency)
  const [updated] = await tx
    .update(walletAccounts)
    .set(
      currency === "balance"
        ? { balanceCents: sql`${walletAccounts.balanceCents} + ${direction * value}`, updatedAt: sql`now()` }
        : { points: sql`${walletAccounts.points} + ${direction * value}`, updatedAt: sql`now()` },
    )
    .where(and(eq(walletAccounts.userId, userId), direction === -1 ? gte(target, value) : lte(target, MAX_ACCOUNT_VALUE - value)))
    .returning({ after: target })
  if (!updated) throw direction === -1 ? new InsufficientFunds(currency) : new AccountLimitExceeded()

  const amount = direction * value
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      userId,
      currency,
      amount,
      balanceAfter: updated.after,
      kind,
      billType: billTypeOf(kind, amount),
      title: movement.title ?? LEDGER_KIND_LABELS[kind],
      ref: movement.ref ?? "",
      idempotencyKey: movement.idempotencyKey ?? null,
    })
    .returning({ id: ledgerEntries.id })
  if (!entry) throw new Error("ledger entry not stored")
  return { entryId: entry.id, currency, amount, balanceAfter: updated.after, replayed: false }
}

/**
 * Inside the caller's transaction the movement joins it: every refusal is thrown before a row
 * changes, so no savepoint is needed. Called on the database itself, it runs in one of its own.
 */
const move = (outer: Tx, movement: Movement, direction: 1 | -1): Promise<Posted> =>
  is(outer, PgTransaction) ? post(outer, movement, direction) : outer.transaction((tx) => post(tx, movement, direction))

/** Takes money (`cents`) or points away; throws InsufficientFunds when the account does not cover it. */
export const debit = (tx: Tx, movement: Movement): Promise<Posted> => move(tx, movement, -1)

/** Adds money (`cents`) or points, opening the account when needed. */
export const credit = (tx: Tx, movement: Movement): Promise<Posted> => move(tx, movement, 1)

/** Sum of the ledger of one member and currency: always equal to the account's value. */
export const ledgerSum = async (tx: Tx, userId: number, currency: Currency): Promise<number> => {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency)))
  return Number(row?.sum ?? 0)
}
