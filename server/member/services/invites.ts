import { randomBytes } from "node:crypto"
import { and, count, eq, inArray, isNull, sum } from "drizzle-orm"
import { maskName } from "../../../domain/core/masking.ts"
import type { ExtensionInfo } from "../../../domain/member/entities/member.ts"
import { INVITE_REWARD_POINTS, inviteRewardKey } from "../../../domain/member/invite.ts"
import type { Db } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { ledgerEntries } from "../../wallet/tables.ts"
import { newestFirst, readSelectPage } from "../../core/db/read-page.ts"

/** The member's invite code (made the first time for accounts older than invite codes). */
const inviteCodeOf = async (db: Db, userId: number): Promise<string> => {
  const [me] = await db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId))
  if (me?.inviteCode) return me.inviteCode
  const inviteCode = randomBytes(4).toString("hex").toUpperCase()
  await db
    .update(users)
    .set({ inviteCode })
    .where(and(eq(users.id, userId), isNull(users.inviteCode)))
  const [again] = await db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId))
  return again?.inviteCode ?? inviteCode
}

/** The invite rewards the member was paid: their sum and the members they were paid for. */
const rewardsOf = async (db: Db, userId: number) => {
  const paid = and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, "points"), eq(ledgerEntries.kind, "invite_reward"))
  const [total] = await db.select({ points: sum(ledgerEntries.amount), n: count() }).from(ledgerEntries).where(paid)
  return { paid, points: Number(total?.points ?? 0), count: total?.n ?? 0 }
}

/** The member's invite code, the invite rewards and one page of the members it brought, names masked. */
export const extensionInfo = async (db: Db, userId: number, page: number, size: number): Promise<ExtensionInfo> => {
  const inviteCode = await inviteCodeOf(db, userId)
  const invitedWhere = eq(users.invitedBy, userId)
  const [{ rows, totalElements, totalPages }, rewards] = await Promise.all([
    readSelectPage(
      { page, size },
      size,
      newestFirst(users.createdAt, users.id),
      db
        .select({ id: users.id, nickName: users.nickName, avatarPath: users.avatarPath, createdAt: users.createdAt, authState: users.authState })
        .from(users)
        .where(invitedWhere)
        .$dynamic(),
      () => db.select({ n: count() }).from(users).where(invitedWhere),
    ),
    rewardsOf(db, userId),
  ])
  const keys = rows.map((r) => inviteRewardKey(r.id))
  const lines =
    keys.length === 0
      ? []
      : await db.select({ key: ledgerEntries.idempotencyKey, amount: ledgerEntries.amount }).from(ledgerEntries).where(and(rewards.paid, inArray(ledgerEntries.idempotencyKey, keys)))
  const paidFor = new Map(lines.map((l) => [l.key, l.amount]))
  return {
    inviteCode,
    invited: rows.map((r) => ({
      nickName: maskName(r.nickName),
      avatarPath: r.avatarPath,
      createTime: r.createdAt.toISOString(),
      certified: r.authState === "certified",
      rewardPoints: paidFor.get(inviteRewardKey(r.id)) ?? null,
    })),
    totalElements,
    totalPages,
    rewardPerInvite: INVITE_REWARD_POINTS,
    rewardTotal: rewards.points,
    rewardedCount: rewards.count,
  }
}
