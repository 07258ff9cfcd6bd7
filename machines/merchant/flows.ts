/** The maker centre's shop flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { publishWizardFlow } from "./publish-wizard.flow.ts"
import { purchaseOrderFlow } from "./purchase-order.flow.ts"

export const MERCHANT_FLOWS: ReadonlyArray<FlowEntry> = [publishWizardFlow, purchaseOrderFlow]
