import { randomBytes } from "node:crypto"
import { and, count, eq, ne, sql, sum } from "drizzle-orm"
import { badRequest, conflict } from "../../../domain/core/errors.ts"
import {
  CANCEL_MESSAGES,
  SHOP_CANCEL_MESSAGES,
  canCancel,
  cancelChecks,
  changedRecently,
  type ShopApplyStatus as ShopStatus,
} from "../../../domain/member/account-cancel.ts"
import type { CancelCheckResult, ShopApplyStatus } from "../../../domain/member/entities/member.ts"
import { isAdministrator } from "../../../domain/admin/index.ts"
import type { Db } from "../../core/db/client.ts"
import { countUnpaid } from "../../orders/services/unpaid-orders.ts"
import { users } from "../../session/tables/users.ts"
import { balances, debit } from "../../wallet/services/ledger.ts"
import { withdrawals } from "../../wallet/tables.ts"
import { addresses, favorites, giftOrders, invoiceTitles, memberShops, prizeRecords, realNameRequests } from "../tables.ts"

/** What stands between the member and closing the account. */
const cancelFacts = async (db: Db, userId: number, now: number) => {
  const [wallet, [frozen], [gifts], [prizes], unpaid, [member]] = await Promise.all([
    balances(db, userId),
    db
      .select({ cents: sum(withdrawals.amountCents) })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, "pending"))),
    db
      .select({ n: count() })
      .from(giftOrders)
      .where(and(eq(giftOrders.userId, userId), ne(giftOrders.status, "completed"))),
    db
      .select({ n: count() })
      .from(prizeRecords)
      .where(and(eq(prizeRecords.userId, userId), eq(prizeRecords.status, "claimed"))),
    countUnpaid(db, userId, now),
    db.select({ authState: users.authState, roles: users.roles, credentialsChangedAt: users.credentialsChangedAt }).from(users).where(eq(users.id, userId)),
  ])
  return {
    facts: {
      credentialsChangedRecently: changedRecently(member?.credentialsChangedAt?.getTime() ?? null, now),
      balanceCents: wallet.balanceCents,
      frozenCents: Number(frozen?.cents ?? 0),
      points: wallet.points,
      openGiftOrders: (gifts?.n ?? 0) + (prizes?.n ?? 0),
      unpaidOrders: unpaid,
      realNamePending: member?.authState === "auth_examine",
    },
    roles: member?.roles ?? [],
  }
}

/** The checks closing the account must pass, and the points that would be lost. */
export const cancelCheck = async (db: Db, userId: number, now: number): Promise<CancelCheckResult> => {
  const { facts } = await cancelFacts(db, userId, now)
  const checks = cancelChecks(facts)
  return { checks: [...checks], canCancel: canCancel(checks), points: facts.points }
}

/**
 * Closes the account when every check passes (never an administrator's): the points lapse, the
 * member's addresses, favourites, invoice titles and real-name request go, and the account stays
 * for the ledger and orders without anything that names the person.
 */
export const closeAccount = async (db: Db, userId: number, agreed: boolean, now: number): Promise<void> => {
  if (!agreed) throw badRequest(CANCEL_MESSAGES.agreementRequired)
  const { facts, roles } = await cancelFacts(db, userId, now)
  if (isAdministrator(roles)) throw conflict(CANCEL_MESSAGES.adminRefused)
  if (!canCancel(cancelChecks(facts))) throw conflict(CANCEL_MESSAGES.conditionsUnmet)
  await db.transaction(async (tx) => {
    const wallet = await balances(tx, userId)
    if (wallet.points > 0) await debit(tx, { userId, points: wallet.points, kind: "adjust", title: "账号注销，积分作废" })
    await tx.delete(addresses).where(eq(addresses.userId, userId))
    await tx.delete(favorites).where(eq(favorites.userId, userId))
    await tx.delete(invoiceTitles).where(eq(invoiceTitles.userId, userId))
    await tx.delete(realNameRequests).where(eq(realNameRequests.userId, userId))
    await tx
      .update(users)
      .set({
        username: `cancelled_${userId}_${randomBytes(4).toString("hex")}`,
        nickName: "已注销用户",
        phone: null,
        email: null,
        avatarPath: "",
        headerImage: "",
        inviteCode: null,
        enabled: false,
        authState: "not_certified",
        passwordHash: sql`'cancelled'`,
      })
      .where(eq(users.id, userId))
  })
}

const shopStatusOf = (value: string | undefined): ShopStatus =>
  value === "pending" || value === "approved" || value === "rejected" || value === "cancelled" ? value : "none"

const shopAnswer = (row: typeof memberShops.$inferSelect | undefined): ShopApplyStatus => {
  const status = shopStatusOf(row?.status)
  return {
    status,
    shopName: row?.name ?? null,
    applyTime: row ? row.appliedAt.toISOString() : null,
    blocker: status === "approved" ? null : status === "pending" ? SHOP_CANCEL_MESSAGES.pending : SHOP_CANCEL_MESSAGES.noShop,
  }
}

/** The member's shop application and what stands in the way of closing the shop. */
export const shopApplyStatus = async (db: Db, userId: number): Promise<ShopApplyStatus> => {
  const [row] = await db.select().from(memberShops).where(eq(memberShops.userId, userId))
  return shopAnswer(row)
}

/** Closes the member's approved shop; the member is no longer a maker. */
export const cancelShop = async (db: Db, userId: number, agreed: boolean, now: number): Promise<ShopApplyStatus> => {
  if (!agreed) throw badRequest(SHOP_CANCEL_MESSAGES.agreementRequired)
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(memberShops).where(eq(memberShops.userId, userId)).for("update")
    const current = shopAnswer(row)
    if (current.blocker !== null || !row) throw conflict(current.blocker ?? SHOP_CANCEL_MESSAGES.noShop)
    const [updated] = await tx
      .update(memberShops)
      .set({ status: "cancelled", cancelledAt: new Date(now) })
      .where(eq(memberShops.id, row.id))
      .returning()
    await tx.update(users).set({ isMaker: false }).where(eq(users.id, userId))
    return shopAnswer(updated)
  })
}
