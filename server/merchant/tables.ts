import { sql } from "drizzle-orm"
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { productCategories } from "../shell/tables.ts"
import { productSkus, shops } from "../mall/tables.ts"
import { products } from "../mall/tables/products.ts"
import { warehouses } from "../mall/tables/warehouses.ts"
import { users } from "../session/tables/users.ts"
import { referenceTo } from "../core/db/reference-column.ts"

/** 品牌 of a shop. */
export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    shopId: referenceTo("shop_id", () => shops.id),
    name: text("name").notNull(),
    logo: text("logo").notNull().default(""),
    description: text("description").notNull().default(""),
    letter: text("letter").notNull(),
    shown: boolean("shown").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("brands_shop_name").on(t.shopId, t.name)],
)

/** The categories a brand sells in. */
export const brandCategories = pgTable(
  "brand_categories",
  {
    brandId: referenceTo("brand_id", () => brands.id, { onDelete: "cascade" }),
    categoryId: referenceTo("category_id", () => productCategories.catId),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.categoryId] })],
)

/** 属性分组 of a category, for one shop. */
export const attrGroups = pgTable(
  "attr_groups",
  {
    id: serial("id").primaryKey(),
    shopId: referenceTo("shop_id", () => shops.id),
    categoryId: referenceTo("category_id", () => productCategories.catId),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    icon: text("icon").notNull().default(""),
    description: text("description").notNull().default(""),
  },
  (t) => [index("attr_groups_shop_category").on(t.shopId, t.categoryId)],
)

/** 规格参数 (base) and 销售属性 (sale) of a category, for one shop; a base attribute is in at most one group. */
export const attrs = pgTable(
  "attrs",
  {
    id: serial("id").primaryKey(),
    shopId: referenceTo("shop_id", () => shops.id),
    categoryId: referenceTo("category_id", () => productCategories.catId),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    values: text("values").array().notNull().default([]),
    multiple: boolean("multiple").notNull().default(false),
    searchable: boolean("searchable").notNull().default(false),
    quickShow: boolean("quick_show").notNull().default(false),
    groupId: integer("group_id").references(() => attrGroups.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("attrs_shop_category_kind_name").on(t.shopId, t.categoryId, t.kind, t.name),
    check("attrs_kind", sql`${t.kind} in ('base', 'sale')`),
    check("attrs_group_base", sql`${t.groupId} is null or ${t.kind} = 'base'`),
  ],
)

/** A product's value of a base attribute, as the wizard saved it. */
export const productAttrValues = pgTable(
  "product_attr_values",
  {
    spuId: referenceTo("spu_id", () => products.spuId),
    attrId: referenceTo("attr_id", () => attrs.id),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.spuId, t.attrId] })],
)

/** 采购单: status 0 新建, 1 已分配, 2 已领取, 3 已完成, 4 有异常. */
export const purchases = pgTable(
  "purchases",
  {
    id: serial("id").primaryKey(),
    shopId: referenceTo("shop_id", () => shops.id),
    status: integer("status").notNull().default(0),
    buyer: text("buyer").notNull().default(""),
    buyerPhone: text("buyer_phone").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("purchases_shop").on(t.shopId), check("purchases_status", sql`${t.status} between 0 and 4`)],
)

/** 采购需求: status 0 新建, 1 已分配, 2 正在采购, 3 已完成, 4 采购失败. */
export const purchaseItems = pgTable(
  "purchase_items",
  {
    id: serial("id").primaryKey(),
    shopId: referenceTo("shop_id", () => shops.id),
    skuId: referenceTo("sku_id", () => productSkus.skuId),
    wareId: referenceTo("ware_id", () => warehouses.id),
    quantity: integer("quantity").notNull(),
    status: integer("status").notNull().default(0),
    purchaseId: integer("purchase_id").references(() => purchases.id),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("purchase_items_shop").on(t.shopId),
    index("purchase_items_purchase").on(t.purchaseId),
    check("purchase_items_status", sql`${t.status} between 0 and 4`),
    check("purchase_items_quantity", sql`${t.quantity} between 1 and 99999`),
  ],
)

/** 库存调整: a change of a warehouse's stock of a SKU made by the shop, with its reason. */
export const wareStockChanges = pgTable(
  "ware_stock_changes",
  {
    id: serial("id").primaryKey(),
    shopId: referenceTo("shop_id", () => shops.id),
    wareId: referenceTo("ware_id", () => warehouses.id),
    skuId: referenceTo("sku_id", () => productSkus.skuId),
    before: integer("before").notNull(),
    after: integer("after").notNull(),
    reason: text("reason").notNull(),
    operatorId: referenceTo("operator_id", () => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ware_stock_changes_shop").on(t.shopId, t.id), check("ware_stock_changes_stock", sql`${t.before} >= 0 and ${t.after} >= 0`)],
)
