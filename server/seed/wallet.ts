import { and, asc, eq, not, sql } from "drizzle-orm"
import { GRADE_LABELS, SHOP_SERVICE_FEE, addMonths } from "../../domain/wallet/wallet.ts"
import { VIP_MALL_BENEFITS } from "../../domain/mall/index.ts"
import type { LedgerKind } from "../../domain/wallet/wallet.ts"
import type { Tx } from "../core/db/client.ts"
import { users } from "../session/tables/users.ts"
import { ledgerEntries, memberFees, payments, vipGrades, vipPrivileges, walletAccounts, walletOrders, withdrawals } from "../wallet/tables.ts"
import { hashPassword } from "../session/services/passwords.ts"
import { PAY_PASSWORD_COST } from "../wallet/services/pay-password.ts"
import { RECHARGE_RETURN_PATH, RECHARGE_SUBJECT } from "../wallet/services/payments/payments.ts"
import { credit, debit } from "../wallet/services/ledger.ts"
import { signInPointsFor, signInTitle } from "../../domain/member/sign-in-rules.ts"
import type { SeedSet } from "./seed-sets.ts"
import { DAY } from "../../domain/core/durations.ts"
import { cents } from "../../domain/core/money.ts"

/**
 * The VIP catalogue (grades, privileges, plans) the portal needs, and demo wallets: the
 * members of the accounts seed get balances, points and a few weeks of history written
 * through the ledger in date order (so the ledger sums equal the balances and each line's
 * balance follows the one before), the annual VIP plan for a VIP (its grade and expiry follow
 * from that order), the shop service fee for a maker, withdrawals in each state, a bound
 * withdrawal account and the payment password DEMO_PAY_PASSWORD.
 */

export const DEMO_PAY_PASSWORD = "246810"

export const VIP_GRADES = [
  { name: GRADE_LABELS.member, level: 0, description: "注册即成为普通会员，可学习免费课程、参与每日签到和积分兑换。" },
  { name: GRADE_LABELS.vip, level: 1, description: "开通VIP会员，畅学会员免费课程，付费课程按会员价购买，商城购物享9.5折，每月发放会员优惠券。" },
] as const

export const VIP_PRIVILEGES: ReadonlyArray<{ grade: string; title: string; description: string; icon: string }> = [
  { grade: GRADE_LABELS.member, title: "免费课程", description: "平台免费课程随时学习，付费课程可试看", icon: "course" },
  { grade: GRADE_LABELS.member, title: "签到积分", description: "每日签到领积分，积分可兑换礼品", icon: "points" },
  { grade: GRADE_LABELS.vip, title: "会员免费课", description: "标注“VIP免费”的课程在有效期内免费学习", icon: "course" },
  { grade: GRADE_LABELS.vip, title: "课程会员价", description: "标有会员价的付费课程按会员价购买", icon: "discount" },
  ...VIP_MALL_BENEFITS.map((b) => ({ grade: GRADE_LABELS.vip, title: b.title, description: b.text, icon: "discount" })),
  { grade: GRADE_LABELS.vip, title: "会员标识", description: "账户区显示VIP会员标识和到期日期", icon: "badge" },
]

/** Prices as the VIP agreement states them. */
export const MEMBER_FEES = [
  { name: "月卡", months: 1, priceCents: 2_500, originalPriceCents: 3_000, description: "1个月VIP会员，灵活体验", recommended: false },
  { name: "季卡", months: 3, priceCents: 5_800, originalPriceCents: 7_500, description: "3个月VIP会员，适合阶段学习", recommended: false },
  { name: "年卡", months: 12, priceCents: 19_800, originalPriceCents: 30_000, description: "12个月VIP会员，全年畅学最划算", recommended: true },
] as const

export const walletCatalogSeed: SeedSet = {
  name: "wallet-catalogue",
  demo: false,
  async apply(tx) {
    const grades = await tx.insert(vipGrades).values([...VIP_GRADES]).returning({ id: vipGrades.id, name: vipGrades.name })
    const gradeId = (name: string) => {
      const found = grades.find((g) => g.name === name)
      if (!found) throw new Error(`grade ${name} not stored`)
      return found.id
    }
    await tx.insert(vipPrivileges).values(
      VIP_PRIVILEGES.map((p, sort) => ({ gradeId: gradeId(p.grade), title: p.title, description: p.description, icon: p.icon, sort })),
    )
    await tx.insert(memberFees).values(MEMBER_FEES.map((fee, sort) => ({ ...fee, priceCents: cents(fee.priceCents), originalPriceCents: cents(fee.originalPriceCents), gradeId: gradeId(GRADE_LABELS.vip), sort })))
  },
}

