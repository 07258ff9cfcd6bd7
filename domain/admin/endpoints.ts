import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { SafeText } from "../core/validation/boundary.ts"
import { AuditEntry } from "./audit.ts"
import { PERMISSIONS, requires } from "./permissions.ts"
import { ReviewQueueSummary } from "./review.ts"

const PageQuery = Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 100_000 }))

export const AUDIT_PAGE_SIZE = 20

/** The back office's own calls: the review centre's queues and the audit log. */
export const adminEndpoints = {
  adminReviewQueues: endpoint({
    method: "GET",
    path: "/api/admin/review/queues",
    access: requires(PERMISSIONS.enter),
    response: Schema.Array(ReviewQueueSummary),
    errors: [],
  }),
  adminAudit: endpoint({
    method: "GET",
    path: "/api/admin/audit",
    access: requires(PERMISSIONS.audit),
    query: Schema.Struct({ keyword: Schema.optional(SafeText(60)), page: Schema.optional(PageQuery) }),
    response: Schema.Struct({ content: Schema.Array(AuditEntry), totalElements: Schema.Number }),
    errors: [400],
  }),
} as const
