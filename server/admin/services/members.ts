/**
 * The back office's view of one member and the 客服's two actions on it: a password reset told
 * by SMS, and points adjustments through the points ledger. Each action writes its audit entry in
 * the transaction of the change.
 */
import { randomInt } from "node:crypto"
import { desc, eq, sql } from "drizzle-orm"
import { MEMBER_ADMIN_MESSAGES, validatePointsAdjustment, type MemberDetail, type MemberOrderLine } from "../../../domain/admin/members.ts"
import { orderStatusLabel, type OrderStatus } from "../../../domain/mall/order.ts"
import { GIFT_ORDER_STATUS_LABELS, type GiftOrderStatus } from "../../../domain/member/gift.ts"
import { badRequest, conflict } from "../../../domain/core/errors.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { courseOrders, courses } from "../../courses/tables.ts"
import { forumReplies, forumReports, forumTopics } from "../../community/tables/forum.ts"
import { mallOrderItems, mallOrders } from "../../mall/tables.ts"
import { giftOrders, realNameRequests } from "../../member/tables.ts"
import { hashPassword } from "../../session/services/passwords.ts"
import { users } from "../../session/tables/users.ts"
import { balances, credit, debit, InsufficientFunds } from "../../wallet/services/ledger.ts"
import { ledgerEntries, walletOrders } from "../../wallet/tables.ts"
import { recordAudit, type AuditActor } from "./audit.ts"
import { lockedRowOrNotFound, rowOrNotFound } from "../../core/db/row-or-not-found.ts"

const LATEST = 20
const COURSE_STATES: Readonly<Record<string, string>> = { unpaid: "待付款", paid: "已付款", closed: "已关闭" }
const SERVICE_STATES: Readonly<Record<string, string>> = { unpaid: "待付款", paid: "已付款", closed: "已关闭" }

const iso = (d: Date) => d.toISOString()

const memberRow = (db: Db | Tx, id: number) =>
  rowOrNotFound(db, users, eq(users.id, id), MEMBER_ADMIN_MESSAGES.notFound)

const ordersOf = async (db: Db, userId: number): Promise<{ counts: MemberDetail["orderCounts"]; latest: MemberOrderLine[] }> => {
  const [mall, course, gift, service] = await Promise.all([
    db
      .select({
        orderNo: mallOrders.orderNum,
        payCents: mallOrders.payCents,
        status: mallOrders.status,
        createdAt: mallOrders.createdAt,
        title: sql<string>`(select string_agg(${mallOrderItems.title}, '、' order by ${mallOrderItems.id}) from ${mallOrderItems} where ${mallOrderItems.orderId} = ${mallOrders.id})`,
      })
      .from(mallOrders)
      .where(eq(mallOrders.userId, userId))
      .orderBy(desc(mallOrders.createdAt))
      .limit(LATEST),
    db
      .select({ orderNo: courseOrders.orderNum, amountCents: courseOrders.amountCents, status: courseOrders.status, createdAt: courseOrders.createdAt, title: courses.title })
      .from(courseOrders)
      .innerJoin(courses, eq(courses.id, courseOrders.courseId))
      .where(eq(courseOrders.userId, userId))
      .orderBy(desc(courseOrders.createdAt))
      .limit(LATEST),
    db.select().from(giftOrders).where(eq(giftOrders.userId, userId)).orderBy(desc(giftOrders.createdAt)).limit(LATEST),
    db.select().from(walletOrders).where(eq(walletOrders.userId, userId)).orderBy(desc(walletOrders.createdAt)).limit(LATEST),
  ])
  const countOf = async (table: typeof mallOrders | typeof courseOrders | typeof giftOrders | typeof walletOrders) => db.$count(table, eq(table.userId, userId))
  const counts = { mall: await countOf(mallOrders), course: await countOf(courseOrders), gift: await countOf(giftOrders), service: await countOf(walletOrders) }
  const latest: MemberOrderLine[] = [
    ...mall.map((o) => ({ kind: "mall" as const, orderNo: o.orderNo, title: o.title ?? "", amount: o.payCents, currency: "balance" as const, state: orderStatusLabel(o.status as OrderStatus), createdAt: iso(o.createdAt) })),
    ...course.map((o) => ({ kind: "course" as const, orderNo: o.orderNo, title: o.title, amount: o.amountCents, currency: "balance" as const, state: COURSE_STATES[o.status] ?? o.status, createdAt: iso(o.createdAt) })),
    ...gift.map((o) => ({
      kind: "gift" as const,
      orderNo: o.orderNo,
      title: `${o.giftName} ×${o.quantity}`,
      amount: o.points,
      currency: "points" as const,
      state: GIFT_ORDER_STATUS_LABELS[o.status as GiftOrderStatus] ?? o.status,
      createdAt: iso(o.createdAt),
    })),
    ...service.map((o) => ({ kind: "service" as const, orderNo: o.orderNo, title: o.title, amount: o.amountCents, currency: "balance" as const, state: SERVICE_STATES[o.status] ?? o.status, createdAt: iso(o.createdAt) })),
  ]
  latest.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
  return { counts, latest: latest.slice(0, LATEST) }
}

