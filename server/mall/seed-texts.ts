/**
 * What the demo buyers wrote: reviews (30-200 characters, as the comment rules ask), the shop's
 * replies, and questions about products with their answers; where the learners live and where
 * the shop takes returns. The texts are data in
 * `./seed-texts.json`, checked against these schemas when loaded.
 */
import { Schema } from "effect"
import { decodeSeedList } from "../core/seed-data.ts"
import data from "./seed-texts.json"

/** A learner's order of demo products (by product key), the review of each line, and when. */
const LearnerOrder = Schema.Struct({
  username: Schema.String,
  daysAgo: Schema.Number,
  lines: Schema.Array(Schema.Struct({ key: Schema.String, quantity: Schema.Number })),
  /** Per line (same order): grade and text, pictures (product picture numbers), or null for none (default review later). */
  reviews: Schema.Array(
    Schema.NullOr(
      Schema.Struct({ grade: Schema.Number, content: Schema.String, pictures: Schema.optional(Schema.Array(Schema.Literals([1, 2, 3]))) }),
    ),
  ),
  /** The shop's reply to the first line's review. */
  reply: Schema.optional(Schema.String),
  /** Learners who liked the first line's review. */
  likedBy: Schema.optional(Schema.Array(Schema.String)),
})
export type LearnerOrder = typeof LearnerOrder.Type

const Review = Schema.Struct({ grade: Schema.Number, content: Schema.String, reply: Schema.String })

const Question = Schema.Struct({
  key: Schema.String,
  username: Schema.String,
  daysAgo: Schema.Number,
  title: Schema.String,
  content: Schema.String,
  answers: Schema.Array(Schema.Struct({ by: Schema.String, content: Schema.String })),
})

export const LEARNER_ORDERS: ReadonlyArray<LearnerOrder> = decodeSeedList(LearnerOrder, data.learnerOrders)

/** 周婉清's review of her serum, with the shop's reply. */
export const VIP_REVIEW: typeof Review.Type = Schema.decodeUnknownSync(Review)(data.vipReview)

const Address = Schema.Struct({ name: Schema.String, region: Schema.String, detail: Schema.String, phone: Schema.String })
const ReturnAddress = Schema.Struct({ name: Schema.String, phone: Schema.String, address: Schema.String })

export const DEMO_QUESTIONS: ReadonlyArray<typeof Question.Type> = decodeSeedList(Question, data.questions)

/** Where each learner lives (district ids of the region tree), by user name. */
export const LEARNER_ADDRESSES: Readonly<Record<string, typeof Address.Type>> = Schema.decodeUnknownSync(Schema.Record(Schema.String, Address))(
  data.learnerAddresses,
)

/** The shop's return address for accepted returns. */
export const RETURN_ADDRESS: typeof ReturnAddress.Type = Schema.decodeUnknownSync(ReturnAddress)(data.returnAddress)
