import { sql } from "drizzle-orm"
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "../../session/tables/users.ts"
import { mallOrderItems, mallOrders, shops } from "../tables.ts"
import { centsColumn } from "../../core/db/cents-column.ts"
import { referenceTo } from "../../core/db/reference-column.ts"

/**
 * Returns (order_return): status 0 待处理, 1 退货中, 2 已完成, 3 已拒绝. The refund is credited
 * through the wallet ledger when the shop confirms receipt (refunded_at set in the same
 * transaction, the ledger movement keyed by the return).
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: serial("id").primaryKey(),
    returnNo: text("return_no").notNull(),
    orderId: referenceTo("order_id", () => mallOrders.id),
    userId: referenceTo("user_id", () => users.id),
    shopId: referenceTo("shop_id", () => shops.id),
    status: integer("status").notNull().default(0),
    refundCents: centsColumn("refund_cents").notNull(),
    reason: text("reason").notNull(),
    description: text("description").notNull().default(""),
    pictures: text("pictures").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handleNote: text("handle_note"),
    returnAddress: jsonb("return_address").$type<{ name: string; phone: string; address: string }>(),
    courier: text("courier"),
    trackingNo: text("tracking_no"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    receiveNote: text("receive_note"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("order_returns_no").on(t.returnNo),
    index("order_returns_user").on(t.userId, t.status, t.createdAt),
    index("order_returns_shop").on(t.shopId, t.status, t.createdAt),
    index("order_returns_order").on(t.orderId),
    check("order_returns_status", sql`${t.status} between 0 and 3`),
    check("order_returns_refund", sql`${t.refundCents} >= 0`),
  ],
)

/** The order lines a return covers, with what is refunded for each. */
export const orderReturnItems = pgTable(
  "order_return_items",
  {
    id: serial("id").primaryKey(),
    returnId: referenceTo("return_id", () => orderReturns.id),
    orderItemId: referenceTo("order_item_id", () => mallOrderItems.id),
    refundCents: centsColumn("refund_cents").notNull(),
  },
  (t) => [index("order_return_items_return").on(t.returnId), index("order_return_items_item").on(t.orderItemId), check("order_return_items_refund", sql`${t.refundCents} >= 0`)],
)
