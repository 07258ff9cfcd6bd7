/** Lengths of time in milliseconds, for instants read as epoch milliseconds. */
export const DAY_MS = 86_400_000
