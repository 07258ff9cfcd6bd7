/** The back office's flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { accountToggleFlow } from "./account-toggle.flow.ts"
import { reviewDecisionFlow } from "./review-decision.flow.ts"

export const ADMIN_FLOWS: ReadonlyArray<FlowEntry> = [accountToggleFlow, reviewDecisionFlow]
