import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core"
import { users } from "./users.ts"
import { referenceTo } from "../../core/db/reference-column.ts"

/**
 * Sign-in support: image captchas, SMS codes and the local SMS outbox, login
 * attempts (for rate limits), QR-code logins and social-login bindings.
 * Everything short-lived lives here rather than in memory, so that several
 * server processes on one database agree.
 */

/** One image captcha: its answer (lower case), single use, short-lived. */
export const captchas = pgTable(
  "captchas",
  {
    uuid: text("uuid").primaryKey(),
    answer: text("answer").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captchas_expires").on(t.expiresAt)],
)

/**
 * One SMS code ticket: the code is kept only as a hash. A ticket is used once;
 * too many wrong entries burn it.
 */
export const smsCodes = pgTable(
  "sms_codes",
  {
    uuid: text("uuid").primaryKey(),
    phone: text("phone").notNull(),
    /** What the code is for (login, register, password, payPassword, phoneChange...). */
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("sms_codes_phone").on(t.phone, t.createdAt), index("sms_codes_ip").on(t.ip, t.createdAt)],
)

/** Messages of the local SMS provider: what a real provider would have delivered. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_created").on(t.createdAt)],
)

/** Every password login attempt, by account (lower-cased name or phone) and address. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    account: text("account").notNull(),
    ip: text("ip").notNull(),
    success: boolean("success").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_attempts_account").on(t.account, t.createdAt), index("login_attempts_ip").on(t.ip, t.createdAt)],
)

/**
 * A QR-code login: shown on the waiting page (which alone knows the secret),
 * scanned and confirmed by a member signed in elsewhere, then collected once.
 * status: waiting, scanned, confirmed, cancelled or consumed.
 */
export const qrLogins = pgTable(
  "qr_logins",
  {
    id: text("id").primaryKey(),
    secretHash: text("secret_hash").notNull(),
    status: text("status").notNull().default("waiting"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Where the waiting page runs, shown on the confirmation page (browser name, address). */
    requesterIp: text("requester_ip").notNull(),
    requesterAgent: text("requester_agent").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("qr_logins_expires").on(t.expiresAt)],
)

/** A member's account at a social-login provider (WeChat): the provider's user id. */
export const socialAccounts = pgTable(
  "social_accounts",
  {
    provider: text("provider").notNull(),
    openId: text("open_id").notNull(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    nickName: text("nick_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.openId] }), index("social_accounts_user").on(t.userId)],
)

/**
 * A social login that found no bound account: the ticket lets the page bind it
 * to an account (POST auth/binding) for a few minutes, once.
 */
export const socialTickets = pgTable("social_tickets", {
  ticket: text("ticket").primaryKey(),
  provider: text("provider").notNull(),
  openId: text("open_id").notNull(),
  nickName: text("nick_name").notNull().default(""),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
})
