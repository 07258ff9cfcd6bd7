import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core"
import { productSkus, shops } from "../tables.ts"
import { referenceTo } from "../../core/db/reference-column.ts"

/** A shop's warehouse, with its address and region. */
export const warehouses = pgTable(
  "warehouses",
  {
    id: serial("id").primaryKey(),
    shopId: referenceTo("shop_id", () => shops.id),
    name: text("name").notNull(),
    address: text("address").notNull(),
    regionText: text("region_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("warehouses_shop").on(t.shopId)],
)

/**
 * Stock of one SKU in one warehouse: the goods on hand. For a SKU kept in warehouses the mall's
 * available stock (product_skus.stock) is the sum over its warehouses less what unpaid orders
 * lock (product_skus.locked_stock); a paid order takes its goods out of the warehouses.
 */
export const wareSkus = pgTable(
  "ware_skus",
  {
    wareId: referenceTo("ware_id", () => warehouses.id),
    skuId: referenceTo("sku_id", () => productSkus.skuId),
    stock: integer("stock").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.wareId, t.skuId] }), index("ware_skus_sku").on(t.skuId), check("ware_skus_stock", sql`${t.stock} >= 0`)],
)
