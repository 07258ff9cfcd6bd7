/** A stored time as the API writes it: ISO 8601 text, or null when the column is empty. */
export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null)
