/** The public face of server/admin: the audit log other areas write to, and the shape of a review queue they provide. */
export { recordAudit, type AuditActor } from "./services/audit.ts"
export { reviewQueue, type ReviewQueueProvider } from "./review-queue.ts"
