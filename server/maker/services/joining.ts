/**
 * Joining (/micro/join, /micro/payDeposit): a certified member applies; the deposit is paid from
 * the balance with the payment password (the wallet's one payWithPassword); an administrator
 * approves (the member becomes a maker: users.is_maker, the 创客会员 label) or rejects with a
 * reason. A rejected application's or a leaving maker's deposit comes back through the ledger,
 * once: the application row is locked, marked refunded, and the credit carries an idempotency key.
 */
import { and, desc, eq, inArray } from "drizzle-orm"
import { DomainError, badRequest, conflict, forbidden, notFound } from "../../../domain/core/errors.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { validateRejectReason } from "../../../domain/member/real-name-form.ts"
import { MAKER_DEPOSIT_CENTS, MAKER_MESSAGES, validateJoinForm, type ApplicationState, type JoinForm } from "../../../domain/maker/rules.ts"
import type { DepositPayResult, JoinStatus, MakerApplication } from "../../../domain/maker/entities.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import type { RsaKeys } from "../../session/services/rsa.ts"
import { balances, credit, debit } from "../../wallet/services/ledger.ts"
import { payWithPassword } from "../../wallet/services/password-payment.ts"
import { makerApplications, makers } from "../tables.ts"
import { newestFirst } from "../../core/db/read-page.ts"
import { readApplicantPage } from "../../core/applicant-page.ts"
import { iso } from "../../core/iso.ts"
import { lockedRowOrNotFound } from "../../core/db/row-or-not-found.ts"

type Row = typeof makerApplications.$inferSelect

const applicationView = (r: Row, username: string): MakerApplication => ({
  id: r.id,
  userId: r.userId,
  username,
  displayName: r.displayName,
  field: r.field,
  intro: r.intro,
  sample: r.sample,
  depositCents: r.depositCents,
  state: r.state as ApplicationState,
  reason: r.reason,
  createTime: r.createdAt.toISOString(),
  reviewTime: iso(r.reviewedAt),
  depositRefunded: r.depositRefundedAt !== null,
})

const usernameOf = async (tx: Tx, userId: number) => {
  const [u] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId))
  return u?.username ?? ""
}

const OPEN: ReadonlyArray<ApplicationState> = ["unpaid", "reviewing", "approved"]

export async function joinStatus(db: Db, userId: number): Promise<JoinStatus> {
  const [member] = await db.select({ authState: users.authState, isMaker: users.isMaker, username: users.username }).from(users).where(eq(users.id, userId))
  const [latest] = await db.select().from(makerApplications).where(eq(makerApplications.userId, userId)).orderBy(desc(makerApplications.id)).limit(1)
  return {
    certified: member?.authState === "certified",
    isMaker: member?.isMaker ?? false,
    application: latest ? applicationView(latest, member?.username ?? "") : null,
    depositCents: MAKER_DEPOSIT_CENTS,
  }
}

/** The member applies; the application waits for its deposit. */
export async function applyToJoin(db: Db, userId: number, form: JoinForm, ownsFile: (path: string) => Promise<boolean>, now: number): Promise<MakerApplication> {
  const problem = firstFormError(validateJoinForm(form))
  if (problem !== undefined) throw badRequest(problem)
  // Read before the transaction: the embedded database has one connection.
  const ownsSample = await ownsFile(form.sample.trim())
  return db.transaction(async (tx) => {
    const member = await lockedRowOrNotFound(tx, users, eq(users.id, userId))
    if (member.authState !== "certified") throw forbidden(MAKER_MESSAGES.notCertified, "not_certified")
    if (member.isMaker) throw conflict(MAKER_MESSAGES.alreadyMaker, "already_maker")
    const [open] = await tx
      .select({ id: makerApplications.id })
      .from(makerApplications)
      .where(and(eq(makerApplications.userId, userId), inArray(makerApplications.state, [...OPEN])))
    if (open) throw conflict(MAKER_MESSAGES.applicationOpen, "application_open")
    if (!ownsSample) throw badRequest(MAKER_MESSAGES.fileNotYours)
    const [row] = await tx
      .insert(makerApplications)
      .values({
        userId,
        displayName: form.displayName.trim(),
        field: form.field,
        intro: form.intro.trim(),
        sample: form.sample.trim(),
        depositCents: MAKER_DEPOSIT_CENTS,
        state: "unpaid",
        createdAt: new Date(now),
      })
      .returning()
    if (!row) throw notFound()
    return applicationView(row, member.username)
  })
}

