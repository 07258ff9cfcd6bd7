import { sql } from "drizzle-orm"
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "../session/tables/users.ts"
import { centsColumn } from "../core/db/cents-column.ts"
import { cents } from "../../domain/core/money.ts"
import { referenceTo } from "../core/db/reference-column.ts"

/**
 * The member centre: addresses, real-name requests, e-mail codes and the mail outbox,
 * uploaded files, daily sign-ins, the prize draw, points gifts, favourites, feedback,
 * invoices and member shops. Points themselves live in the wallet's ledger; the rows here
 * record what the points were for.
 */

/** Delivery addresses; at most one default per member (a partial unique index). */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** JSON text of the region id cascade, e.g. ["110000","110100","110101"]. */
    region: text("region").notNull(),
    /** Region names joined by spaces. */
    regionText: text("region_text").notNull(),
    detail: text("detail").notNull(),
    phone: text("phone"),
    telephone: text("telephone"),
    defaulted: boolean("defaulted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_user").on(t.userId, t.createdAt),
    uniqueIndex("addresses_one_default").on(t.userId).where(sql`${t.defaulted}`),
  ],
)

/**
 * One real-name request per member, overwritten on resubmission. status: auth_examine,
 * certified or auth_fail (mirrored in users.auth_state). A card number is certified for one
 * account only.
 */
export const realNameRequests = pgTable(
  "real_name_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    realName: text("real_name").notNull(),
    idCard: text("id_card").notNull(),
    status: text("status").notNull().default("auth_examine"),
    reason: text("reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewerId: integer("reviewer_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("real_name_requests_status").on(t.status, t.submittedAt),
    uniqueIndex("real_name_requests_certified_card").on(t.idCard).where(sql`${t.status} = 'certified'`),
  ],
)

/** E-mail verification codes (hashes only), like the SMS codes. */
export const emailCodes = pgTable(
  "email_codes",
  {
    uuid: text("uuid").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("email_codes_user").on(t.userId, t.createdAt), index("email_codes_email").on(t.email, t.createdAt)],
)

/** What the local mail provider "sent" (development and offline use). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created").on(t.createdAt)],
)

/** Files on the file host (DATA_DIR/uploads), by their public path. */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    path: text("path").notNull().unique(),
    originalName: text("original_name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_user").on(t.userId, t.createdAt)],
)

/**
 * Video uploads under way in chunks: the bytes received so far sit in a partial file named by
 * the id; `receiving_since` marks a chunk being written (one at a time); the format is known
 * from the first chunk. Finished uploads become `uploads` rows; expired ones are swept.
 */
