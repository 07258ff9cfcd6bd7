import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "../../session/tables/users.ts"
import { shops } from "../tables.ts"
import { centsColumn } from "../../core/db/cents-column.ts"
import { referenceTo } from "../../core/db/reference-column.ts"

/**
 * Coupons (满 X 减 Y): the portal's (shop_id null) or a shop's own; scope all, category (the
 * categories in target_ids and those below them) or product (the products in target_ids).
 * claimed_count never passes total_count (a check and a locked, conditional claim).
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id").references(() => shops.id),
    name: text("name").notNull(),
    scope: text("scope").notNull(),
    targetIds: integer("target_ids").array().notNull().default([]),
    thresholdCents: centsColumn("threshold_cents").notNull(),
    amountCents: centsColumn("amount_cents").notNull(),
    totalCount: integer("total_count").notNull(),
    claimedCount: integer("claimed_count").notNull().default(0),
    usedCount: integer("used_count").notNull().default(0),
    perLimit: integer("per_limit").notNull().default(1),
    claimStart: timestamp("claim_start", { withTimezone: true }).notNull(),
    claimEnd: timestamp("claim_end", { withTimezone: true }).notNull(),
    useStart: timestamp("use_start", { withTimezone: true }).notNull(),
    useEnd: timestamp("use_end", { withTimezone: true }).notNull(),
    /** Set on the month's VIP coupons (`2026-11`): handed to VIP members, never claimed in 领券. */
    vipMonth: text("vip_month"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_vip_month").on(t.vipMonth, t.thresholdCents),
    index("coupons_claim_end").on(t.claimEnd),
    index("coupons_shop").on(t.shopId),
    check("coupons_scope", sql`${t.scope} in ('all', 'category', 'product')`),
    check("coupons_money", sql`${t.amountCents} > 0 and ${t.thresholdCents} >= 0`),
    check("coupons_counts", sql`${t.claimedCount} between 0 and ${t.totalCount} and ${t.usedCount} between 0 and ${t.claimedCount} and ${t.perLimit} >= 1`),
  ],
)

/**
 * Coupons members hold (one row per claimed coupon). A coupon is used when order_num is set
 * (on the order made with it) and unused again when that order closes unpaid.
 */
export const memberCoupons = pgTable(
  "member_coupons",
  {
    id: serial("id").primaryKey(),
    couponId: referenceTo("coupon_id", () => coupons.id),
    userId: referenceTo("user_id", () => users.id),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    orderNum: text("order_num"),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("member_coupons_user").on(t.userId, t.couponId), index("member_coupons_order").on(t.orderNum)],
)

/** The months whose VIP coupons a member was given: one row per member and month, so never twice. */
export const vipCouponGrants = pgTable(
  "vip_coupon_grants",
  {
    userId: referenceTo("user_id", () => users.id),
    month: text("month").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
)