type Step =
  | { readonly daysAgo: number; readonly recharge: number }
  | { readonly daysAgo: number; readonly points: number; readonly kind: LedgerKind; readonly title: string }
  | { readonly daysAgo: number; readonly withdraw: number; readonly status: "pending" | "approved" | "rejected" }
  | { readonly daysAgo: number; readonly order: "vip" | "shop_fee" }

/**
 * Daily sign-ins on consecutive days, from `firstDaysAgo` to `lastDaysAgo`, with the points and
 * titles the sign-in rules give on each day of the run.
 */
const signInRun = (firstDaysAgo: number, lastDaysAgo: number): Step[] =>
  Array.from({ length: firstDaysAgo - lastDaysAgo + 1 }, (_, i) => ({
    daysAgo: firstDaysAgo - i,
    points: signInPointsFor(i + 1),
    kind: "sign_in" as const,
    title: signInTitle(i + 1),
  }))

/**
 * A few weeks of an ordinary member's wallet: only what the portal does. Course purchases and
 * mall orders are made by the course and mall seeds through their services and paid from this
 * balance; points come from the sign-ins of five weeks and pay for a gift.
 */
const MEMBER_HISTORY: ReadonlyArray<Step> = [
  { daysAgo: 58, recharge: 50_000 },
  ...signInRun(50, 16),
  { daysAgo: 33, recharge: 20_000 },
  { daysAgo: 20, withdraw: 10_000, status: "approved" },
  { daysAgo: 14, points: -200, kind: "gift", title: "积分兑换：便携保温杯" },
  ...signInRun(6, 4),
  { daysAgo: 3, withdraw: 5_000, status: "pending" },
  ...signInRun(2, 1),
]

/** A VIP member: a larger recharge, the annual VIP plan (bought 45 days ago), ten weeks of sign-ins, a gift, a rejected withdrawal. */
const VIP_HISTORY: ReadonlyArray<Step> = [
  { daysAgo: 120, recharge: 100_000 },
  ...signInRun(110, 41),
  { daysAgo: 45, order: "vip" },
  { daysAgo: 25, withdraw: 30_000, status: "rejected" },
  { daysAgo: 18, points: -500, kind: "gift", title: "积分兑换：艾草足浴包 20包" },
  ...signInRun(2, 1),
]

/** A maker: recharged to pay the shop service fee. */
const MAKER_HISTORY: ReadonlyArray<Step> = [
  { daysAgo: 90, recharge: 100_000 },
  { daysAgo: 80, order: "shop_fee" },
  { daysAgo: 8, withdraw: 20_000, status: "approved" },
  { daysAgo: 3, points: 5, kind: "sign_in", title: "每日签到" },
]

const WITHDRAW_ACCOUNTS = [
  { account: "13912345678", name: "李静怡" },
  { account: "wangfang.health@163.com", name: "王芳" },
  { account: "13687654321", name: "陈晓明" },
]

const dated = async (tx: Tx, entryId: number, at: Date) => {
  await tx.update(ledgerEntries).set({ createdAt: at }).where(eq(ledgerEntries.id, entryId))
}

/** A paid order (VIP or shop fee) with its debit, dated. */
const paidOrder = async (
  tx: Tx,
  userId: number,
  order: { kind: "vip" | "shop_fee"; feeId: number | null; title: string; cents: number; months: number; paidAt: Date; orderNo: string },
) => {
  const periodEnd = addMonths(order.paidAt, order.months)
  const [row] = await tx
    .insert(walletOrders)
    .values({
      orderNo: order.orderNo,
      userId,
      kind: order.kind,
      feeId: order.feeId,
      title: order.title,
      amountCents: cents(order.cents),
      months: order.months,
      status: "paid",
      createdAt: order.paidAt,
      paidAt: order.paidAt,
      periodStart: order.paidAt,
      periodEnd,
    })
    .returning({ id: walletOrders.id })
  if (!row) return periodEnd
  const posted = await debit(tx, { userId, cents: order.cents, kind: order.kind, ref: order.orderNo, title: order.title, idempotencyKey: `order-${row.id}` })
  await dated(tx, posted.entryId, order.paidAt)
  return periodEnd
}

/** A recharge the payer confirmed on the sandbox cashier: the payment and its credit, dated. */
const sandboxRecharge = async (tx: Tx, userId: number, amount: number, at: Date, id: string): Promise<void> => {
  await tx.insert(payments).values({
    id,
    userId,
    provider: "sandbox",
    subject: RECHARGE_SUBJECT,
    amountCents: cents(amount),
    status: "paid",
    returnPath: RECHARGE_RETURN_PATH,
    createdAt: at,
    expiresAt: new Date(at.getTime() + 30 * 60_000),
    settledAt: at,
  })
  const posted = await credit(tx, { userId, cents: amount, kind: "recharge", ref: id, title: "余额充值", idempotencyKey: `payment-${id}` })
  await dated(tx, posted.entryId, at)
}

