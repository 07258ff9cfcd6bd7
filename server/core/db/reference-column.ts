import { integer, type AnyPgColumn, type ReferenceConfig } from "drizzle-orm/pg-core"

/**
 * A required reference to another table's integer key:
 * `shopId: referenceTo("shop_id", () => shops.id)`, with `{ onDelete: "cascade" }` where the row
 * goes with the one it refers to.
 */
export const referenceTo = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig["actions"]) =>
  integer(name).notNull().references(target, actions)
