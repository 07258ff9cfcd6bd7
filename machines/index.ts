/**
 * Every machine of the portal, for the flows page (/dev/flows), the path tests
 * (machines/flows.test.ts) and `npm run flows:export`.
 *
 * Each machine's entry sits beside it in machines/<area>/<name>.flow.ts, and each area lists
 * its entries in machines/<area>/flows.ts. Adding a machine: write its `<name>.flow.ts`
 * (`defineFlow({...})` — id, names and a description for product owners; `fakes` providing
 * every actor with `fake.promise([...outcomes])` (one outcome per answer the machine branches
 * on, and a failure) or `fake.callback()`; `events` with a sample per guarded branch of events
 * that carry data; `inputs` when the machine takes input), then add it to the area's list.
 * Keep fake answers short (a countdown of 2 s, a code valid for 3 s) so the walker reaches the
 * end of timers quickly. A machine without a flow file, or a flow file left out of its area's
 * list, fails machines/flows.test.ts.
 */
import { ADMIN_FLOWS } from "./admin/flows.ts"
import { CHAT_FLOWS } from "./chat/flows.ts"
import { COMMUNITY_FLOWS } from "./community/flows.ts"
import { CORE_FLOWS } from "./core/flows.ts"
import { COURSES_FLOWS } from "./courses/flows.ts"
import { MALL_FLOWS } from "./mall/flows.ts"
import { MAKER_FLOWS } from "./maker/flows.ts"
import { MEMBER_FLOWS } from "./member/flows.ts"
import { MERCHANT_FLOWS } from "./merchant/flows.ts"
import { ORDERS_FLOWS } from "./orders/flows.ts"
import { SESSION_FLOWS } from "./session/flows.ts"
import type { FlowEntry } from "./testing/flow-entry.ts"
import { WALLET_FLOWS } from "./wallet/flows.ts"

export const FLOWS: ReadonlyArray<FlowEntry> = [
  ...CORE_FLOWS,
  ...SESSION_FLOWS,
  ...WALLET_FLOWS,
  ...MEMBER_FLOWS,
  ...CHAT_FLOWS,
  ...COURSES_FLOWS,
  ...COMMUNITY_FLOWS,
  ...MALL_FLOWS,
  ...ORDERS_FLOWS,
  ...MERCHANT_FLOWS,
  ...MAKER_FLOWS,
  ...ADMIN_FLOWS,
]

/** The entry of a machine by id. */
export const flowById = (id: string): FlowEntry | undefined => FLOWS.find((f) => f.id === id)
