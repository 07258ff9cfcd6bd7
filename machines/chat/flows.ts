/** The chat flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { chatAlertsFlow } from "./chat-alerts.flow.ts"
import { chatConnectionFlow } from "./chat-connection.flow.ts"
import { conversationFlow } from "./conversation.flow.ts"
import { friendRelationFlow } from "./friend-relation.flow.ts"
import { quickReplyDialogFlow } from "./quick-reply-dialog.flow.ts"

export const CHAT_FLOWS: ReadonlyArray<FlowEntry> = [
  friendRelationFlow,
  chatConnectionFlow,
  chatAlertsFlow,
  conversationFlow,
  quickReplyDialogFlow,
]
