/** Account messages pushed over the websocket (spec 1 §3, §8). */
import { Schema } from "effect"

export const NotificationMessage = Schema.Struct({
  /** INFO, ERROR, WARNING, SUCCESS, TIPS, TOKEN-WEB, or absent for a plain notification. */
  msgType: Schema.optional(Schema.NullOr(Schema.String)),
  msg: Schema.String,
  title: Schema.optional(Schema.NullOr(Schema.String)),
})
export type NotificationMessage = typeof NotificationMessage.Type
