/** Advert content (GET api/advert) (spec 1 §7, spec 2 §3). */
import { Schema } from "effect"

export const AdvertRequest = Schema.Struct({
  key: Schema.String,
  title: Schema.String,
})
export type AdvertRequest = typeof AdvertRequest.Type

export const AdvertResponse = Schema.Struct({
  /** Html. */
  value: Schema.String,
})
export type AdvertResponse = typeof AdvertResponse.Type
