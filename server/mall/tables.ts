import { sql } from "drizzle-orm"
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import type { FreightRule } from "../../domain/mall/freight.ts"
import { products } from "./tables/products.ts"
import { users } from "../session/tables/users.ts"
import { centsColumn } from "../core/db/cents-column.ts"
import { cents } from "../../domain/core/money.ts"
import { referenceTo } from "../core/db/reference-column.ts"

/**
 * Shops: one per merchant account (the shop's id is the owner's account id, as product cards
 * already name it), with its rating in tenths and follower count.
 */
export const shops = pgTable(
  "shops",
  {
    id: integer("id")
      .primaryKey()
      .references(() => users.id),
    name: text("name").notNull(),
    logo: text("logo").notNull().default(""),
    description: text("description").notNull().default(""),
    ratingTenths: integer("rating_tenths").notNull().default(50),
    followers: integer("followers").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("shops_rating", sql`${t.ratingTenths} between 0 and 50`), check("shops_followers", sql`${t.followers} >= 0`)],
)

export const shopFollows = pgTable(
  "shop_follows",
  {
    shopId: referenceTo("shop_id", () => shops.id),
    userId: referenceTo("user_id", () => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index("shop_follows_user").on(t.userId)],
)

/** A shop's freight template: by count or weight, rules per destination province. */
export const freightTemplates = pgTable(
  "freight_templates",
  {
    id: serial("id").primaryKey(),
    shopId: referenceTo("shop_id", () => shops.id),
    name: text("name").notNull(),
    chargeBy: text("charge_by").notNull(),
    rules: jsonb("rules").$type<ReadonlyArray<FreightRule>>().notNull(),
    /** Free shipping when the shop's goods in the order reach this many cents; null: never. */
    freeOverCents: centsColumn("free_over_cents"),
  },
  (t) => [index("freight_templates_shop").on(t.shopId), check("freight_templates_charge_by", sql`${t.chargeBy} in ('count', 'weight')`), check("freight_templates_free_over", sql`${t.freeOverCents} is null or ${t.freeOverCents} >= 0`)],
)

/** What a product adds to its catalogue row: sale attributes, grouped base attributes, freight. */
export const productSpecs = pgTable("product_specs", {
  spuId: integer("spu_id")
    .primaryKey()
    .references(() => products.spuId),
  saleAttrs: jsonb("sale_attrs").$type<ReadonlyArray<{ name: string; values: ReadonlyArray<string> }>>().notNull(),
  baseAttrs: jsonb("base_attrs").$type<ReadonlyArray<{ group: string; items: ReadonlyArray<{ name: string; value: string }> }>>().notNull(),
  freightTemplateId: referenceTo("freight_template_id", () => freightTemplates.id),
})

/**
 * SKUs: one per combination of a product's sale attribute values. `stock` is what can still be
 * bought; `lockedStock` is held by unpaid orders (taken from stock when the order is made,
 * released when it closes, dropped when it is paid).
 */
export const productSkus = pgTable(
  "product_skus",
  {
    skuId: serial("sku_id").primaryKey(),
    spuId: referenceTo("spu_id", () => products.spuId),
    code: text("code").notNull(),
    attrs: text("attrs").array().notNull(),
    /** The SKU's own title and subtitle (maker centre); empty for products listed before it. */
    title: text("title").notNull().default(""),
    subtitle: text("subtitle").notNull().default(""),
    priceCents: centsColumn("price_cents").notNull(),
    originalPriceCents: centsColumn("original_price_cents").notNull(),
    stock: integer("stock").notNull(),
    lockedStock: integer("locked_stock").notNull().default(0),
    salesCount: integer("sales_count").notNull().default(0),
    picture: text("picture").notNull(),
    weightGrams: integer("weight_grams").notNull().default(0),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_skus_code").on(t.code),
    index("product_skus_spu").on(t.spuId),
    check("product_skus_price", sql`${t.priceCents} >= 0 and ${t.originalPriceCents} >= ${t.priceCents}`),
    check("product_skus_stock", sql`${t.stock} >= 0 and ${t.lockedStock} >= 0`),
  ],
)

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id),
    skuId: referenceTo("sku_id", () => productSkus.skuId),
    quantity: integer("quantity").notNull(),
    checked: boolean("checked").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cart_items_user_sku").on(t.userId, t.skuId), check("cart_items_quantity", sql`${t.quantity} between 1 and 99`)],
)

/**
 * Orders, one per shop: status 0 待付款, 1 待发货, 2 已发货, 3 已完成, 4 已关闭. Prices are
 * copied from the SKUs when the order is made; the address is kept as it was.
 */
export const mallOrders = pgTable(
  "mall_orders",
  {
    id: serial("id").primaryKey(),
    orderNum: text("order_num").notNull(),
    userId: referenceTo("user_id", () => users.id),
    shopId: referenceTo("shop_id", () => shops.id),
    status: integer("status").notNull().default(0),
    goodsCents: centsColumn("goods_cents").notNull(),
    freightCents: centsColumn("freight_cents").notNull(),
    discountCents: centsColumn("discount_cents").notNull().default(cents(0)),
    /** What the VIP member price (95%) took off the goods; the coupon's part is discount_cents. */
    vipDiscountCents: centsColumn("vip_discount_cents").notNull().default(cents(0)),
    payCents: centsColumn("pay_cents").notNull(),
    address: jsonb("address").$type<{ name: string; phone: string; regionText: string; detail: string }>().notNull(),
    note: text("note").notNull().default(""),
    courier: text("courier"),
    trackingNo: text("tracking_no"),
    /** The search text: titles of the lines and the order number. */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closeReason: text("close_reason"),
    /** The member removed it from the list (finished orders only). */
    deletedByMember: boolean("deleted_by_member").notNull().default(false),
  },
  (t) => [
    uniqueIndex("mall_orders_num").on(t.orderNum),
    index("mall_orders_user").on(t.userId, t.status, t.createdAt),
    index("mall_orders_shop").on(t.shopId, t.status, t.createdAt),
    check("mall_orders_status", sql`${t.status} between 0 and 4`),
    check("mall_orders_money", sql`${t.goodsCents} >= 0 and ${t.freightCents} >= 0 and ${t.discountCents} >= 0 and ${t.vipDiscountCents} >= 0 and ${t.payCents} >= 0`),
  ],
)

export const mallOrderItems = pgTable(
  "mall_order_items",
  {
    id: serial("id").primaryKey(),
    orderId: referenceTo("order_id", () => mallOrders.id),
    skuId: referenceTo("sku_id", () => productSkus.skuId),
    spuId: referenceTo("spu_id", () => products.spuId),
    title: text("title").notNull(),
    skuText: text("sku_text").notNull(),
    picture: text("picture").notNull(),
    priceCents: centsColumn("price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /** The line's share of the order's coupon. */
    discountCents: centsColumn("discount_cents").notNull().default(cents(0)),
    /** What the VIP member price took off the line: (price − VIP unit price) × quantity. */
    vipDiscountCents: centsColumn("vip_discount_cents").notNull().default(cents(0)),
  },
  (t) => [
    index("mall_order_items_order").on(t.orderId),
    check("mall_order_items_quantity", sql`${t.quantity} > 0`),
    check("mall_order_items_discount", sql`${t.discountCents} >= 0 and ${t.vipDiscountCents} >= 0 and ${t.discountCents} + ${t.vipDiscountCents} <= ${t.priceCents} * ${t.quantity}`),
  ],
)
