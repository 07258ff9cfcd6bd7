/** Promotion /account/extension: the member's invite code, the register link carrying it and the reward it earns. */

/** `https://example.cn/register?inviteCode=AB12CD34`. */
export function inviteLink(origin: string, inviteCode: string): string {
  return `${origin.replace(/\/$/, "")}/register?inviteCode=${encodeURIComponent(inviteCode)}`
}

/**
 * Points the inviter earns once for each member who registered with the invite link and
 * whose real-name certification is approved for the first time.
 */
export const INVITE_REWARD_POINTS = 50

/** The ledger row's title in the inviter's points history. */
export const INVITE_REWARD_TITLE = "邀请好友实名认证奖励"

/** The rule as the promotion page and the points rules page state it. */
export const INVITE_REWARD_RULE = `好友通过您的邀请链接注册并通过实名认证后，您将获得 ${INVITE_REWARD_POINTS} 积分奖励，每位好友奖励一次。`

/** The ledger's idempotency key of the reward for one invited member: one reward per invitee, ever. */
export const inviteRewardKey = (inviteeId: number): string => `invite-reward-${inviteeId}`

/** What an invitation earns now: nothing when the inviter's account is missing, closed or disabled. */
export const inviteRewardDue = (inviter: { readonly enabled: boolean } | undefined): number => (inviter?.enabled === true ? INVITE_REWARD_POINTS : 0)

/** The reward state of one invited member on the promotion page. */
export function inviteRewardState(invited: { readonly certified: boolean; readonly rewardPoints: number | null }): string {
  if (invited.rewardPoints !== null) return `已奖励 ${invited.rewardPoints} 积分`
  return invited.certified ? "已实名认证，未获奖励" : "待实名认证"
}

/** The notice the inviter reads when the reward is paid. */
export const inviteRewardNotice = (inviteeName: string, points: number): string =>
  `您邀请的好友 ${inviteeName} 已通过实名认证，${points} 积分奖励已发放到您的账户。`

export const EXTENSION_MESSAGES = {
  copied: "复制成功",
  none: "还没有邀请到好友，快把邀请链接分享给朋友吧",
} as const
