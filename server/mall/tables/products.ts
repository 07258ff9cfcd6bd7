import { sql } from "drizzle-orm"
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core"
import { productCategories } from "../../shell/tables.ts"
import { users } from "../../session/tables/users.ts"

/**
 * The mall's products (SPU): one listing of a merchant in a category of the product tree,
 * with its prices in cents, stock and sales. Read-only for now: no cart or orders yet.
 */
export const products = pgTable(
  "products",
  {
    spuId: serial("spu_id").primaryKey(),
    /** The merchant's account; its nickname is the shop name. */
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => users.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => productCategories.catId),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    brand: text("brand").notNull().default(""),
    cover: text("cover").notNull(),
    /** Gallery pictures after the cover. */
    images: text("images").array().notNull().default([]),
    /** Parameter lines: name and value. */
    params: jsonb("params").$type<ReadonlyArray<{ name: string; value: string }>>().notNull().default([]),
    /** Description paragraphs, plain text separated by blank lines. */
    description: text("description").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    originalPriceCents: integer("original_price_cents").notNull(),
    stock: integer("stock").notNull().default(0),
    salesCount: integer("sales_count").notNull().default(0),
    /** on (on the shelf) or off. */
    status: text("status").notNull().default("on"),
    /**
     * The administrator's review of going on the shelf (maker centre): none (not asked), pending,
     * approved or rejected; only an approved product goes on the shelf.
     */
    reviewState: text("review_state").notNull().default("approved"),
    rejectReason: text("reject_reason"),
    /** The shop's brand (maker centre), when the product names one of them. */
    brandId: integer("brand_id"),
    /** Detail pictures under the description. */
    detailImages: text("detail_images").array().notNull().default([]),
    weightGrams: integer("weight_grams").notNull().default(0),
    /** The merchant's display order (综合). */
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_category").on(t.categoryId),
    index("products_merchant").on(t.merchantId),
    index("products_status_sort").on(t.status, t.sort, t.spuId),
    check("products_price_not_negative", sql`${t.priceCents} >= 0`),
    check("products_original_price_not_below_price", sql`${t.originalPriceCents} >= ${t.priceCents}`),
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
    check("products_sales_not_negative", sql`${t.salesCount} >= 0`),
    check("products_status", sql`${t.status} in ('on', 'off')`),
    check("products_review_state", sql`${t.reviewState} in ('none', 'pending', 'approved', 'rejected')`),
    check("products_on_shelf_approved", sql`${t.status} = 'off' or ${t.reviewState} = 'approved'`),
  ],
)

export type ProductRow = typeof products.$inferSelect
