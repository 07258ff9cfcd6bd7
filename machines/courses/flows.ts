/** The courses flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { commentLikeFlow } from "./comment-like.flow.ts"
import { courseEditorFlow } from "./course-editor.flow.ts"
import { coursePlayerFlow } from "./course-player.flow.ts"
import { qualityMenuFlow } from "./quality-menu.flow.ts"

export const COURSES_FLOWS: ReadonlyArray<FlowEntry> = [
  commentLikeFlow,
  qualityMenuFlow,
  coursePlayerFlow,
  courseEditorFlow,
]
