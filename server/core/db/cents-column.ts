import { integer } from "drizzle-orm/pg-core"
import type { Cents } from "../../../domain/core/money.ts"

/** A column holding an amount of money in cents: read and written as the branded `Cents`. */
export const centsColumn = (name: string) => integer(name).$type<Cents>()
