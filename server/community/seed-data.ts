/**
 * Demo science articles written for the portal: general, sober health and beauty knowledge,
 * each by a certified demo member. Bodies are the editor's html (headings, lists, quotes). The
 * articles are data in science-articles.json, decoded here.
 */
import { Schema } from "effect"
import articles from "./science-articles.json"

const ScienceSeedArticle = Schema.Struct({
  author: Schema.String,
  category: Schema.String,
  title: Schema.String,
  summary: Schema.String,
  bodyHtml: Schema.String,
  daysAgo: Schema.Number,
  /** Left waiting for review, or rejected with this reason. */
  pending: Schema.optionalKey(Schema.Literal(true)),
  rejectReason: Schema.optionalKey(Schema.String),
})
export type ScienceSeedArticle = typeof ScienceSeedArticle.Type

export const SCIENCE_ARTICLES: ReadonlyArray<ScienceSeedArticle> = Schema.decodeUnknownSync(Schema.Array(ScienceSeedArticle))(articles)
