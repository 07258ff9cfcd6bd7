import { sql } from "drizzle-orm"
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"

/**
 * Drug leaflets (药品说明书): the names and the fields searched on are columns; the sections of
 * the leaflet in their fixed order are one json array. `searchWords` holds the names, the
 * ingredients and the indications segmented into words (a `simple` text-search vector is built
 * from it), `searchText` the names, pinyin, initials, ingredients and approval number as one
 * line for substring search (a pg_trgm index, see the drugs_extra migration).
 */
export const drugLeaflets = pgTable(
  "drug_leaflets",
  {
    id: serial("id").primaryKey(),
    genericName: text("generic_name").notNull(),
    brandName: text("brand_name").notNull().default(""),
    englishName: text("english_name").notNull().default(""),
    /** 汉语拼音 as printed: syllables of the generic name, e.g. "A Mo Xi Lin Jiao Nang". */
    pinyin: text("pinyin").notNull(),
    /** Lower-case initials of the generic name, e.g. "amxljn". */
    initials: text("initials").notNull(),
    brandInitials: text("brand_initials").notNull().default(""),
    /** rx (处方药) or otc. */
    kind: text("kind").notNull(),
    category: text("category").notNull(),
    ingredients: text("ingredients").notNull(),
    approvalNumber: text("approval_number").notNull(),
    manufacturer: text("manufacturer").notNull(),
    /** [{ key, title, text }] in the order of a Chinese leaflet. */
    sections: jsonb("sections").$type<ReadonlyArray<{ key: string; title: string; text: string }>>().notNull(),
    searchWords: text("search_words").notNull(),
    searchText: text("search_text").notNull(),
    views: integer("views").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("drug_leaflets_approval").on(t.approvalNumber),
    index("drug_leaflets_category").on(t.category, t.genericName),
    check("drug_leaflets_kind", sql`${t.kind} in ('rx', 'otc')`),
  ],
)
export type DrugLeafletRow = typeof drugLeaflets.$inferSelect
