import { sql } from "drizzle-orm"
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core"
import { productCategories } from "../../shell/tables.ts"
import { users } from "../../session/tables/users.ts"
import { centsColumn } from "../../core/db/cents-column.ts"
import { referenceTo } from "../../core/db/reference-column.ts"

/**
 * The mall's products (SPU): one listing of a merchant in a category of the product tree,
 * with its prices in cents, stock and sales. Read-only for now: no cart or orders yet.
 */
export const products = pgTable(
  "products",
  {
    spuId: serial("spu_id").primaryKey(),
    /** The merchant's account; its nickname is the shop name. */
    merchantId: referenceTo("merchant_id", () => users.id),
    categoryId: referenceTo("category_id", () => productCategories.catId),
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
    priceCents: centsColumn("price_cents").notNull(),
    originalPriceCents: centsColumn("original_price_cents").notNull(),
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
    // The shelf in the other orders a shopper picks (销量, 价格 either way), as SORT_KEYS writes them:
    // a page of them reads its rows in order instead of sorting the whole shelf. NULLS FIRST as
    // ORDER BY … DESC has it, or the index would not serve that order.
    index("products_status_sales").on(t.status, t.salesCount.desc().nullsFirst(), t.spuId),
    index("products_status_price").on(t.status, t.priceCents, t.spuId),
    index("products_status_price_desc").on(t.status, t.priceCents.desc().nullsFirst(), t.spuId),
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

/**
 * The two-character pieces of each on-shelf product's searched text (its title, subtitle and
 * brand in lower case, as in its search entry) and of its categories' names, one row for each
 * distinct piece of two Chinese characters or two of a-z and 0-9, in the order of the shelf: a two-character keyword (面膜, 精华, 防晒) is read from here in the
 * order a shopper sees, and counted, without reading its other matches. pg_trgm cannot serve
 * such a keyword: it holds no whole trigram. A trigger on products keeps the rows (migration
 * 0031): written when a product is added or put on the shelf, written again when its title,
 * subtitle, brand, category or sort changes or a category above it is renamed or moved, and
 * removed when it leaves the shelf or is deleted.
 */
export const productGrams = pgTable(
  "product_grams",
  {
    gram: text("gram").notNull(),
    /** 0 when the piece is in the title, 1 when only in the subtitle or brand, 2 when only in its category's name or a category above: the title's matches lead. */
    tier: smallint("tier").notNull(),
    /** The product's `sort`, so that the shelf's order needs no sort. */
    sort: integer("sort").notNull(),
    spuId: integer("spu_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gram, t.tier, t.sort, t.spuId] }),
    index("product_grams_spu").on(t.spuId),
    // A keyword of several pieces (补水 面膜): whether a product holds a piece, and the products holding them all, in the order of their ids.
    index("product_grams_gram_spu").on(t.gram, t.spuId),
  ],
)

/**
 * How many on-shelf products hold each piece of product_grams, so that a two-character keyword's
 * total is one row however many products hold it. Triggers on product_grams keep it (migration
 * 0032): each statement that adds or removes pieces adds or takes away its own count of each,
 * in the pieces' order, so that two writers of the same pieces wait for each other instead of
 * deadlocking.
 */
export const productGramCounts = pgTable("product_gram_counts", {
  gram: text("gram").primaryKey(),
  products: integer("products").notNull(),
})
