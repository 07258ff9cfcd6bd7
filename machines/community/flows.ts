/** The community flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { articleDraftFlow } from "./article-draft.flow.ts"
import { forumReplyFlow } from "./forum-reply.flow.ts"
import { forumTopicFlow } from "./forum-topic.flow.ts"

export const COMMUNITY_FLOWS: ReadonlyArray<FlowEntry> = [
  articleDraftFlow,
  forumTopicFlow,
  forumReplyFlow,
]