const play = async (
  tx: Tx,
  userId: number,
  steps: ReadonlyArray<Step>,
  now: number,
  seq: { n: number },
  annual: typeof memberFees.$inferSelect | undefined,
) => {
  for (const step of steps) {
    const at = new Date(now - step.daysAgo * DAY + (seq.n++ % 600) * 60_000)
    if ("order" in step) {
      if (step.order === "vip" && annual) {
        const periodEnd = await paidOrder(tx, userId, {
          kind: "vip",
          feeId: annual.id,
          title: `开通VIP会员（${annual.name}）`,
          cents: annual.priceCents,
          months: annual.months,
          paidAt: at,
          orderNo: `VIP${String(userId).padStart(6, "0")}${String(seq.n).padStart(8, "0")}`,
        })
        await tx
          .update(users)
          .set({ grade: GRADE_LABELS.vip, vipAmount: annual.priceCents, vipExpiresAt: periodEnd })
          .where(eq(users.id, userId))
      } else if (step.order === "shop_fee") {
        await paidOrder(tx, userId, {
          kind: "shop_fee",
          feeId: null,
          title: SHOP_SERVICE_FEE.title,
          cents: SHOP_SERVICE_FEE.cents,
          months: SHOP_SERVICE_FEE.months,
          paidAt: at,
          orderNo: `SHOP${String(userId).padStart(6, "0")}${String(seq.n).padStart(8, "0")}`,
        })
      }
    } else if ("recharge" in step) {
      await sandboxRecharge(tx, userId, step.recharge, at, `P${String(userId).padStart(6, "0")}${String(seq.n).padStart(6, "0")}seed`)
    } else if ("points" in step) {
      const posted =
        step.points > 0
          ? await credit(tx, { userId, points: step.points, kind: step.kind, title: step.title })
          : await debit(tx, { userId, points: -step.points, kind: step.kind, title: step.title })
      await dated(tx, posted.entryId, at)
    } else {
      const [account] = await tx
        .select({ account: walletAccounts.withdrawAccount, name: walletAccounts.withdrawName })
        .from(walletAccounts)
        .where(eq(walletAccounts.userId, userId))
      const reviewed = step.status === "pending" ? null : new Date(at.getTime() + 6 * 3_600_000)
      const [row] = await tx
        .insert(withdrawals)
        .values({
          userId,
          amountCents: cents(step.withdraw),
          account: account?.account ?? "",
          accountName: account?.name ?? "",
          status: step.status,
          createdAt: at,
          reviewedAt: reviewed,
          rejectReason: step.status === "rejected" ? "提现账户实名信息与账号实名不一致，请核对后重新申请" : null,
        })
        .returning({ id: withdrawals.id })
      if (!row) continue
      const out = await debit(tx, { userId, cents: step.withdraw, kind: "withdraw", ref: `W${row.id}`, title: "余额提现至支付宝", idempotencyKey: `withdrawal-${row.id}` })
      await dated(tx, out.entryId, at)
      if (step.status === "rejected" && reviewed) {
        const back = await credit(tx, {
          userId,
          cents: step.withdraw,
          kind: "withdraw_refund",
          ref: `W${row.id}`,
          title: "提现申请被驳回，金额退回余额",
          idempotencyKey: `withdrawal-refund-${row.id}`,
        })
        await dated(tx, back.entryId, reviewed)
      }
    }
  }
}

export const walletDemoSeed: SeedSet = {
  name: "wallet-demo",
  demo: true,
  async apply(tx) {
    const now = Date.now()
    const members = await tx
      .select({ id: users.id, vipAmount: users.vipAmount, vipExpiresAt: users.vipExpiresAt, isMaker: users.isMaker })
      .from(users)
      .where(and(eq(users.type, "member"), eq(users.enabled, true), not(sql`'ROLE_ADMIN' = any(${users.roles})`)))
      .orderBy(asc(users.id))
      .limit(12)
    if (members.length === 0) return
    const payPasswordHash = await hashPassword(DEMO_PAY_PASSWORD, PAY_PASSWORD_COST)
    const [annual] = await tx.select().from(memberFees).where(eq(memberFees.months, 12)).limit(1)
    const seq = { n: 0 }

    for (const [index, member] of members.entries()) {
      const holder = WITHDRAW_ACCOUNTS[index % WITHDRAW_ACCOUNTS.length]
      await tx.insert(walletAccounts).values({
        userId: member.id,
        payPasswordHash,
        payPasswordSetAt: new Date(now - 60 * DAY),
        withdrawAccount: holder?.account ?? null,
        withdrawName: holder?.name ?? null,
      })
      const isVip = member.vipAmount > 0 || (member.vipExpiresAt !== null && member.vipExpiresAt.getTime() > now)
      const history = isVip ? VIP_HISTORY : member.isMaker ? MAKER_HISTORY : MEMBER_HISTORY
      await play(tx, member.id, history, now, seq, annual)
    }
  },
}
