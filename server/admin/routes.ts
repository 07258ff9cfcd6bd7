import { AUDIT_PAGE_SIZE, temporaryPasswordText } from "../../domain/admin/index.ts"
import type { AreaHandlers } from "../core/http/handler.ts"
import { reviewQueues } from "../core/review-queues.ts"
import { SMS_SIGNATURE } from "../session/services/sms/sms-codes.ts"
import { auditPage } from "./services/audit.ts"
import { adjustMemberPoints, memberDetail, resetMemberPassword } from "./services/members.ts"
import { reviewQueuesFor } from "./services/review-centre.ts"

/** The back office's own calls. */
export const adminHandlers = {
  adminReviewQueues: async (_input, { deps, user }) => reviewQueuesFor(deps.db, reviewQueues, user.roles),
  adminAudit: async ({ query }, { deps }) => auditPage(deps.db, query, AUDIT_PAGE_SIZE),
  adminMemberDetail: async ({ params }, { deps }) => memberDetail(deps.db, params.id),
  adminMemberPasswordReset: async ({ params }, { deps, user }) => {
    const { phone, password } = await resetMemberPassword(deps.db, user, params.id, deps.now())
    // The old password opened sessions that must not outlive it.
    await deps.tokens.revokeOthers(params.id, "")
    await deps.sms.provider.send(phone, temporaryPasswordText(SMS_SIGNATURE, password))
    return { phone }
  },
  adminMemberPointsAdjust: async ({ params, body }, { deps, user }) => adjustMemberPoints(deps.db, user, params.id, body),
} satisfies AreaHandlers
