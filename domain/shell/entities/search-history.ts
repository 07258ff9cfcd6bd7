/** Search history: one list per search type (spec 1 §3). */
import { Schema } from "effect"

const Keywords = Schema.Array(Schema.String)

export const SearchHistoryRecord = Schema.Struct({
  comprehensive: Keywords,
  courses: Keywords,
  products: Keywords,
  science: Keywords,
  news: Keywords,
  forum: Keywords,
  famous: Keywords,
})
export type SearchHistoryRecord = typeof SearchHistoryRecord.Type
