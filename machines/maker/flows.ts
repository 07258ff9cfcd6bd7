/** The maker flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { makerJoinFlow } from "./maker-join.flow.ts"
import { publishWorkFlow } from "./publish-work.flow.ts"

export const MAKER_FLOWS: ReadonlyArray<FlowEntry> = [makerJoinFlow, publishWorkFlow]
