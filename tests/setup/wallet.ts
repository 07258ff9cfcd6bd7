import { randomBytes, randomInt } from "node:crypto"
import { and, asc, desc, eq } from "drizzle-orm"
import { expect } from "vitest"
import { smsOutbox } from "../../server/session/tables/auth.ts"
import { ledgerEntries, walletAccounts } from "../../server/wallet/tables.ts"
import type { NewUser } from "../../server/core/db/factories/users.ts"
import type { RunningServer } from "../../server/core/server.ts"
import { hashPassword } from "../../server/session/services/passwords.ts"
import { PAY_PASSWORD_COST } from "../../server/wallet/services/pay-password.ts"
import { credit, ledgerSum } from "../../server/wallet/services/ledger.ts"
import { signedInUser, type SignedIn } from "./auth.ts"
import type { TestServer } from "./test-server.ts"

/** A fresh mainland mobile number. */
export const randomPhone = (): string => `1${randomInt(3, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`

export const newKey = (): string => randomBytes(12).toString("hex")

/** The latest code the local SMS provider sent to a phone (read from the outbox). */
export const latestSmsCode = async (server: Pick<RunningServer, "deps">, phone: string): Promise<string> => {
  const [row] = await server.deps.db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1)
  const code = /验证码为(\d{6})/.exec(row?.text ?? "")?.[1]
  if (!code) throw new Error(`no SMS code sent to ${phone}`)
  return code
}

export interface WalletMember extends SignedIn {
  readonly phone: string
  readonly payPassword: string
}

/**
 * A signed-in member with a phone, a payment password and, when asked, a balance and points
 * credited through the ledger.
 */
export const walletMember = async (
  server: Pick<RunningServer, "deps">,
  options: { cents?: number; points?: number; payPassword?: string | null; withdrawAccount?: boolean } & NewUser = {},
): Promise<WalletMember> => {
  const phone = options.phone ?? randomPhone()
  const member = await signedInUser(server, { ...options, phone })
  const payPassword = options.payPassword === undefined ? "258036" : options.payPassword
  const db = server.deps.db
  await db.insert(walletAccounts).values({ userId: member.user.id }).onConflictDoNothing()
  if (payPassword !== null) {
    await db
      .update(walletAccounts)
      .set({ payPasswordHash: await hashPassword(payPassword, PAY_PASSWORD_COST), payPasswordSetAt: new Date() })
      .where(eq(walletAccounts.userId, member.user.id))
  }
  if (options.withdrawAccount) {
    await db
      .update(walletAccounts)
      .set({ withdrawAccount: "13912345678", withdrawName: "李静怡" })
      .where(eq(walletAccounts.userId, member.user.id))
  }
  if (options.cents) await credit(db, { userId: member.user.id, cents: options.cents, kind: "recharge", title: "测试充值" })
  if (options.points) await credit(db, { userId: member.user.id, points: options.points, kind: "reward", title: "测试积分" })
  return { ...member, phone, payPassword: payPassword ?? "" }
}

/** The account's values and the sums of its ledger, to check they agree. */
export const accountAndLedger = async (server: Pick<RunningServer, "deps">, userId: number) => {
  const db = server.deps.db
  const [account] = await db.select().from(walletAccounts).where(eq(walletAccounts.userId, userId))
  return {
    balance: account?.balanceCents ?? 0,
    points: account?.points ?? 0,
    balanceLedger: await ledgerSum(db, userId, "balance"),
    pointsLedger: await ledgerSum(db, userId, "points"),
  }
}

export const ledgerRows = (server: Pick<RunningServer, "deps">, userId: number, kind: string) =>
  server.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, kind)))

/** The sum of a member's ledger lines of one kind (`course_income`, say), in cents or points. */
export const ledgerKindTotal = async (server: Pick<RunningServer, "deps">, userId: number, kind: string): Promise<number> =>
  (await ledgerRows(server, userId, kind)).reduce((total, row) => total + row.amount, 0)

/**
 * A member's ledger lines of one currency in date order, each checked to carry the running sum of
 * the lines up to it as its balance afterwards; answers the lines and the final sum.
 */
export const runningLedger = async (server: Pick<RunningServer, "deps">, userId: number, currency: "balance" | "points", label: string) => {
  const lines = await server.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
  let running = 0
  for (const line of lines) {
    running += line.amount
    expect(line.balanceAfter, `${label} ${line.title}`).toBe(running)
  }
  return { lines, running }
}

/** The body of a successful call; a refusal fails the test with its status and body. */
export const okBody = <T extends { ok: boolean; status: number; body: unknown }>(answer: T): Extract<T, { ok: true }>["body"] => {
  if (!answer.ok) throw new Error(`expected success, got ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body as Extract<T, { ok: true }>["body"]
}

/** The id of the seeded annual VIP plan. */
export const annualFeeId = async (server: TestServer): Promise<number> => {
  const fees = okBody(await server.call("memberFeeAll"))
  const annual = fees.find((fee) => fee.months === 12)
  if (!annual) throw new Error("no annual plan seeded")
  return annual.id
}

/** Buys the annual VIP plan from the balance with the member's payment password; answers the order and the pay call's answer. */
export const buyVip = async (server: TestServer, member: WalletMember, key = newKey()) => {
  const order = okBody(await server.call("vipOrderCreate", { body: { feeId: await annualFeeId(server), idempotencyKey: newKey() } }, { token: member.token }))
  const answer = await server.call(
    "vipOrderBalancePay",
    { body: { orderId: order.id, payPass: server.deps.rsa.encrypt(member.payPassword), idempotencyKey: key } },
    { token: member.token },
  )
  return { order, answer }
}
