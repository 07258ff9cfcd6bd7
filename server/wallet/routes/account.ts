import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm"
import { maskEmail, maskPhone } from "../../../domain/core/masking.ts"
import { vipDaysLeft } from "../../../domain/wallet/wallet.ts"
import type { AccountGrade, LedgerLine } from "../../../domain/wallet/entities/wallet.ts"
import type { Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { ledgerEntries, memberFees, vipGrades, vipPrivileges, withdrawals } from "../tables.ts"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { balances } from "../services/ledger.ts"
import { shopServiceUntil } from "../services/orders.ts"
import { payPasswordState } from "../services/pay-password.ts"
import { maskedWithdrawAccount, pendingWithdrawalCents } from "../services/withdrawals.ts"
import { walletAccounts } from "../tables.ts"
import { pageCount } from "../../../domain/core/paging.ts"

const DEFAULT_PAGE_SIZE = 10

/** The member's grade: label, VIP amount, days left, expiry, maker flag. */
export const gradeOf = async (tx: Tx, userId: number, now: number): Promise<AccountGrade> => {
  const [row] = await tx
    .select({ grade: users.grade, vipAmount: users.vipAmount, vipExpiresAt: users.vipExpiresAt, isMaker: users.isMaker })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) throw notFound()
  return {
    grade: row.grade,
    amount: row.vipAmount,
    expireDate: vipDaysLeft(row.vipExpiresAt, now),
    expireAt: row.vipExpiresAt?.toISOString() ?? null,
    isShop: row.isMaker,
  }
}

const lineOf = (row: typeof ledgerEntries.$inferSelect): LedgerLine => ({
  id: row.id,
  type: row.billType as LedgerLine["type"],
  kind: row.kind,
  title: row.title,
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  ref: row.ref,
  createTime: row.createdAt.toISOString(),
})

const timeBound = (text: string | undefined): Date | undefined => {
  if (text === undefined) return undefined
  const date = new Date(text)
  if (Number.isNaN(date.getTime())) throw badRequest()
  return date
}

const ledgerPage = async (
  tx: Tx,
  filter: { userId: number; currency: "balance" | "points"; type?: string | undefined; start?: string | undefined; end?: string | undefined },
  page: number,
  size: number,
) => {
  const start = timeBound(filter.start)
  const end = timeBound(filter.end)
  if (start && end && start > end) throw badRequest("开始时间不能晚于结束时间")
  const conditions: SQL[] = [eq(ledgerEntries.userId, filter.userId), eq(ledgerEntries.currency, filter.currency)]
  if (filter.type) conditions.push(eq(ledgerEntries.billType, filter.type))
  if (start) conditions.push(gte(ledgerEntries.createdAt, start))
  if (end) conditions.push(lte(ledgerEntries.createdAt, end))
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(size)
      .offset(page * size),
    tx.select({ n: count() }).from(ledgerEntries).where(where),
  ])
  const totalElements = total?.n ?? 0
  return { content: rows.map(lineOf), totalElements, totalPages: pageCount(totalElements, size), page, size }
}

