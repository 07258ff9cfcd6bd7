import { sql, type Placeholder } from "drizzle-orm"

/**
 * A LIMIT or OFFSET written into the statement's text instead of sent as one of its parameters.
 *
 * Statements are kept prepared (kept-statements.ts), and PostgreSQL plans a kept statement once
 * for every value (a generic plan) only when that plan's estimated cost is close to the plans it
 * made for the values so far. With the window as parameters it cannot know how many rows are
 * wanted and guesses a tenth of the table, so on a large table the generic plan looks far
 * dearer and every run is planned again: at the bench's scale the product list's page and its
 * capped count, and a keyword's page of pieces, were planned on each of thousands of runs,
 * 0.3-0.8 ms each. With the numbers in the text a page shape (size and start) is planned once.
 * Each distinct window is a statement text of its own, so this suits the windows of a paged
 * list (a few sizes, at most a hundred pages), not numbers a caller may vary freely.
 */
export const inText = (count: number): Placeholder => {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`a LIMIT or OFFSET must be a whole number from 0, not ${count}`)
  // Drizzle writes an SQL chunk given for LIMIT or OFFSET as it is; its types name only numbers and placeholders.
  return sql.raw(String(count)) as unknown as Placeholder
}
