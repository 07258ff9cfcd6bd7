/** Dictionary entries (GET api/dictDetail/free) (spec 2 §3). */
import { Schema } from "effect"

export const DictionaryDetail = Schema.Struct({
  value: Schema.String,
  label: Schema.String,
})
export type DictionaryDetail = typeof DictionaryDetail.Type
