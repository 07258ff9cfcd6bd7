/**
 * What both database clients share about the statement texts they keep prepared
 * (pglite-statements.ts for PGlite, serial-client.ts for PostgreSQL).
 */

/** How many statement texts a connection keeps prepared; the one used least recently goes first. */
export const KEPT_STATEMENTS = 400

/** Errors after which a kept statement is no longer usable: the table under it changed, or it is gone. */
const STALE = new Set(["0A000", "26000"])

export const isStaleStatement = (error: unknown): boolean => STALE.has(String((error as { code?: unknown } | undefined)?.code))