/** Reports of the member's topics and of their replies, newest first. */
const reportsAgainst = async (db: Db, userId: number) => {
  const rows = await db
    .select({
      id: forumReports.id,
      targetType: forumReports.targetType,
      topicId: forumReports.topicId,
      topicTitle: forumTopics.title,
      reason: forumReports.reason,
      status: forumReports.status,
      createdAt: forumReports.createdAt,
    })
    .from(forumReports)
    .innerJoin(forumTopics, eq(forumTopics.id, forumReports.topicId))
    .where(
      sql`(${forumReports.targetType} = 'topic' and ${forumTopics.authorId} = ${userId}) or (${forumReports.targetType} = 'reply' and exists (select 1 from ${forumReplies} where ${forumReplies.id} = ${forumReports.targetId} and ${forumReplies.authorId} = ${userId}))`,
    )
    .orderBy(desc(forumReports.createdAt), desc(forumReports.id))
    .limit(LATEST)
  return rows.map((r) => ({ ...r, targetType: r.targetType as "topic" | "reply", createdAt: iso(r.createdAt) }))
}

export const memberDetail = async (db: Db, id: number): Promise<MemberDetail> => {
  const user = await memberRow(db, id)
  const [wallet, ledger, orders, reports, [realName]] = await Promise.all([
    balances(db, id),
    db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id)).orderBy(desc(ledgerEntries.id)).limit(LATEST),
    ordersOf(db, id),
    reportsAgainst(db, id),
    db.select({ realName: realNameRequests.realName }).from(realNameRequests).where(eq(realNameRequests.userId, id)),
  ])
  return {
    userId: user.id,
    username: user.username,
    nickName: user.nickName,
    phone: user.phone,
    type: user.type,
    enabled: user.enabled,
    grade: user.grade,
    createdAt: iso(user.createdAt),
    authState: user.authState,
    realName: realName?.realName ?? null,
    balanceCents: wallet.balanceCents,
    points: wallet.points,
    ledger: ledger.map((e) => ({ id: e.id, currency: e.currency as "balance" | "points", amount: e.amount, balanceAfter: e.balanceAfter, title: e.title, createdAt: iso(e.createdAt) })),
    orderCounts: orders.counts,
    orders: orders.latest,
    reports,
  }
}

const PASSWORD_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789"
const LETTERS = PASSWORD_CHARS.slice(0, 47)

/** A temporary password of 10 characters that passes the portal's password rule (a letter first, then letters and digits). */
export const temporaryPassword = (): string => {
  let text = LETTERS[randomInt(LETTERS.length)] ?? "A"
  for (let i = 0; i < 9; i++) text += PASSWORD_CHARS[randomInt(PASSWORD_CHARS.length)] ?? "a"
  return text
}

/**
 * Sets a random temporary password on a member's account (not an administrator's) and records
 * the reset; the caller signs the member out and sends the SMS once this has committed. The
 * password itself is never written to the log.
 */
export const resetMemberPassword = async (db: Db, actor: AuditActor, id: number, now: number): Promise<{ phone: string; password: string }> => {
  const password = temporaryPassword()
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const user = await lockedRowOrNotFound(tx, users, eq(users.id, id), MEMBER_ADMIN_MESSAGES.notFound)
    if (user.roles.length > 0 || user.type === "sys") throw conflict(MEMBER_ADMIN_MESSAGES.notMember, "not_member")
    if (!user.phone) throw conflict(MEMBER_ADMIN_MESSAGES.noPhone, "no_phone")
    await tx.update(users).set({ passwordHash, credentialsChangedAt: new Date(now) }).where(eq(users.id, id))
    await recordAudit(tx, actor, { action: "member.password.reset", target: `会员 ${user.username}（${id}）`, after: { smsTo: user.phone } })
    return { phone: user.phone, password }
  })
}

/**
 * Adds (positive) or takes (negative) points with a reason: one ledger row of kind `adjust`, the
 * account's new value and the audit entry in one transaction. Taking more than the member holds
 * is refused and changes nothing.
 */
export const adjustMemberPoints = async (db: Db, actor: AuditActor, id: number, input: { readonly points: number; readonly reason: string }): Promise<{ points: number }> => {
  const problem = validatePointsAdjustment(input)[0]
  if (problem !== undefined) throw badRequest(problem)
  const reason = input.reason.trim()
  return db.transaction(async (tx) => {
    const user = await memberRow(tx, id)
    const before = (await balances(tx, id)).points
    const movement = { userId: id, points: Math.abs(input.points), kind: "adjust" as const, title: `系统调整：${reason}`, ref: `ADMIN${actor.id}` }
    let after: number
    try {
      after = (input.points > 0 ? await credit(tx, movement) : await debit(tx, movement)).balanceAfter
    } catch (error) {
      if (error instanceof InsufficientFunds) throw conflict(MEMBER_ADMIN_MESSAGES.belowZero, "points_below_zero")
      throw error
    }
    await recordAudit(tx, actor, { action: "member.points.adjust", target: `会员 ${user.username}（${id}）`, before: { points: before }, after: { points: after, change: input.points, reason } })
    return { points: after }
  })
}
