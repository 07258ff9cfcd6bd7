import { and, count, desc, eq, ne, or } from "drizzle-orm"
import { loginWaitMessage } from "../../../domain/session/messages.ts"
import type { MemberProfile, PublicUserInfo } from "../../../domain/member/entities/member.ts"
import { maskEmail, maskPhone } from "../../../domain/core/masking.ts"
import { PERSONAL_MESSAGES, validatePersonal } from "../../../domain/member/personal-form.ts"
import { SECURITY_MESSAGES, validateEmail, validatePasswordChange, validatePhoneChange } from "../../../domain/member/security-forms.ts"
import { validatePhone } from "../../../domain/session/login-form.ts"
import { SMS_RESEND_MS, SMS_VALID_MS } from "../../../domain/session/sms.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { addresses, favorites, giftOrders, prizeRecords, signIns } from "../tables.ts"
import { users } from "../../session/tables/users.ts"
import type { Db } from "../../core/db/client.ts"
import type { UserRow } from "../../core/db/factories/users.ts"
import type { AppDeps } from "../../core/deps.ts"
import { badRequest, conflict, notFound, tooManyRequests } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { LoginLimits } from "../../session/services/login-limits.ts"
import { hashPassword, verifyPassword } from "../../session/services/passwords.ts"
import { DecryptError } from "../../session/services/rsa.ts"
import { LocalMailProvider } from "../services/mail/local-provider.ts"
import { addDays, chinaDay } from "../../../domain/member/china-day.ts"

const AUTH_STATES = ["not_certified", "auth_examine", "auth_fail", "certified"] as const
export const authStateOf = (value: string): (typeof AUTH_STATES)[number] => AUTH_STATES.find((s) => s === value) ?? "not_certified"

const userRow = async (db: Db, id: number): Promise<UserRow> => {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  if (!row) throw notFound("用户不存在")
  return row
}

const profileOf = (row: UserRow): MemberProfile => {
  const authState = authStateOf(row.authState)
  return {
    userId: row.id,
    username: row.username,
    nickName: row.nickName,
    gender: row.gender === "女" ? "女" : "男",
    avatarPath: row.avatarPath,
    headerImage: row.headerImage,
    phone: row.phone ? maskPhone(row.phone) : null,
    email: row.email ? maskEmail(row.email) : null,
    authState,
    auth: authState === "certified",
    inviteCode: row.inviteCode,
    createTime: row.createdAt.toISOString(),
  }
}

const decryptOr400 = (deps: AppDeps, value: string): string => {
  try {
    return deps.rsa.decrypt(value)
  } catch (error) {
    if (error instanceof DecryptError) throw badRequest(SECURITY_MESSAGES.decryptFailed)
    throw error
  }
}

const ticketOf = (ticket: { uuid: string; expiresAt: Date; resendAt: Date }, now: number) => ({
  uuid: ticket.uuid,
  expiresIn: Math.round((ticket.expiresAt.getTime() - now) / 1000) || SMS_VALID_MS / 1000,
  resendIn: Math.round((ticket.resendAt.getTime() - now) / 1000) || SMS_RESEND_MS / 1000,
})

