import { Schema } from "effect"

/**
 * The review centre: one queue for each kind of thing that waits for a person. Each area that
 * has such a thing provides its queue (server: a provider counting what waits; client: the page
 * where the items are decided); the centre lists the queues the caller's permissions open.
 */
export const ReviewQueueSummary = Schema.Struct({
  key: Schema.String,
  title: Schema.String,
  /** The back office page where the queue's items are approved or rejected with a reason. */
  path: Schema.String,
  waiting: Schema.Number,
})
export type ReviewQueueSummary = typeof ReviewQueueSummary.Type
