/** Lengths of time in milliseconds, for instants read as epoch milliseconds (Date.now()). */
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
