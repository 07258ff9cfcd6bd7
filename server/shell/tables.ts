import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex, index } from "drizzle-orm/pg-core"
import { referenceTo } from "../core/db/reference-column.ts"

/** Site settings by group (webuser, website, webshop, websys). */
export const siteConfigEntries = pgTable(
  "site_config_entries",
  {
    id: serial("id").primaryKey(),
    group: text("group_name").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_config_entries_group_key").on(t.group, t.key)],
)

/** Footer links; a row without a parent is a group heading. */
export const siteLinks = pgTable("site_links", {
  id: serial("id").primaryKey(),
  group: text("group_name").notNull(),
  parentId: integer("parent_id"),
  title: text("title").notNull(),
  href: text("href").notNull().default(""),
  show: boolean("show").notNull().default(true),
  blankTarget: boolean("blank_target").notNull().default(false),
  sort: integer("sort").notNull().default(0),
})

/** Html content blocks keyed by an advert key (static and legal pages, banners). */
export const adverts = pgTable("adverts", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  title: text("title").notNull(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
})

export const productCategories = pgTable(
  "product_categories",
  {
    catId: serial("cat_id").primaryKey(),
    name: text("name").notNull(),
    parentCid: integer("parent_cid"),
    icon: text("icon").notNull().default(""),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("product_categories_parent").on(t.parentCid)],
)

export const dicts = pgTable("dicts", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
})

export const dictDetails = pgTable(
  "dict_details",
  {
    id: serial("id").primaryKey(),
    dictId: referenceTo("dict_id", () => dicts.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    value: text("value").notNull(),
    sort: integer("sort").notNull().default(0),
    /** A disabled entry stays in the back office but is not offered by api/dictDetail/free. */
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [index("dict_details_dict").on(t.dictId), uniqueIndex("dict_details_dict_value").on(t.dictId, t.value)],
)
