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
import { and, eq, is, sql } from "drizzle-orm"
import { PgTransaction } from "drizzle-orm/pg-core"
import { billTypeOf, LEDGER_KIND_LABELS, WALLET_CODES, WALLET_MESSAGES, type Currency, type LedgerKind } from "../../../domain/wallet/wallet.ts"
import type { Tx } from "../../core/db/client.ts"
import { ledgerEntries, walletAccounts } from "../tables.ts"
import { DomainError } from "../../../domain/core/errors.ts"
import { cents, type Cents } from "../../../domain/core/money.ts"

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
export const balances = async (tx: Tx, userId: number): Promise<{ balanceCents: Cents; points: number }> => {
  const [row] = await tx
    .select({ balanceCents: walletAccounts.balanceCents, points: walletAccounts.points })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
  return row ?? { balanceCents: cents(0), points: 0 }
}

interface PostedRow {
  readonly id: number
  readonly amount: number
  readonly balance_after: number
  readonly replayed: boolean
}

const post = async (tx: Tx, movement: Movement, direction: 1 | -1): Promise<Posted> => {
  const { currency, value } = currencyOf(movement)
  checkValue(value)
  const { userId, kind } = movement
  if (direction === 1) await ensureAccount(tx, userId)
  // The row lock orders concurrent movements of one member; a repeat of an idempotency key
  // waits here for the first. The movement is a statement of its own: PostgreSQL reads a
  // statement's tables as they were when it began, so only a statement begun after the lock
  // sees the ledger row of the movement it waited for.
  const [locked] = await tx.select({ userId: walletAccounts.userId }).from(walletAccounts).where(eq(walletAccounts.userId, userId)).for("update")
  if (!locked) throw new InsufficientFunds(currency)

  // One statement: the earlier movement of the idempotency key when there is one; otherwise the
  // conditional change of the account (never below zero, never past MAX_ACCOUNT_VALUE) and its
  // ledger row. No row means the condition refused it.
  const amount = direction * value
  const target = sql.identifier(column(currency).name)
  const bound = direction === -1 ? sql`${target} >= ${value}::int` : sql`${target} <= ${MAX_ACCOUNT_VALUE - value}::int`
  const key = movement.idempotencyKey ?? null
  const result = await tx.execute(sql`
    with prior as (
      select id, amount, balance_after from ${ledgerEntries}
      where user_id = ${userId}::int and currency = ${currency}::text and idempotency_key = ${key}::text
    ), moved as (
      update ${walletAccounts} set ${target} = ${target} + ${amount}::int, updated_at = now()
      where user_id = ${userId}::int and ${bound} and not exists (select from prior)
      returning ${target} as after
    ), entry as (
      insert into ${ledgerEntries} (user_id, currency, amount, balance_after, kind, bill_type, title, ref, idempotency_key)
      select ${userId}::int, ${currency}::text, ${amount}::int, after, ${kind}::text, ${billTypeOf(kind, amount)}::text,
        ${movement.title ?? LEDGER_KIND_LABELS[kind]}::text, ${movement.ref ?? ""}::text, ${key}::text
      from moved
      returning id, amount, balance_after
    )
    select id, amount, balance_after, true as replayed from prior
    union all
    select id, amount, balance_after, false from entry`)
  const [row] = (result as unknown as { rows: PostedRow[] }).rows
  if (!row) throw direction === -1 ? new InsufficientFunds(currency) : new AccountLimitExceeded()
  return { entryId: Number(row.id), currency, amount: Number(row.amount), balanceAfter: Number(row.balance_after), replayed: row.replayed }
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
