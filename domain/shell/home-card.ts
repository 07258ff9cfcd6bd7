import { Schema } from "effect"

/**
 * Response of a home recommendation endpoint (homeCourses, homeProducts, homeArticles; see
 * domain/shell/home-blocks.ts): `Schema.Array(HomeCard)`. The area that owns the content
 * declares the endpoint in its module with this response.
 */
export const HomeCard = Schema.Struct({
  id: Schema.Union([Schema.String, Schema.Number]),
  title: Schema.String,
  image: Schema.String,
  href: Schema.String,
  subtitle: Schema.optional(Schema.String),
  priceCents: Schema.optional(Schema.Number.check(Schema.isInt())),
  tag: Schema.optional(Schema.String),
})
export type HomeCard = typeof HomeCard.Type
export const HomeCards = Schema.Array(HomeCard)
