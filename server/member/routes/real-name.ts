import { inviteRewardNotice } from "../../../domain/member/invite.ts"
import { REAL_NAME_MESSAGES, realNameRejectedNotice } from "../../../domain/member/real-name-form.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { approveRealName, realNameInfo, realNamePage, rejectRealName, submitRealName } from "../services/real-name.ts"

/**
 * Real-name certification (spec 2 §1, §4): the member submits name and card number (state
 * auth_examine); an administrator approves (users.auth_state certified, auth true) or rejects
 * with a reason (auth_fail: the member edits and resubmits). The member gets an account notice;
 * an inviter paid the invite reward by the approval gets one too.
 */
export const memberRealNameHandlers = {
  realNameInfo: async (_input, { deps, user }) => realNameInfo(deps.db, user.id),

  realNameSubmit: async ({ body }, { deps, user }) => submitRealName(deps.db, user.id, body, deps.now()),

  adminRealNames: async ({ query }, { deps }) => realNamePage(deps.db, query),

  adminRealNameApprove: async ({ params }, { deps, user }) => {
    const { request, inviteReward } = await approveRealName(deps.db, user.id, params.id, deps.now())
    await deps.chat.pushNoticeAfter(request.userId, { msgType: "SUCCESS", title: "实名认证", msg: REAL_NAME_MESSAGES.noticeApproved }, "real-name")
    if (inviteReward) {
      await deps.chat.pushNoticeAfter(inviteReward.inviterId, { msgType: "SUCCESS", title: "邀请奖励", msg: inviteRewardNotice(inviteReward.inviteeName, inviteReward.points) }, "invite reward")
    }
    return request
  },

  adminRealNameReject: async ({ params, body }, { deps, user }) => {
    const result = await rejectRealName(deps.db, user.id, params.id, body.reason, deps.now())
    await deps.chat.pushNoticeAfter(result.userId, { msgType: "WARNING", title: "实名认证", msg: realNameRejectedNotice(body.reason.trim()) }, "real-name")
    return result
  },
} satisfies AreaHandlers
