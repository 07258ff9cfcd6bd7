import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { IdFromString, Int4, SafeText } from "../core/validation/boundary.ts"
import { AuditEntry } from "./audit.ts"
import { ADJUST_REASON_MAX, MemberDetail } from "./members.ts"
import { DailyTotal, MoneyOrderQuery, MoneyOrderRow, MoneyRefundRow } from "./money.ts"
import { PERMISSIONS, requires } from "./permissions.ts"
import { ReviewQueueSummary } from "./review.ts"
import { roleEndpoints } from "./roles.ts"

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
  /** One member for the 客服: account, wallet and ledger, points, real name, orders of every kind, reports against them. */
  adminMemberDetail: endpoint({
    method: "GET",
    path: "/api/admin/members/{id}",
    access: requires(PERMISSIONS.members),
    params: Schema.Struct({ id: IdFromString }),
    response: MemberDetail,
    errors: [400, 404],
  }),
  /** Sets a random temporary password, signs the member out everywhere and tells them by SMS. */
  adminMemberPasswordReset: endpoint({
    method: "POST",
    path: "/api/admin/members/{id}/password-reset",
    access: requires(PERMISSIONS.members),
    params: Schema.Struct({ id: IdFromString }),
    response: Schema.Struct({ phone: Schema.String }),
    errors: [400, 404, 409],
    auditedByService: true,
  }),
  /** Adds or takes points with a reason through the points ledger; never below zero. The 客服's, who opens the member. */
  adminMemberPointsAdjust: endpoint({
    method: "POST",
    path: "/api/admin/members/{id}/points",
    access: requires(PERMISSIONS.members),
    params: Schema.Struct({ id: IdFromString }),
    body: Schema.Struct({ points: Int4, reason: SafeText(ADJUST_REASON_MAX) }),
    response: Schema.Struct({ points: Schema.Number }),
    errors: [400, 404, 409],
    auditedByService: true,
  }),
  /** Orders of every kind for the finance staff, newest first, with filters. */
  adminMoneyOrders: endpoint({
    method: "GET",
    path: "/api/admin/money/orders",
    access: requires(PERMISSIONS.money),
    query: Schema.Struct({ ...MoneyOrderQuery, page: Schema.optional(PageQuery), size: Schema.optional(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 }))) }),
    response: Schema.Struct({ content: Schema.Array(MoneyOrderRow), totalElements: Schema.Number }),
    errors: [400],
  }),
  /** The same filter as a spreadsheet (.xlsx), streamed. */
  adminMoneyExport: endpoint({
    method: "GET",
    path: "/api/admin/money/orders/export",
    access: requires(PERMISSIONS.money),
    query: Schema.Struct(MoneyOrderQuery),
    response: Schema.String,
    errors: [400],
  }),
  /** Returns of mall orders and their refunds, newest first, by state and a range of China days. */
  adminMoneyRefunds: endpoint({
    method: "GET",
    path: "/api/admin/money/refunds",
    access: requires(PERMISSIONS.money),
    query: Schema.Struct({
      status: Schema.optional(Schema.Literals(["pending", "returning", "completed", "rejected"])),
      from: MoneyOrderQuery.from,
      to: MoneyOrderQuery.to,
      page: Schema.optional(PageQuery),
    }),
    response: Schema.Struct({ content: Schema.Array(MoneyRefundRow), totalElements: Schema.Number }),
    errors: [400],
  }),
  /** Daily totals of the balance ledger over a range of China days. */
  adminMoneyDaily: endpoint({
    method: "GET",
    path: "/api/admin/money/daily",
    access: requires(PERMISSIONS.money),
    query: Schema.Struct({ from: Schema.String, to: Schema.String }),
    response: Schema.Array(DailyTotal),
    errors: [400],
  }),
  ...roleEndpoints,
} as const
