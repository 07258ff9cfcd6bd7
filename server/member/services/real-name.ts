import { and, eq, ne } from "drizzle-orm"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { maskName } from "../../../domain/core/masking.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { RealNameInfo, RealNameRequest } from "../../../domain/member/entities/member.ts"
import { REAL_NAME_MESSAGES, maskIdCard, validateRealNameForm, validateRejectReason } from "../../../domain/member/real-name-form.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { isUniqueViolation } from "../../core/db/unique-violation.ts"
import { rewardInviter, type InviteReward } from "../../points/services/invite-reward.ts"
import { users } from "../../session/tables/users.ts"
import { realNameRequests } from "../tables.ts"
import { authStateOf } from "./profile.ts"
import { newestFirst } from "../../core/db/read-page.ts"
import { readApplicantPage } from "../../core/applicant-page.ts"
import { lockedRowOrNotFound } from "../../core/db/row-or-not-found.ts"

type RequestRow = typeof realNameRequests.$inferSelect

const ADMIN_PAGE_SIZE = 20

const infoOf = (authState: string, row: RequestRow | undefined): RealNameInfo => {
  const state = authStateOf(authState)
  return {
    authState: state,
    auth: state === "certified",
    realName: row ? maskName(row.realName) : null,
    idCard: row ? maskIdCard(row.idCard) : null,
    reason: row?.status === "auth_fail" ? row.reason : null,
    submitTime: row ? row.submittedAt.toISOString() : null,
    reviewTime: row?.reviewedAt ? row.reviewedAt.toISOString() : null,
  }
}

const statusOf = (value: string): RequestRow["status"] & ("auth_examine" | "certified" | "auth_fail") =>
  value === "certified" || value === "auth_fail" ? value : "auth_examine"

const requestView = (row: RequestRow, user: { username: string; nickName: string }): RealNameRequest => ({
  id: row.id,
  userId: row.userId,
  username: user.username,
  nickName: user.nickName,
  realName: row.realName,
  idCard: row.idCard,
  status: statusOf(row.status),
  reason: row.reason,
  submitTime: row.submittedAt.toISOString(),
  reviewTime: row.reviewedAt ? row.reviewedAt.toISOString() : null,
})

const cardTaken = async (tx: Tx, idCard: string, userId: number): Promise<boolean> => {
  const [row] = await tx
    .select({ id: realNameRequests.id })
    .from(realNameRequests)
    .where(and(eq(realNameRequests.idCard, idCard), eq(realNameRequests.status, "certified"), ne(realNameRequests.userId, userId)))
  return row !== undefined
}

/** A pending request with its member, locked for the review. */
const pendingForReview = async (tx: Tx, id: number) => {
  const row = await lockedRowOrNotFound(tx, realNameRequests, eq(realNameRequests.id, id), "实名认证申请不存在")
  if (row.status !== "auth_examine") throw conflict(REAL_NAME_MESSAGES.notPending)
  const [member] = await tx.select({ username: users.username, nickName: users.nickName }).from(users).where(eq(users.id, row.userId))
  if (!member) throw notFound("用户不存在")
  return { row, member }
}

/** The member's certification state and request, masked. */
export const realNameInfo = async (db: Db, userId: number): Promise<RealNameInfo> => {
  const [row] = await db.select().from(realNameRequests).where(eq(realNameRequests.userId, userId))
  const [member] = await db.select({ authState: users.authState }).from(users).where(eq(users.id, userId))
  return infoOf(member?.authState ?? "not_certified", row)
}

/** Submits (or resubmits after a rejection) the member's name and card number for review. */
export const submitRealName = async (db: Db, userId: number, input: { readonly realName: string; readonly idCard: string }, now: number): Promise<RealNameInfo> => {
  const realName = input.realName.trim()
  const idCard = input.idCard.trim().toUpperCase()
  const message = firstFormError(validateRealNameForm({ realName, idCard }))
  if (message !== undefined) throw badRequest(message)
  const at = new Date(now)
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ authState: users.authState }).from(users).where(eq(users.id, userId)).for("update")
    if (!member) throw notFound("用户不存在")
    if (member.authState === "certified") throw conflict(REAL_NAME_MESSAGES.alreadyCertified)
    if (member.authState === "auth_examine") throw conflict(REAL_NAME_MESSAGES.underReview)
    if (await cardTaken(tx, idCard, userId)) throw conflict(REAL_NAME_MESSAGES.idCardTaken)
    const values = { realName, idCard, status: "auth_examine", reason: null, submittedAt: at, reviewedAt: null, reviewerId: null }
    const [row] = await tx
      .insert(realNameRequests)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: realNameRequests.userId, set: values })
      .returning()
    await tx.update(users).set({ authState: "auth_examine" }).where(eq(users.id, userId))
    return infoOf("auth_examine", row)
  })
}

/** One page of requests for administrators, of one status when asked. */
export const realNamePage = async (
  db: Db,
  query: { readonly status?: "auth_examine" | "certified" | "auth_fail" | undefined; readonly page?: number | undefined; readonly size?: number | undefined },
) => {
  const where = query.status ? eq(realNameRequests.status, query.status) : undefined
  const order = newestFirst(realNameRequests.submittedAt, realNameRequests.id)
  const { rows, totalElements, totalPages } = await readApplicantPage(db, query, ADMIN_PAGE_SIZE, order, realNameRequests, realNameRequests.userId, where)
  return { content: rows.map((r) => requestView(r.row, r)), totalElements, totalPages }
}

/** Approves a pending request: the member is certified, and their inviter earns the invite reward once. */
export const approveRealName = async (
  db: Db,
  reviewerId: number,
  id: number,
  now: number,
): Promise<{ readonly request: RealNameRequest; readonly inviteReward: InviteReward | null }> => {
  try {
    return await db.transaction(async (tx) => {
      const { row, member } = await pendingForReview(tx, id)
      if (await cardTaken(tx, row.idCard, row.userId)) throw conflict(REAL_NAME_MESSAGES.idCardTaken)
      const [updated] = await tx
        .update(realNameRequests)
        .set({ status: "certified", reason: null, reviewedAt: new Date(now), reviewerId })
        .where(eq(realNameRequests.id, row.id))
        .returning()
      await tx.update(users).set({ authState: "certified" }).where(eq(users.id, row.userId))
      if (!updated) throw notFound("实名认证申请不存在")
      return { request: requestView(updated, member), inviteReward: await rewardInviter(tx, row.userId) }
    })
  } catch (error) {
    // Two requests with one card approved at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw conflict(REAL_NAME_MESSAGES.idCardTaken)
    throw error
  }
}

/** Rejects a pending request with a reason: the member may edit and resubmit. */
export const rejectRealName = async (db: Db, reviewerId: number, id: number, reasonText: string, now: number): Promise<RealNameRequest> => {
  const reason = reasonText.trim()
  const message = validateRejectReason(reason)[0]
  if (message !== undefined) throw badRequest(message)
  return db.transaction(async (tx) => {
    const { row, member } = await pendingForReview(tx, id)
    const [updated] = await tx
      .update(realNameRequests)
      .set({ status: "auth_fail", reason, reviewedAt: new Date(now), reviewerId })
      .where(eq(realNameRequests.id, row.id))
      .returning()
    await tx.update(users).set({ authState: "auth_fail" }).where(eq(users.id, row.userId))
    if (!updated) throw notFound("实名认证申请不存在")
    return requestView(updated, member)
  })
}
