import { AUDIT_PAGE_SIZE, temporaryPasswordText } from "../../domain/admin/index.ts"
import type { AreaHandlers } from "../core/http/handler.ts"
import { reviewQueues } from "../core/review-queues.ts"
import { SMS_SIGNATURE } from "../session/services/sms/sms-codes.ts"
import { auditPage } from "./services/audit.ts"
import { adjustMemberPoints, memberDetail, resetMemberPassword } from "./services/members.ts"
import { MONEY_PAGE_SIZE } from "../../domain/admin/money.ts"
import { chinaDay } from "../../domain/member/china-day.ts"
import { dailyTotals, moneyOrderPage, moneyOrderWorkbook, refundPage } from "./services/money.ts"
import { reviewQueuesFor } from "./services/review-centre.ts"
import { grantRoles, roleAccounts } from "./services/roles.ts"

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
  adminMoneyOrders: async ({ query }, { deps }) => moneyOrderPage(deps.db, query),
  adminMoneyRefunds: async ({ query }, { deps }) => refundPage(deps.db, query, MONEY_PAGE_SIZE),
  adminMoneyDaily: async ({ query }, { deps }) => dailyTotals(deps.db, query.from, query.to),
  adminMoneyExport: async ({ query }, { deps }) => {
    const day = chinaDay(deps.now())
    return new Response(await moneyOrderWorkbook(deps.db, query), {
      headers: {
        "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "content-disposition": `attachment; filename="orders-${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`订单-${day}.xlsx`)}`,
        "cache-control": "no-store",
      },
    })
  },
  adminRoleAccounts: async ({ query }, { deps }) => roleAccounts(deps.db, query.keyword),
  adminRoleGrant: async ({ params, body }, { deps, user }) => grantRoles(deps.db, user, params.id, body.roles),
} satisfies AreaHandlers
