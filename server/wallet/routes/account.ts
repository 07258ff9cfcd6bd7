import type { AreaHandlers } from "../../core/http/handler.ts"
import {
  accountCenter,
  accountSecurity,
  accountTotals,
  balanceBill,
  gradeOf,
  memberFeeList,
  pointsBill,
  vipGradeList,
  vipPrivilegeList,
} from "../services/account.ts"

/** Account summary, security, totals, bill, points, grades and VIP plans. */
export const walletAccountHandlers = {
  accountGrade: async (_input, { deps, user }) => gradeOf(deps.db, user.id, deps.now()),
  accountCenter: async (_input, { deps, user }) => accountCenter(deps.db, user.id, deps.now()),
  accountSecurity: async (_input, { deps, user }) => accountSecurity(deps.db, user.id, deps.now()),
  accountOrderTotal: async (_input, { deps, user }) => accountTotals(deps.db, user.id),
  accountBill: async ({ query }, { deps, user }) => balanceBill(deps.db, user.id, query),
  accountPoints: async ({ query }, { deps, user }) => pointsBill(deps.db, user.id, query),
  gradeAll: async (_input, { deps }) => vipGradeList(deps.db),
  gradePrivilegeAll: async (_input, { deps }) => vipPrivilegeList(deps.db),
  memberFeeAll: async (_input, { deps }) => memberFeeList(deps.db),
} satisfies AreaHandlers
