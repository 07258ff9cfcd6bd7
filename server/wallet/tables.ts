import { sql } from "drizzle-orm"
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "../session/tables/users.ts"
import { centsColumn } from "../core/db/cents-column.ts"
import { cents } from "../../domain/core/money.ts"
import { referenceTo } from "../core/db/reference-column.ts"

/**
 * The wallet: each member's balance (cents) and points with their ledger, the
 * payment password, recharges through a payment provider, wallet orders (VIP,
 * shop service fee), withdrawals, and the VIP catalogue (grades, privileges, fees).
 *
 * Invariant: for every member and currency, the sum of ledger amounts equals the
 * account's balance (or points). Only server/wallet/services/ledger.ts writes
 * either, in one transaction, and the checks keep both from going negative.
 */

/** One row per member who ever held money or points. */
export const walletAccounts = pgTable(
  "wallet_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balanceCents: centsColumn("balance_cents").notNull().default(cents(0)),
    points: integer("points").notNull().default(0),
    /** scrypt hash of the six-digit payment password; null until set. */
    payPasswordHash: text("pay_password_hash"),
    payPasswordSetAt: timestamp("pay_password_set_at", { withTimezone: true }),
    /** Wrong payment passwords in a row; reset by a right one. */
    payPasswordFailures: integer("pay_password_failures").notNull().default(0),
    payPasswordLockedUntil: timestamp("pay_password_locked_until", { withTimezone: true }),
    /** Alipay account (mobile number or e-mail) and the holder's real name, for withdrawals. */
    withdrawAccount: text("withdraw_account"),
    withdrawName: text("withdraw_name"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("wallet_accounts_balance_not_negative", sql`${t.balanceCents} >= 0`),
    check("wallet_accounts_points_not_negative", sql`${t.points} >= 0`),
  ],
)

/**
 * Every change of a balance or of points: amount is signed (credit positive,
 * debit negative), balanceAfter is the account's value right after it. A
 * movement with an idempotency key happens once per member and currency.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    /** balance (cents) or points. */
    currency: text("currency").notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    /** What for: recharge, vip, shop_fee, withdraw, withdraw_refund, course, gift... (domain/wallet/wallet.ts). */
    kind: text("kind").notNull(),
    /** The bill's filter type derived from kind and sign: recharge, consume, withdraw, refund, income. */
    billType: text("bill_type").notNull(),
    /** What the member reads in the bill. */
    title: text("title").notNull(),
    /** The business record behind the movement (order number, payment id, withdrawal id...). */
    ref: text("ref").notNull().default(""),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_entries_idempotency").on(t.userId, t.currency, t.idempotencyKey),
    index("ledger_entries_user_time").on(t.userId, t.currency, t.createdAt),
    check("ledger_entries_amount_not_zero", sql`${t.amount} <> 0`),
    check("ledger_entries_balance_after_not_negative", sql`${t.balanceAfter} >= 0`),
  ],
)

/**
 * The first answer of a pay call, by the member's idempotency key: a retry
 * with the same key gets it back instead of paying again.
 */
export const idempotencyRecords = pgTable(
  "idempotency_records",
  {
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The call the key was first used for; another call with it is refused. */
    scope: text("scope").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)

/**
 * A payment at the payment provider (a recharge of the balance). status:
 * pending, paid, failed or expired. It is credited once, when it turns paid.
 */
export const payments = pgTable(
  "payments",
  {
    /** Random public id, also the provider's reference in the payer's address bar. */
    id: text("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull().default("recharge"),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    amountCents: centsColumn("amount_cents").notNull(),
    status: text("status").notNull().default("pending"),
    /** Where the payer goes back to after paying. */
    returnPath: text("return_path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("payments_user").on(t.userId, t.createdAt), check("payments_amount_positive", sql`${t.amountCents} > 0`)],
)

/**
 * What a member buys with the balance: a VIP membership (kind vip, from a
 * member fee) or the shop service fee (kind shop_fee). status: unpaid, paid, closed.
 */
export const walletOrders = pgTable(
  "wallet_orders",
  {
    id: serial("id").primaryKey(),
    orderNo: text("order_no").notNull().unique(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    feeId: integer("fee_id").references(() => memberFees.id),
    title: text("title").notNull(),
    amountCents: centsColumn("amount_cents").notNull(),
    months: integer("months").notNull(),
    status: text("status").notNull().default("unpaid"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The period the payment covers (VIP: until the new expiry). */
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
  },
  (t) => [
    index("wallet_orders_user").on(t.userId, t.kind, t.createdAt),
    // The sweep of overdue unpaid orders reads only these.
    index("wallet_orders_unpaid").on(t.createdAt).where(sql`${t.status} = 'unpaid'`),
    check("wallet_orders_amount_positive", sql`${t.amountCents} > 0`),
  ],
)

/**
 * A withdrawal request: the amount leaves the balance when asked (ledger kind
 * withdraw); an administrator approves it (paid out) or rejects it (the amount
 * comes back, ledger kind withdraw_refund). status: pending, approved, rejected.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    amountCents: centsColumn("amount_cents").notNull(),
    account: text("account").notNull(),
    accountName: text("account_name").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewerId: integer("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    rejectReason: text("reject_reason"),
  },
  (t) => [
    index("withdrawals_user").on(t.userId, t.createdAt),
    index("withdrawals_status").on(t.status, t.createdAt),
    check("withdrawals_amount_positive", sql`${t.amountCents} > 0`),
  ],
)

/** Member grades (普通会员, VIP会员), by level. */
export const vipGrades = pgTable("vip_grades", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  level: integer("level").notNull(),
  description: text("description").notNull(),
})

/** What a grade brings. */
export const vipPrivileges = pgTable(
  "vip_privileges",
  {
    id: serial("id").primaryKey(),
    gradeId: referenceTo("grade_id", () => vipGrades.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** A short name of the privilege's icon: course, discount, mall, points, service, badge. */
    icon: text("icon").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("vip_privileges_grade").on(t.gradeId, t.sort)],
)

/** VIP plans on sale: price and length in months, of one grade. */
export const memberFees = pgTable("member_fees", {
  id: serial("id").primaryKey(),
  gradeId: referenceTo("grade_id", () => vipGrades.id),
  name: text("name").notNull(),
  months: integer("months").notNull(),
  priceCents: centsColumn("price_cents").notNull(),
  /** Price before the discount, shown struck through; equal to price when none. */
  originalPriceCents: centsColumn("original_price_cents").notNull(),
  description: text("description").notNull(),
  recommended: boolean("recommended").notNull().default(false),
  enabled: boolean("enabled").notNull().default(true),
  sort: integer("sort").notNull().default(0),
})
