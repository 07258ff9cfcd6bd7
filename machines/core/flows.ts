/** The shared flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { callFlow } from "./call.flow.ts"
import { formSubmitFlow } from "./form-submit.flow.ts"
import { pagedListFlow } from "./paged-list.flow.ts"
import { resourceFlow } from "./resource.flow.ts"
import { uploadFlow } from "./upload.flow.ts"
import { uploadListFlow } from "./upload-list.flow.ts"

export const CORE_FLOWS: ReadonlyArray<FlowEntry> = [
  callFlow,
  resourceFlow,
  formSubmitFlow,
  uploadFlow,
  uploadListFlow,
  pagedListFlow,
]
