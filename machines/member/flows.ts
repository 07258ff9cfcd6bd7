/** The member flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { emailCodeFlow } from "./email-code.flow.ts"
import { favoriteToggleFlow } from "./favorite-toggle.flow.ts"
import { prizeWheelFlow } from "./prize-wheel.flow.ts"
import { signInFlow } from "./sign-in.flow.ts"

export const MEMBER_FLOWS: ReadonlyArray<FlowEntry> = [
  signInFlow,
  prizeWheelFlow,
  emailCodeFlow,
  favoriteToggleFlow,
]
