import { and, count, desc, eq, ne } from "drizzle-orm"
import type { RealNameInfo, RealNameRequest } from "../../../domain/member/entities/member.ts"
import { maskName } from "../../../domain/core/masking.ts"
import {
  REAL_NAME_MESSAGES,
  maskIdCard,
  realNameRejectedNotice,
  validateRealNameForm,
  validateRejectReason,
} from "../../../domain/member/real-name-form.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { realNameRequests } from "../tables.ts"
import { users } from "../../session/tables/users.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { isUniqueViolation } from "./db-errors.ts"
import { authStateOf } from "./profile.ts"
import { pageCount } from "../../../domain/core/paging.ts"

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
  const [row] = await tx.select().from(realNameRequests).where(eq(realNameRequests.id, id)).for("update")
  if (!row) throw notFound("实名认证申请不存在")
  if (row.status !== "auth_examine") throw conflict(REAL_NAME_MESSAGES.notPending)
  const [member] = await tx.select({ username: users.username, nickName: users.nickName }).from(users).where(eq(users.id, row.userId))
  if (!member) throw notFound("用户不存在")
  return { row, member }
}

/**
 * Real-name certification (spec 2 §1, §4): the member submits name and card number (state
 * auth_examine); an administrator approves (users.auth_state certified, auth true) or rejects
 * with a reason (auth_fail: the member edits and resubmits). The member gets an account notice.
 */
export const memberRealNameHandlers = {
  realNameInfo: async (_input, { deps, user }) => {
    const [row] = await deps.db.select().from(realNameRequests).where(eq(realNameRequests.userId, user.id))
    const [member] = await deps.db.select({ authState: users.authState }).from(users).where(eq(users.id, user.id))
    return infoOf(member?.authState ?? "not_certified", row)
  },

  realNameSubmit: async ({ body }, { deps, user }) => {
    const realName = body.realName.trim()
    const idCard = body.idCard.trim().toUpperCase()
    const message = firstFormError(validateRealNameForm({ realName, idCard }))
    if (message !== undefined) throw badRequest(message)
    const now = new Date(deps.now())
    return deps.db.transaction(async (tx) => {
      const [member] = await tx.select({ authState: users.authState }).from(users).where(eq(users.id, user.id)).for("update")
      if (!member) throw notFound("用户不存在")
      if (member.authState === "certified") throw conflict(REAL_NAME_MESSAGES.alreadyCertified)
      if (member.authState === "auth_examine") throw conflict(REAL_NAME_MESSAGES.underReview)
      if (await cardTaken(tx, idCard, user.id)) throw conflict(REAL_NAME_MESSAGES.idCardTaken)
      const values = { realName, idCard, status: "auth_examine", reason: null, submittedAt: now, reviewedAt: null, reviewerId: null }
      const [row] = await tx
        .insert(realNameRequests)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: realNameRequests.userId, set: values })
        .returning()
      await tx.update(users).set({ authState: "auth_examine" }).where(eq(users.id, user.id))
      return infoOf("auth_examine", row)
    })
  },

  adminRealNames: async ({ query }, { deps }) => {
    const page = query.page ?? 0
    const size = query.size ?? ADMIN_PAGE_SIZE
    const where = query.status ? eq(realNameRequests.status, query.status) : undefined
    const [rows, [total]] = await Promise.all([
      deps.db
        .select({ request: realNameRequests, username: users.username, nickName: users.nickName })
        .from(realNameRequests)
        .innerJoin(users, eq(users.id, realNameRequests.userId))
        .where(where)
        .orderBy(desc(realNameRequests.submittedAt), desc(realNameRequests.id))
        .limit(size)
        .offset(page * size),
      deps.db.select({ n: count() }).from(realNameRequests).where(where),
    ])
    const totalElements = total?.n ?? 0
    return {
      content: rows.map((r) => requestView(r.request, r)),
      totalElements,
      totalPages: pageCount(totalElements, size),
    }
  },

  adminRealNameApprove: async ({ params }, { deps, user }) => {
    const approve = () =>
      deps.db.transaction(async (tx) => {
        const { row, member } = await pendingForReview(tx, params.id)
        if (await cardTaken(tx, row.idCard, row.userId)) throw conflict(REAL_NAME_MESSAGES.idCardTaken)
        const [updated] = await tx
          .update(realNameRequests)
          .set({ status: "certified", reason: null, reviewedAt: new Date(deps.now()), reviewerId: user.id })
          .where(eq(realNameRequests.id, row.id))
          .returning()
        await tx.update(users).set({ authState: "certified" }).where(eq(users.id, row.userId))
        if (!updated) throw notFound("实名认证申请不存在")
        return requestView(updated, member)
      })
    let result: RealNameRequest
    try {
      result = await approve()
    } catch (error) {
      // Two requests with one card approved at once: the unique index lets one through.
      if (isUniqueViolation(error)) throw conflict(REAL_NAME_MESSAGES.idCardTaken)
      throw error
    }
    await deps.chat
      .pushNotice(result.userId, { msgType: "SUCCESS", title: "实名认证", msg: REAL_NAME_MESSAGES.noticeApproved })
      .catch((error: Error) => console.error(`real-name notice failed: ${error.message}`))
    return result
  },

  adminRealNameReject: async ({ params, body }, { deps, user }) => {
    const reason = body.reason.trim()
    const message = validateRejectReason(reason)[0]
    if (message !== undefined) throw badRequest(message)
    const result = await deps.db.transaction(async (tx) => {
      const { row, member } = await pendingForReview(tx, params.id)
      const [updated] = await tx
        .update(realNameRequests)
        .set({ status: "auth_fail", reason, reviewedAt: new Date(deps.now()), reviewerId: user.id })
        .where(eq(realNameRequests.id, row.id))
        .returning()
      await tx.update(users).set({ authState: "auth_fail" }).where(eq(users.id, row.userId))
      if (!updated) throw notFound("实名认证申请不存在")
      return requestView(updated, member)
    })
    await deps.chat
      .pushNotice(result.userId, { msgType: "WARNING", title: "实名认证", msg: realNameRejectedNotice(reason) })
      .catch((error: Error) => console.error(`real-name notice failed: ${error.message}`))
    return result
  },
} satisfies AreaHandlers
