/**
 * Pays the inviter the reward an invitation earns (domain/member/invite.ts) inside the
 * transaction that certifies the invited member. The ledger's idempotency key is the invitee's,
 * so a member brings their inviter one reward ever: a second approval after a revocation, two
 * administrators at once or a retried request post nothing more.
 */
import { eq } from "drizzle-orm"
import { maskName } from "../../../domain/core/masking.ts"
import { INVITE_REWARD_TITLE, inviteRewardDue, inviteRewardKey } from "../../../domain/member/invite.ts"
import type { Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { credit } from "../../wallet/services/ledger.ts"

export interface InviteReward {
  readonly inviterId: number
  readonly points: number
  /** The invited member's name, masked as the promotion page shows it. */
  readonly inviteeName: string
}

/** The reward paid now for this newly certified member, or null (no inviter, inviter closed or disabled, paid before). */
export const rewardInviter = async (tx: Tx, inviteeId: number): Promise<InviteReward | null> => {
  const [invitee] = await tx.select({ invitedBy: users.invitedBy, nickName: users.nickName }).from(users).where(eq(users.id, inviteeId))
  const inviterId = invitee?.invitedBy
  if (inviterId === null || inviterId === undefined) return null
  const [inviter] = await tx.select({ enabled: users.enabled }).from(users).where(eq(users.id, inviterId))
  const points = inviteRewardDue(inviter)
  if (points === 0) return null
  const posted = await credit(tx, { userId: inviterId, points, kind: "invite_reward", ref: `user-${inviteeId}`, title: INVITE_REWARD_TITLE, idempotencyKey: inviteRewardKey(inviteeId) })
  return posted.replayed ? null : { inviterId, points, inviteeName: maskName(invitee?.nickName ?? "") }
}