/** Pays the deposit of an unpaid application from the balance; the application goes to review. */
export function payDeposit(
  db: Db,
  rsa: RsaKeys,
  input: { readonly userId: number; readonly applicationId: number; readonly payPass: string; readonly idempotencyKey: string },
  now: number,
): Promise<DepositPayResult> {
  return payWithPassword(
    db,
    rsa,
    { userId: input.userId, payPass: input.payPass, idempotencyKey: input.idempotencyKey, scope: `makerDeposit:${input.applicationId}`, now },
    async (tx) => {
      const row = await lockedRowOrNotFound(tx, makerApplications, and(eq(makerApplications.id, input.applicationId), eq(makerApplications.userId, input.userId)), MAKER_MESSAGES.applicationNotFound)
      if (row.state !== "unpaid") throw conflict(MAKER_MESSAGES.notPayable, "not_payable")
      const posted = await debit(tx, { userId: input.userId, cents: row.depositCents, kind: "maker_deposit", ref: `MAKER${row.id}` })
      const [paid] = await tx
        .update(makerApplications)
        .set({ state: "reviewing", paidAt: new Date(now) })
        .where(eq(makerApplications.id, row.id))
        .returning()
      return { application: applicationView(paid ?? row, await usernameOf(tx, input.userId)), balance: posted.balanceAfter }
    },
  )
}

/** Gives the deposit back once: marks the row and credits under a key of its own. */
async function refundDeposit(tx: Tx, row: Row, now: number): Promise<void> {
  if (row.depositRefundedAt !== null || row.paidAt === null) return
  await credit(tx, {
    userId: row.userId,
    cents: row.depositCents,
    kind: "maker_deposit_refund",
    ref: `MAKER${row.id}`,
    idempotencyKey: `maker-deposit-refund-${row.id}`,
  })
  await tx.update(makerApplications).set({ depositRefundedAt: new Date(now) }).where(eq(makerApplications.id, row.id))
}

const lockApplication = (tx: Tx, id: number): Promise<Row> =>
  lockedRowOrNotFound(tx, makerApplications, eq(makerApplications.id, id), MAKER_MESSAGES.applicationNotFound)

export function approveApplication(db: Db, id: number, now: number): Promise<MakerApplication> {
  return db.transaction(async (tx) => {
    const row = await lockApplication(tx, id)
    if (row.state !== "reviewing") throw conflict(MAKER_MESSAGES.notReviewable, "not_reviewable")
    const [done] = await tx.update(makerApplications).set({ state: "approved", reason: "", reviewedAt: new Date(now) }).where(eq(makerApplications.id, id)).returning()
    await tx.update(users).set({ isMaker: true }).where(eq(users.id, row.userId))
    await tx
      .insert(makers)
      .values({ userId: row.userId, applicationId: row.id, displayName: row.displayName, field: row.field, intro: row.intro, joinedAt: new Date(now) })
      .onConflictDoUpdate({ target: makers.userId, set: { applicationId: row.id, displayName: row.displayName, field: row.field, intro: row.intro, joinedAt: new Date(now) } })
    return applicationView(done ?? row, await usernameOf(tx, row.userId))
  })
}

export function rejectApplication(db: Db, id: number, reason: string, now: number): Promise<MakerApplication> {
  const problem = validateRejectReason(reason)[0]
  if (problem !== undefined) return Promise.reject(badRequest(problem))
  return db.transaction(async (tx) => {
    const row = await lockApplication(tx, id)
    if (row.state !== "reviewing" && row.state !== "unpaid") throw conflict(MAKER_MESSAGES.notReviewable, "not_reviewable")
    await refundDeposit(tx, row, now)
    const [done] = await tx
      .update(makerApplications)
      .set({ state: "rejected", reason: reason.trim(), reviewedAt: new Date(now) })
      .where(eq(makerApplications.id, id))
      .returning()
    return applicationView(done ?? row, await usernameOf(tx, row.userId))
  })
}

/** A maker leaves: the maker flag goes, the deposit comes back. Works stay hidden from the feeds. */
export function leaveMakers(db: Db, userId: number, now: number): Promise<{ readonly ok: boolean; readonly balance: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(makerApplications)
      .where(and(eq(makerApplications.userId, userId), eq(makerApplications.state, "approved")))
      .for("update")
    if (!row) throw forbidden(MAKER_MESSAGES.notMaker, "not_maker")
    await refundDeposit(tx, row, now)
    await tx.update(makerApplications).set({ state: "left" }).where(eq(makerApplications.id, row.id))
    await tx.update(users).set({ isMaker: false }).where(eq(users.id, userId))
    return { ok: true, balance: (await balances(tx, userId)).balanceCents }
  })
}

export async function applicationPage(db: Db, query: { readonly state: ApplicationState; readonly page?: number; readonly size?: number }) {
  const where = eq(makerApplications.state, query.state)
  const order = newestFirst(makerApplications.createdAt, makerApplications.id)
  const { rows, totalElements, totalPages } = await readApplicantPage(db, query, 20, order, makerApplications, makerApplications.userId, where)
  return { content: rows.map((r) => applicationView(r.row, r.username)), totalElements, totalPages }
}

/** Refuses a member who is not a maker (the maker centre's content endpoints). */
export async function requireMaker(db: Db | Tx, userId: number): Promise<void> {
  const [member] = await db.select({ isMaker: users.isMaker }).from(users).where(eq(users.id, userId))
  if (!member?.isMaker) throw new DomainError(403, "not_maker", MAKER_MESSAGES.notMaker)
}
