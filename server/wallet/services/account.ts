import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm"
import { maskEmail, maskPhone } from "../../../domain/core/masking.ts"
import { vipDaysLeft, WALLET_MESSAGES } from "../../../domain/wallet/wallet.ts"
import type { AccountGrade, LedgerLine } from "../../../domain/wallet/entities/wallet.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { ledgerEntries, memberFees, vipGrades, vipPrivileges, withdrawals } from "../tables.ts"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import { balances } from "./ledger.ts"
import { shopServiceUntil } from "./orders.ts"
import { payPasswordState } from "./pay-password.ts"
import { maskedWithdrawAccount, pendingWithdrawalCents } from "./withdrawals.ts"
import { walletAccounts } from "../tables.ts"
import { newestFirst, readTablePage } from "../../core/db/read-page.ts"
import { iso } from "../../core/iso.ts"
import { cents } from "../../../domain/core/money.ts"

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
    expireAt: iso(row.vipExpiresAt),
    isShop: row.isMaker,
  }
}

const DEFAULT_PAGE_SIZE = 10

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

/** A bound of the list: an instant the endpoint's schema checked exists (isInstantText). */
const timeBound = (text: string | undefined): Date | undefined => (text === undefined ? undefined : new Date(text))

const ledgerPage = async (
  tx: Tx,
  filter: { userId: number; currency: "balance" | "points"; type?: string | undefined; start?: string | undefined; end?: string | undefined },
  page: number,
  size: number,
) => {
  const start = timeBound(filter.start)
  const end = timeBound(filter.end)
  if (start && end && start > end) throw badRequest(WALLET_MESSAGES.rangeOrder)
  const conditions: SQL[] = [eq(ledgerEntries.userId, filter.userId), eq(ledgerEntries.currency, filter.currency)]
  if (filter.type) conditions.push(eq(ledgerEntries.billType, filter.type))
  if (start) conditions.push(gte(ledgerEntries.createdAt, start))
  if (end) conditions.push(lte(ledgerEntries.createdAt, end))
  const where = and(...conditions)
  const { rows, totalElements, totalPages } = await readTablePage(tx, { page, size }, size, newestFirst(ledgerEntries.createdAt, ledgerEntries.id), ledgerEntries, where)
  return { content: rows.map(lineOf), totalElements, totalPages, page, size }
}

/** The member's wallet at a glance: balance, frozen, points, grade, payment password, shop service. */
export const accountCenter = async (db: Db, userId: number, now: number) => {
  const [[member], money, frozen, grade, payPassword, shopUntil] = await Promise.all([
    db
      .select({ username: users.username, nickName: users.nickName, avatarPath: users.avatarPath, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId)),
    balances(db, userId),
    pendingWithdrawalCents(db, userId),
    gradeOf(db, userId, now),
    payPasswordState(db, userId, now),
    shopServiceUntil(db, userId),
  ])
  if (!member) throw notFound()
  return {
    userId,
    username: member.username,
    nickName: member.nickName,
    avatarPath: member.avatarPath,
    phone: member.phone ? maskPhone(member.phone) : null,
    balance: money.balanceCents,
    frozen,
    points: money.points,
    grade,
    hasPayPassword: payPassword.hasPayPassword,
    shopServiceUntil: iso(shopUntil),
  }
}

/** The member's security settings, masked. */
export const accountSecurity = async (db: Db, userId: number, now: number) => {
  const [[member], [account], payPassword] = await Promise.all([
    db.select({ phone: users.phone, email: users.email, authState: users.authState }).from(users).where(eq(users.id, userId)),
    db
      .select({ account: walletAccounts.withdrawAccount, name: walletAccounts.withdrawName })
      .from(walletAccounts)
      .where(eq(walletAccounts.userId, userId)),
    payPasswordState(db, userId, now),
  ])
  if (!member) throw notFound()
  return {
    phone: member.phone ? maskPhone(member.phone) : null,
    email: member.email ? maskEmail(member.email) : null,
    authState: member.authState,
    hasPayPassword: payPassword.hasPayPassword,
    payPasswordLockedUntil: iso(payPassword.lockedUntil),
    withdrawAccount: maskedWithdrawAccount(account?.account ?? null, account?.name ?? null),
  }
}

/** The member's totals: orders paid, spent, recharged, withdrawn, points earned and spent. */
export const accountTotals = async (db: Db, userId: number) => {
  const balance = sql`${ledgerEntries.currency} = 'balance'`
  const points = sql`${ledgerEntries.currency} = 'points'`
  const [[totals], [withdrawn]] = await Promise.all([
    db
      .select({
        orderCount: sql<string>`count(*) filter (where ${balance} and ${ledgerEntries.billType} = 'consume')`,
        spent: sql<string | null>`-sum(${ledgerEntries.amount}) filter (where ${balance} and ${ledgerEntries.billType} = 'consume')`,
        recharged: sql<string | null>`sum(${ledgerEntries.amount}) filter (where ${balance} and ${ledgerEntries.billType} = 'recharge')`,
        pointsEarned: sql<string | null>`sum(${ledgerEntries.amount}) filter (where ${points} and ${ledgerEntries.amount} > 0)`,
        pointsSpent: sql<string | null>`-sum(${ledgerEntries.amount}) filter (where ${points} and ${ledgerEntries.amount} < 0)`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId)),
    db
      .select({ sum: sql<string | null>`sum(${withdrawals.amountCents})` })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, "approved"))),
  ])
  return {
    orderCount: Number(totals?.orderCount ?? 0),
    spent: cents(Number(totals?.spent ?? 0)),
    recharged: cents(Number(totals?.recharged ?? 0)),
    withdrawn: cents(Number(withdrawn?.sum ?? 0)),
    pointsEarned: Number(totals?.pointsEarned ?? 0),
    pointsSpent: Number(totals?.pointsSpent ?? 0),
  }
}

type LedgerQuery = { readonly start?: string | undefined; readonly end?: string | undefined; readonly page?: number | undefined; readonly size?: number | undefined }

/** One page of the member's balance bill, of one type when asked. */
export const balanceBill = (db: Db, userId: number, query: LedgerQuery & { readonly type?: string | undefined }) =>
  ledgerPage(db, { userId, currency: "balance", type: query.type, start: query.start, end: query.end }, query.page ?? 0, query.size ?? DEFAULT_PAGE_SIZE)

/** The member's points and one page of their points lines. */
export const pointsBill = async (db: Db, userId: number, query: LedgerQuery) => {
  const [page, money] = await Promise.all([
    ledgerPage(db, { userId, currency: "points", start: query.start, end: query.end }, query.page ?? 0, query.size ?? DEFAULT_PAGE_SIZE),
    balances(db, userId),
  ])
  return { points: money.points, ...page }
}

/** The VIP grades, lowest first. */
export const vipGradeList = (db: Db) =>
  db
    .select({ id: vipGrades.id, name: vipGrades.name, level: vipGrades.level, description: vipGrades.description })
    .from(vipGrades)
    .orderBy(asc(vipGrades.level))

/** The privileges of every grade. */
export const vipPrivilegeList = (db: Db) =>
  db
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
    .orderBy(asc(vipGrades.level), asc(vipPrivileges.sort), asc(vipPrivileges.id))

/** The VIP plans on sale. */
export const memberFeeList = (db: Db) =>
  db
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
    .orderBy(asc(memberFees.sort), asc(memberFees.id))