/** Profile, security settings and the public user info. */
export const memberProfileHandlers = {
  memberProfile: async (_input, { deps, user }) => profileOf(await userRow(deps.db, user.id)),

  userCenterUpdate: async ({ body }, { deps, user }) => {
    const current = await userRow(deps.db, user.id)
    const form = { nickName: body.nickName, gender: body.gender, avatarPath: body.avatarPath.trim(), headerImage: body.headerImage.trim() }
    // Pictures are checked only when they change: older accounts may carry pictures from elsewhere.
    const errors = validatePersonal({
      ...form,
      avatarPath: form.avatarPath === current.avatarPath ? "" : form.avatarPath,
      headerImage: form.headerImage === current.headerImage ? "" : form.headerImage,
    })
    const message = firstFormError(errors)
    if (message !== undefined) throw badRequest(message)
    for (const picture of [form.avatarPath, form.headerImage]) {
      const changed = picture !== current.avatarPath && picture !== current.headerImage
      if (changed && picture !== "" && !(await deps.files.owns(user.id, picture))) throw badRequest(PERSONAL_MESSAGES.image)
    }
    const [row] = await deps.db
      .update(users)
      .set({ nickName: form.nickName.trim(), gender: form.gender, avatarPath: form.avatarPath, headerImage: form.headerImage })
      .where(eq(users.id, user.id))
      .returning()
    if (!row) throw notFound("用户不存在")
    return profileOf(row)
  },

  accountUserInfo: async ({ params }, { deps }) => {
    const [row] = await deps.db
      .select()
      .from(users)
      .where(and(eq(users.id, params.id), eq(users.enabled, true)))
    if (!row) throw notFound("用户不存在")
    const info: PublicUserInfo = {
      userId: row.id,
      nickName: row.nickName,
      avatarPath: row.avatarPath,
      headerImage: row.headerImage,
      gender: row.gender === "女" ? "女" : "男",
      type: row.type === "sys" || row.type === "merchant" ? row.type : "member",
      grade: row.grade,
      vip: row.vipExpiresAt !== null && row.vipExpiresAt.getTime() > deps.now(),
      isShop: row.isMaker,
      auth: row.authState === "certified",
      createTime: row.createdAt.toISOString(),
    }
    return info
  },

  memberCenterStats: async (_input, { deps, user }) => {
    const today = chinaDay(deps.now())
    const [row, [favs], [addr], [orders], [wins], recent] = await Promise.all([
      userRow(deps.db, user.id),
      deps.db.select({ n: count() }).from(favorites).where(eq(favorites.userId, user.id)),
      deps.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, user.id)),
      deps.db.select({ n: count() }).from(giftOrders).where(eq(giftOrders.userId, user.id)),
      deps.db
        .select({ n: count() })
        .from(prizeRecords)
        .where(and(eq(prizeRecords.userId, user.id), ne(prizeRecords.status, "thanks"))),
      deps.db
        .select({ day: signIns.day, streak: signIns.streak })
        .from(signIns)
        .where(and(eq(signIns.userId, user.id), or(eq(signIns.day, today), eq(signIns.day, addDays(today, -1)))))
        .orderBy(desc(signIns.day)),
    ])
    const authState = authStateOf(row.authState)
    return {
      signedToday: recent.some((r) => r.day === today),
      signInStreak: recent[0]?.streak ?? 0,
      favorites: favs?.n ?? 0,
      addresses: addr?.n ?? 0,
      giftOrders: orders?.n ?? 0,
      prizeWins: wins?.n ?? 0,
      authState,
      auth: authState === "certified",
    }
  },

  phoneChangeCode: async ({ body }, { deps, user, ip }) => {
    const phone = body.phone.trim()
    const phoneMessage = validatePhone(phone)[0]
    if (phoneMessage !== undefined) throw badRequest(phoneMessage)
    const current = await userRow(deps.db, user.id)
    if (current.phone === phone) throw badRequest(SECURITY_MESSAGES.phoneSame)
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, user.id)))
    if (taken) throw conflict(SECURITY_MESSAGES.phoneTaken)
    return ticketOf(await deps.sms.issue({ phone, purpose: "phoneChange", ip }), deps.now())
  },

  phoneChange: async ({ body }, { deps, user }) => {
    const current = await userRow(deps.db, user.id)
    const phone = body.phone.trim()
    const message = firstFormError(validatePhoneChange({ phone, smsCode: body.smsCode }, current.phone))
    if (message !== undefined) throw badRequest(message)
    await deps.sms.require({ uuid: body.uuid, code: body.smsCode, phone, purpose: "phoneChange" })
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, user.id)))
    if (taken) throw conflict(SECURITY_MESSAGES.phoneTaken)
    try {
      await deps.db.update(users).set({ phone, credentialsChangedAt: new Date(deps.now()) }).where(eq(users.id, user.id))
    } catch {
      // The unique phone index: another account took the number in the meantime.
      throw conflict(SECURITY_MESSAGES.phoneTaken)
    }
    return { phone: maskPhone(phone) }
  },

  emailChangeCode: async ({ body }, { deps, user }) => {
    const email = body.email.trim().toLowerCase()
    const emailMessage = validateEmail(email)[0]
    if (emailMessage !== undefined) throw badRequest(emailMessage)
    const current = await userRow(deps.db, user.id)
    if (current.email?.toLowerCase() === email) throw badRequest(SECURITY_MESSAGES.emailSame)
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, user.id)))
    if (taken) throw conflict(SECURITY_MESSAGES.emailTaken)
    return ticketOf(await deps.mail.issue(user.id, email), deps.now())
  },

  emailChange: async ({ body }, { deps, user }) => {
    const email = body.email.trim().toLowerCase()
    const message = validateEmail(email)[0] ?? (/^\d{6}$/.test(body.code.trim()) ? undefined : SECURITY_MESSAGES.emailCodeFormat)
    if (message !== undefined) throw badRequest(message)
    await deps.mail.require({ uuid: body.uuid, code: body.code, userId: user.id, email })
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, user.id)))
    if (taken) throw conflict(SECURITY_MESSAGES.emailTaken)
    await deps.db.update(users).set({ email }).where(eq(users.id, user.id))
    return { email: maskEmail(email) }
  },

  passwordChange: async ({ body }, { deps, user, ip }) => {
    const limits = new LoginLimits(deps.db, deps.now)
    const account = `password-change:${user.id}`
    const oldPass = decryptOr400(deps, body.oldPass)
    const newPass = decryptOr400(deps, body.newPass)
    const message = firstFormError(validatePasswordChange({ oldPass, newPass, confirm: newPass }))
    if (message !== undefined) throw badRequest(message)
    // Counted before the hash is checked, like a login.
    const reservation = await limits.reserve(account, ip)
    if ("waitSeconds" in reservation) throw tooManyRequests(loginWaitMessage(reservation.waitSeconds), "login_throttled")
    const current = await userRow(deps.db, user.id)
    if (!(await verifyPassword(oldPass, current.passwordHash))) throw badRequest(SECURITY_MESSAGES.oldPassWrong)
    await limits.settle(reservation, true)
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPass), credentialsChangedAt: new Date(deps.now()) })
      .where(eq(users.id, user.id))
    // Every other session of the member ends; this one stays signed in.
    const revoked = await deps.tokens.revokeOthers(user.id, user.jti)
    return { revoked: revoked.length }
  },

  devMailOutbox: async (_input, { deps }) => {
    const provider = deps.mail.provider
    if (deps.config.production || !(provider instanceof LocalMailProvider)) throw notFound()
    const rows = await provider.latest()
    return rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, sentAt: m.sentAt.toISOString() }))
  },
} satisfies AreaHandlers
