import type { PGlite, QueryOptions } from "@electric-sql/pglite"
import { types } from "@electric-sql/pglite"
import { replaceTransactionQuery } from "./pglite-transaction-query.ts"

/**
 * Drizzle's PGlite driver sends one set of value parsers with every query: dates, times and
 * intervals (and arrays of them) are handed over as the database's text, which Drizzle's columns
 * then read themselves. PGlite merges a query's parsers into a copy of its own table of about
 * two hundred types for each query it runs, some 0.1 ms a statement: a tenth of a payment's time
 * on the embedded database. `installDrizzleParsers` writes those parsers into the client's table
 * once, and its queries then leave out the copies Drizzle sends, which say the same.
 */
const RAW_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]

const raw = (value: string): string => value
const SAMPLE = "1999-01-08 04:05:06+08"

/** Whether a query's parsers are exactly Drizzle's: the text of the raw types, nothing else. */
export const isDrizzleParsers = (parsers: QueryOptions["parsers"]): boolean => {
  if (!parsers) return false
  const keys = Object.keys(parsers)
  return keys.length === RAW_TYPES.length && RAW_TYPES.every((type) => parsers[type]?.(SAMPLE) === SAMPLE)
}

const withoutDrizzleParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
  if (!options || !isDrizzleParsers(options.parsers)) return options
  const { parsers: _same, ...rest } = options
  return rest
}

/** Installs Drizzle's parsers in the client's table and drops them from each query (in and out of transactions). */
export const installDrizzleParsers = (client: PGlite): void => {
  for (const type of RAW_TYPES) client.parsers[type] = raw
  const query = client.query.bind(client)
  client.query = (text, params, options) => query(text, params, withoutDrizzleParsers(options))
  replaceTransactionQuery(client, (tx) => (text, params, options) => tx.query(text, params, withoutDrizzleParsers(options)))
}
