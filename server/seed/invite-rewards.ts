import { and, eq, max } from "drizzle-orm"
import { idCardCheckChar } from "../../domain/core/validation/id-card.ts"
import { inviteRewardKey } from "../../domain/member/invite.ts"
import type { Db, Tx } from "../core/db/client.ts"
import { approveRealName, submitRealName } from "../member/services/real-name.ts"
import { realNameRequests } from "../member/tables.ts"
import { users } from "../session/tables/users.ts"
import { ledgerEntries } from "../wallet/tables.ts"
import { dateLedgerLine } from "./wallet-steps.ts"
import type { SeedSet } from "./seed-sets.ts"
import { DAY, HOUR, MINUTE } from "../../domain/core/durations.ts"

const SU_QING_CARD = "32010219960415262"

const idOf = async (tx: Tx, username: string) => (await tx.select({ id: users.id, invitedBy: users.invitedBy }).from(users).where(eq(users.username, username)))[0]

/**
 * 苏晴, whom 林小雨 invited, passes real-name certification through the member's request and the
 * administrator's approval, which pays 林小雨 the invite reward. The approval is dated after the
 * last line of 林小雨's points history, so it runs after every other set that writes one.
 */
export const inviteRewardsDemoSeed: SeedSet = {
  name: "invite-rewards-demo",
  demo: true,
  async apply(tx) {
    const [friend, admin] = [await idOf(tx, "su_qing"), await idOf(tx, "portal_admin")]
    const inviterId = friend?.invitedBy
    if (!friend || !admin || inviterId === null || inviterId === undefined) return
    const [last] = await tx
      .select({ at: max(ledgerEntries.createdAt) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, inviterId), eq(ledgerEntries.currency, "points")))
    const now = Date.now()
    const reviewedAt = Math.max(now - 3 * DAY, (last?.at?.getTime() ?? 0) + MINUTE)
    await submitRealName(tx as Db, friend.id, { realName: "苏晴", idCard: `${SU_QING_CARD}${idCardCheckChar(SU_QING_CARD)}` }, reviewedAt - 5 * HOUR)
    const [pending] = await tx.select({ id: realNameRequests.id }).from(realNameRequests).where(eq(realNameRequests.userId, friend.id))
    if (!pending) throw new Error("the demo real-name request was not stored")
    const { request } = await approveRealName(tx as Db, admin.id, pending.id, reviewedAt)
    if (request.status !== "certified") throw new Error("the demo certification was not approved")
    await dateLedgerLine(tx, inviterId, inviteRewardKey(friend.id), reviewedAt)
  },
}
