import { AUDIT_PAGE_SIZE } from "../../domain/admin/index.ts"
import type { AreaHandlers } from "../core/http/handler.ts"
import { reviewQueues } from "../core/review-queues.ts"
import { auditPage } from "./services/audit.ts"
import { reviewQueuesFor } from "./services/review-centre.ts"

/** The back office's own calls. */
export const adminHandlers = {
  adminReviewQueues: async (_input, { deps, user }) => reviewQueuesFor(deps.db, reviewQueues, user.roles),
  adminAudit: async ({ query }, { deps }) => auditPage(deps.db, query, AUDIT_PAGE_SIZE),
} satisfies AreaHandlers