export const uploadSessions = pgTable(
  "upload_sessions",
  {
    id: text("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    originalName: text("original_name").notNull(),
    size: integer("size").notNull(),
    received: integer("received").notNull().default(0),
    format: text("format"),
    receivingSince: timestamp("receiving_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("upload_sessions_user").on(t.userId, t.expiresAt), check("upload_sessions_received", sql`${t.received} >= 0 AND ${t.received} <= ${t.size}`)],
)

/** One row per member and day signed (China time), written with the points credit. */
export const signIns = pgTable(
  "sign_ins",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD in China. */
    day: text("day").notNull(),
    /** Consecutive days up to and including this one. */
    streak: integer("streak").notNull(),
    points: integer("points").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sign_ins_user_day").on(t.userId, t.day), check("sign_ins_streak_positive", sql`${t.streak} > 0`)],
)

/**
 * Prizes of the wheel, in wheel order (sort). kind: points (credits `points`), goods
 * (shipped after a claim) or thanks. stock null means unlimited; it never goes below zero.
 */
export const prizes = pgTable(
  "prizes",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    image: text("image").notNull().default(""),
    kind: text("kind").notNull(),
    points: integer("points").notNull().default(0),
    /** Relative weight of being drawn. */
    odds: integer("odds").notNull(),
    stock: integer("stock"),
    sort: integer("sort").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [check("prizes_stock_not_negative", sql`${t.stock} is null or ${t.stock} >= 0`), check("prizes_odds_not_negative", sql`${t.odds} >= 0`)],
)

/** Every draw: what it cost and what came out. status: won, thanks, claimed (goods with an address), shipped. */
export const prizeRecords = pgTable(
  "prize_records",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    prizeId: integer("prize_id").references(() => prizes.id, { onDelete: "set null" }),
    prizeName: text("prize_name").notNull(),
    kind: text("kind").notNull(),
    cost: integer("cost").notNull(),
    pointsWon: integer("points_won").notNull().default(0),
    status: text("status").notNull(),
    /** Snapshot of the delivery address of a claimed goods prize. */
    address: jsonb("address").$type<{ name: string; phone: string; regionText: string; detail: string }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("prize_records_user").on(t.userId, t.createdAt), index("prize_records_created").on(t.createdAt)],
)

/** Gifts of the points mall. stock never goes below zero. */
export const gifts = pgTable(
  "gifts",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    image: text("image").notNull().default(""),
    description: text("description").notNull().default(""),
    points: integer("points").notNull(),
    marketPriceCents: centsColumn("market_price_cents").notNull().default(cents(0)),
    stock: integer("stock").notNull(),
    exchanged: integer("exchanged").notNull().default(0),
    /** A label such as 618特惠 or 热门; "" for none. */
    tag: text("tag").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [check("gifts_stock_not_negative", sql`${t.stock} >= 0`), check("gifts_points_positive", sql`${t.points} > 0`)],
)

/** An exchange of points for a gift, with the delivery address as it was. status: pending, shipped, completed. */
export const giftOrders = pgTable(
  "gift_orders",
  {
    id: serial("id").primaryKey(),
    orderNo: text("order_no").notNull().unique(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    giftId: referenceTo("gift_id", () => gifts.id),
    giftName: text("gift_name").notNull(),
    giftImage: text("gift_image").notNull(),
    quantity: integer("quantity").notNull(),
    points: integer("points").notNull(),
    status: text("status").notNull().default("pending"),
    receiver: text("receiver").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    courier: text("courier"),
    trackingNo: text("tracking_no"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("gift_orders_idempotency").on(t.userId, t.idempotencyKey), index("gift_orders_user").on(t.userId, t.createdAt)],
)

/**
 * A member's row about an item of content (a favourite, a footprint): the member, and the item's
 * kind, id, title, cover and link as they were when it was saved or visited.
 */
export const memberItemColumns = () => ({
  userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
  targetType: text("target_type").notNull(),
  targetId: integer("target_id").notNull(),
  title: text("title").notNull(),
  cover: text("cover").notNull().default(""),
  href: text("href").notNull(),
})

/** Favourites of any kind of content, with the title, cover and link it had when saved. */
export const favorites = pgTable(
  "favorites",
  {
    id: serial("id").primaryKey(),
    ...memberItemColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("favorites_target").on(t.userId, t.targetType, t.targetId), index("favorites_user").on(t.userId, t.createdAt)],
)

export const feedback = pgTable(
  "feedback",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    content: text("content").notNull(),
    contact: text("contact").notNull().default(""),
    images: text("images").array().notNull().default([]),
    status: text("status").notNull().default("pending"),
    reply: text("reply"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("feedback_user").on(t.userId, t.createdAt)],
)

/** Saved invoice titles; at most one default per member. */
export const invoiceTitles = pgTable(
  "invoice_titles",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    taxNo: text("tax_no").notNull().default(""),
    email: text("email").notNull(),
    bank: text("bank").notNull().default(""),
    address: text("address").notNull().default(""),
    defaulted: boolean("defaulted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invoice_titles_user").on(t.userId), uniqueIndex("invoice_titles_one_default").on(t.userId).where(sql`${t.defaulted}`)],
)

/** An invoice asked for a paid order (by its number), with the title as it was. status: pending, issued. */
export const invoiceRequests = pgTable(
  "invoice_requests",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    orderNo: text("order_no").notNull().unique(),
    titleText: text("title_text").notNull(),
    taxNo: text("tax_no").notNull().default(""),
    email: text("email").notNull(),
    type: text("type").notNull(),
    amountCents: centsColumn("amount_cents").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invoice_requests_user").on(t.userId)],
)

/** A member's small shop: status pending, approved, rejected or cancelled. */
export const memberShops = pgTable("member_shops", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  status: text("status").notNull().default("pending"),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
})