/** Account summary, security, totals, bill, points, grades and VIP plans. */
export const walletAccountHandlers = {
  accountGrade: async (_input, { deps, user }) => gradeOf(deps.db, user.id, deps.now()),

  accountCenter: async (_input, { deps, user }) => {
    const now = deps.now()
    const [[member], money, frozen, grade, payPassword, shopUntil] = await Promise.all([
      deps.db
        .select({ username: users.username, nickName: users.nickName, avatarPath: users.avatarPath, phone: users.phone })
        .from(users)
        .where(eq(users.id, user.id)),
      balances(deps.db, user.id),
      pendingWithdrawalCents(deps.db, user.id),
      gradeOf(deps.db, user.id, now),
      payPasswordState(deps.db, user.id, now),
      shopServiceUntil(deps.db, user.id),
    ])
    if (!member) throw notFound()
    return {
      userId: user.id,
      username: member.username,
      nickName: member.nickName,
      avatarPath: member.avatarPath,
      phone: member.phone ? maskPhone(member.phone) : null,
      balance: money.balanceCents,
      frozen,
      points: money.points,
      grade,
      hasPayPassword: payPassword.hasPayPassword,
      shopServiceUntil: shopUntil?.toISOString() ?? null,
    }
  },

  accountSecurity: async (_input, { deps, user }) => {
    const now = deps.now()
    const [[member], [account], payPassword] = await Promise.all([
      deps.db.select({ phone: users.phone, email: users.email, authState: users.authState }).from(users).where(eq(users.id, user.id)),
      deps.db
        .select({ account: walletAccounts.withdrawAccount, name: walletAccounts.withdrawName })
        .from(walletAccounts)
        .where(eq(walletAccounts.userId, user.id)),
      payPasswordState(deps.db, user.id, now),
    ])
    if (!member) throw notFound()
    return {
      phone: member.phone ? maskPhone(member.phone) : null,
      email: member.email ? maskEmail(member.email) : null,
      authState: member.authState,
      hasPayPassword: payPassword.hasPayPassword,
      payPasswordLockedUntil: payPassword.lockedUntil?.toISOString() ?? null,
      withdrawAccount: maskedWithdrawAccount(account?.account ?? null, account?.name ?? null),
    }
  },

  accountOrderTotal: async (_input, { deps, user }) => {
    const balance = sql`${ledgerEntries.currency} = 'balance'`
    const points = sql`${ledgerEntries.currency} = 'points'`
    const [[totals], [withdrawn]] = await Promise.all([
      deps.db
        .select({
          orderCount: sql<string>`count(*) filter (where ${balance} and ${ledgerEntries.billType} = 'consume')`,
          spent: sql<string | null>`-sum(${ledgerEntries.amount}) filter (where ${balance} and ${ledgerEntries.billType} = 'consume')`,
          recharged: sql<string | null>`sum(${ledgerEntries.amount}) filter (where ${balance} and ${ledgerEntries.billType} = 'recharge')`,
          pointsEarned: sql<string | null>`sum(${ledgerEntries.amount}) filter (where ${points} and ${ledgerEntries.amount} > 0)`,
          pointsSpent: sql<string | null>`-sum(${ledgerEntries.amount}) filter (where ${points} and ${ledgerEntries.amount} < 0)`,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, user.id)),
      deps.db
        .select({ sum: sql<string | null>`sum(${withdrawals.amountCents})` })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, user.id), eq(withdrawals.status, "approved"))),
    ])
    return {
      orderCount: Number(totals?.orderCount ?? 0),
      spent: Number(totals?.spent ?? 0),
      recharged: Number(totals?.recharged ?? 0),
      withdrawn: Number(withdrawn?.sum ?? 0),
      pointsEarned: Number(totals?.pointsEarned ?? 0),
      pointsSpent: Number(totals?.pointsSpent ?? 0),
    }
  },

  accountBill: async ({ query }, { deps, user }) =>
    ledgerPage(
      deps.db,
      { userId: user.id, currency: "balance", type: query.type, start: query.start, end: query.end },
      query.page ?? 0,
      query.size ?? DEFAULT_PAGE_SIZE,
    ),

  accountPoints: async ({ query }, { deps, user }) => {
    const [page, money] = await Promise.all([
      ledgerPage(deps.db, { userId: user.id, currency: "points", start: query.start, end: query.end }, query.page ?? 0, query.size ?? DEFAULT_PAGE_SIZE),
      balances(deps.db, user.id),
    ])
    return { points: money.points, ...page }
  },

  gradeAll: async (_input, { deps }) =>
    deps.db
      .select({ id: vipGrades.id, name: vipGrades.name, level: vipGrades.level, description: vipGrades.description })
      .from(vipGrades)
      .orderBy(asc(vipGrades.level)),

  gradePrivilegeAll: async (_input, { deps }) =>
    deps.db
      .select({
        id: vipPrivileges.id,
        gradeId: vipPrivileges.gradeId,
        gradeName: vipGrades.name,
        title: vipPrivileges.title,
        description: vipPrivileges.description,
        icon: vipPrivileges.icon,
      })
      .from(vipPrivileges)
      .innerJoin(vipGrades, eq(vipGrades.id, vipPrivileges.gradeId))
      .orderBy(asc(vipGrades.level), asc(vipPrivileges.sort), asc(vipPrivileges.id)),

  memberFeeAll: async (_input, { deps }) =>
    deps.db
      .select({
        id: memberFees.id,
        gradeId: memberFees.gradeId,
        gradeName: vipGrades.name,
        name: memberFees.name,
        months: memberFees.months,
        price: memberFees.priceCents,
        originalPrice: memberFees.originalPriceCents,
        description: memberFees.description,
        recommended: memberFees.recommended,
      })
      .from(memberFees)
      .innerJoin(vipGrades, eq(vipGrades.id, memberFees.gradeId))
      .where(eq(memberFees.enabled, true))
      .orderBy(asc(memberFees.sort), asc(memberFees.id)),
} satisfies AreaHandlers
