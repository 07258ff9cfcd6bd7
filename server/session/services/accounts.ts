import { randomUUID } from "node:crypto"
import { and, asc, eq, ilike, or, sql } from "drizzle-orm"
import { DomainError, badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { validateNewPassword, validatePhone, validateRegisterForm } from "../../../domain/session/login-form.ts"
import { AUTH_MESSAGES } from "../../../domain/session/messages.ts"
import { SMS_MESSAGES, type SmsPurpose } from "../../../domain/session/sms.ts"
import type { Db } from "../../core/db/client.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import { insertUser, type UserRow } from "../../core/db/factories/users.ts"
import { socialAccounts, socialTickets } from "../tables/auth.ts"
import { users } from "../tables/users.ts"
import { LoginLimits } from "./login-limits.ts"
import { hashPassword } from "./passwords.ts"
import { readTablePage } from "../../core/db/read-page.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

const SOCIAL_TICKET_MS = 10 * 60_000
const ADMIN_PAGE_SIZE = 20

const firstOr400 = (messages: ReadonlyArray<string>) => {
  const first = messages[0]
  if (first !== undefined) throw badRequest(first)
}

/** An account by id (404 without one). */
export const accountById = (db: Db, id: number): Promise<UserRow> =>
  rowOrNotFound(db, users, eq(users.id, id))

/** The account a login names, by user name (any case) or phone, or null. */
export const accountByLogin = async (db: Db, name: string): Promise<UserRow | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${LoginLimits.accountKey(name)}`, eq(users.phone, name.trim())))
    .limit(1)
  return row ?? null
}

/** The phone an SMS code may go to for `purpose`: a new one to register, a known one to recover. */
export const phoneForCode = async (db: Db, input: string, purpose: SmsPurpose): Promise<string> => {
  const phone = input.trim()
  firstOr400(validatePhone(phone))
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
  if (purpose === "register" && holder) throw conflict(SMS_MESSAGES.phoneTaken)
  if (purpose === "password" && !holder) throw badRequest(SMS_MESSAGES.phoneUnknown)
  return phone
}

/**
 * Opens an account: a free name and phone, a known invite code when one is given, and the SMS
 * code `proveCode` accepts for the phone.
 */
export const registerAccount = async (
  db: Db,
  input: { readonly username: string; readonly phone: string; readonly smsCode: string; readonly password: string; readonly inviteCode?: string | undefined },
  proveCode: (phone: string) => Promise<void>,
): Promise<UserRow> => {
  const username = input.username.trim()
  const phone = input.phone.trim()
  const password = input.password
  const problem = firstFormError(validateRegisterForm({ username, phone, smsCode: input.smsCode, password, confirm: password, agreed: true }))
  if (problem) throw badRequest(problem)
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
  if (taken) throw conflict(AUTH_MESSAGES.usernameTaken)
  const [phoneTaken] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
  if (phoneTaken) throw conflict(SMS_MESSAGES.phoneTaken)
  let invitedBy: number | null = null
  const inviteCode = input.inviteCode?.trim()
  if (inviteCode) {
    const [inviter] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, inviteCode.toUpperCase()))
    if (!inviter) throw badRequest(AUTH_MESSAGES.inviteCodeUnknown)
    invitedBy = inviter.id
  }
  await proveCode(phone)
  try {
    return await insertUser(db, { username, nickName: username, phone, password, invitedBy })
  } catch {
    // Someone registered the same name or phone a moment ago.
    throw conflict(AUTH_MESSAGES.usernameTaken)
  }
}

/** Sets a new password for the account of a phone once `proveCode` accepts its SMS code; answers the account's id. */
export const resetPassword = async (
  db: Db,
  input: { readonly phone: string; readonly password: string },
  proveCode: (phone: string) => Promise<void>,
  now: number,
): Promise<number> => {
  const phone = input.phone.trim()
  firstOr400(validatePhone(phone))
  firstOr400(validateNewPassword(input.password))
  await proveCode(phone)
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), credentialsChangedAt: new Date(now) })
    .where(eq(users.phone, phone))
    .returning({ id: users.id })
  if (!user) throw badRequest(SMS_MESSAGES.codeInvalid)
  return user.id
}

/** The enabled account a social login is bound to, or null when none is. */
export const boundAccount = async (db: Db, provider: string, openId: string): Promise<UserRow | null> => {
  const [bound] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.openId, openId)))
  if (!bound) return null
  const user = await accountById(db, bound.userId)
  if (!user.enabled) throw badRequest(AUTH_MESSAGES.accountDisabled)
  return user
}

/** A ticket that lets a social login be bound to an account within SOCIAL_TICKET_MS. */
export const issueSocialTicket = async (db: Db, social: { readonly provider: string; readonly openId: string; readonly nickName: string }, now: number): Promise<string> => {
  const ticket = randomUUID()
  await db.insert(socialTickets).values({ ticket, ...social, expiresAt: new Date(now + SOCIAL_TICKET_MS) })
  return ticket
}

/** A social-login ticket still valid (400 when it expired or never was). */
export const socialTicket = async (db: Db, ticket: string, now: number) => {
  const [row] = await db.select().from(socialTickets).where(eq(socialTickets.ticket, ticket))
  if (!row || row.expiresAt.getTime() <= now) throw badRequest(AUTH_MESSAGES.bindExpired)
  return row
}

/** Binds a ticket's social login to an account; the ticket is used up. */
export const bindSocialAccount = async (db: Db, ticket: { readonly ticket: string; readonly provider: string; readonly openId: string; readonly nickName: string }, userId: number): Promise<void> => {
  await db.delete(socialTickets).where(eq(socialTickets.ticket, ticket.ticket))
  await db
    .insert(socialAccounts)
    .values({ provider: ticket.provider, openId: ticket.openId, userId, nickName: ticket.nickName })
    .onConflictDoNothing()
}

/** One page of accounts for administrators, by name, nickname or phone when a keyword is given. */
export const accountPage = async (db: Db, query: { readonly keyword?: string | undefined; readonly page?: number | undefined }) => {
  const keyword = query.keyword?.trim()
  const like = keyword ? likePattern(keyword) : null
  const where = like ? or(ilike(users.username, like), ilike(users.nickName, like), ilike(users.phone, like)) : undefined
  const { rows, totalElements } = await readTablePage(db, { page: query.page }, ADMIN_PAGE_SIZE, [asc(users.id)], users, where)
  return {
    content: rows.map((row) => ({
      userId: row.id,
      username: row.username,
      nickName: row.nickName,
      phone: row.phone,
      type: row.type,
      roles: row.roles,
      enabled: row.enabled,
      createdAt: row.createdAt.toISOString(),
    })),
    totalElements,
  }
}

/** Starts or stops an account (never the administrator's own); answers its id. */
export const setAccountEnabled = async (db: Db, adminId: number, id: number, enabled: boolean): Promise<number> => {
  if (id === adminId && !enabled) throw conflict("不能停用自己的账号")
  const [row] = await db.update(users).set({ enabled }).where(eq(users.id, id)).returning({ id: users.id })
  if (!row) throw notFound("账号不存在")
  return row.id
}

export const wechatUnavailable = () => new DomainError(503, "wechat_unavailable", AUTH_MESSAGES.wechatUnavailable)
