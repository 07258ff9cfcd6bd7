import { and, count, desc, eq, ne, or } from "drizzle-orm"
import { badRequest, conflict, notFound, tooManyRequests } from "../../../domain/core/errors.ts"
import { maskEmail, maskPhone } from "../../../domain/core/masking.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { addDays, chinaDay } from "../../../domain/member/china-day.ts"
import type { MemberCenterStats, MemberProfile, PublicUserInfo } from "../../../domain/member/entities/member.ts"
import { PERSONAL_MESSAGES, validatePersonal } from "../../../domain/member/personal-form.ts"
import { SECURITY_MESSAGES, validateEmail, validatePasswordChange, validatePhoneChange } from "../../../domain/member/security-forms.ts"
import { validatePhone } from "../../../domain/session/login-form.ts"
import { loginWaitMessage } from "../../../domain/session/messages.ts"
import type { Db } from "../../core/db/client.ts"
import type { UserRow } from "../../core/db/factories/users.ts"
import { LoginLimits } from "../../session/services/login-limits.ts"
import { hashPassword, verifyPassword } from "../../session/services/passwords.ts"
import type { RsaKeys } from "../../session/services/rsa.ts"
import { users } from "../../session/tables/users.ts"
import { addresses, favorites, giftOrders, prizeRecords, signIns } from "../tables.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

const AUTH_STATES = ["not_certified", "auth_examine", "auth_fail", "certified"] as const
export const authStateOf = (value: string): (typeof AUTH_STATES)[number] => AUTH_STATES.find((s) => s === value) ?? "not_certified"

const userRow = (db: Db, id: number): Promise<UserRow> =>
  rowOrNotFound(db, users, eq(users.id, id), "用户不存在")

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

/** The member's own profile, phone and e-mail masked. */
export const memberProfile = async (db: Db, userId: number): Promise<MemberProfile> => profileOf(await userRow(db, userId))

/** Changes nickname, gender and pictures (the member's own uploads, `owns`). */
export const updatePersonal = async (
  db: Db,
  userId: number,
  input: { readonly nickName: string; readonly gender: "男" | "女"; readonly avatarPath: string; readonly headerImage: string },
  owns: (path: string) => Promise<boolean>,
): Promise<MemberProfile> => {
  const current = await userRow(db, userId)
  const form = { nickName: input.nickName, gender: input.gender, avatarPath: input.avatarPath.trim(), headerImage: input.headerImage.trim() }
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
    if (changed && picture !== "" && !(await owns(picture))) throw badRequest(PERSONAL_MESSAGES.image)
  }
  const [row] = await db
    .update(users)
    .set({ nickName: form.nickName.trim(), gender: form.gender, avatarPath: form.avatarPath, headerImage: form.headerImage })
    .where(eq(users.id, userId))
    .returning()
  if (!row) throw notFound("用户不存在")
  return profileOf(row)
}

/** What anyone may see of an enabled member. */
export const publicUserInfo = async (db: Db, id: number, now: number): Promise<PublicUserInfo> => {
  const row = await rowOrNotFound(db, users, and(eq(users.id, id), eq(users.enabled, true)), "用户不存在")
  return {
    userId: row.id,
    nickName: row.nickName,
    avatarPath: row.avatarPath,
    headerImage: row.headerImage,
    gender: row.gender === "女" ? "女" : "男",
    type: row.type === "sys" || row.type === "merchant" ? row.type : "member",
    grade: row.grade,
    vip: row.vipExpiresAt !== null && row.vipExpiresAt.getTime() > now,
    isShop: row.isMaker,
    auth: row.authState === "certified",
    createTime: row.createdAt.toISOString(),
  }
}

/** The member centre's counts: sign-in, favourites, addresses, gift orders, prizes. */
export const memberCenterStats = async (db: Db, userId: number, now: number): Promise<MemberCenterStats> => {
  const today = chinaDay(now)
  const [row, [favs], [addr], [orders], [wins], recent] = await Promise.all([
    userRow(db, userId),
    db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId)),
    db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId)),
    db.select({ n: count() }).from(giftOrders).where(eq(giftOrders.userId, userId)),
    db
      .select({ n: count() })
      .from(prizeRecords)
      .where(and(eq(prizeRecords.userId, userId), ne(prizeRecords.status, "thanks"))),
    db
      .select({ day: signIns.day, streak: signIns.streak })
      .from(signIns)
      .where(and(eq(signIns.userId, userId), or(eq(signIns.day, today), eq(signIns.day, addDays(today, -1)))))
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
}

const refuseTakenPhone = async (db: Db, userId: number, phone: string): Promise<void> => {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
  if (taken) throw conflict(SECURITY_MESSAGES.phoneTaken)
}

const refuseTakenEmail = async (db: Db, userId: number, email: string): Promise<void> => {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
  if (taken) throw conflict(SECURITY_MESSAGES.emailTaken)
}

/** A new phone number the member may move to (answered trimmed), before its code is sent. */
export const phoneForChange = async (db: Db, userId: number, input: string): Promise<string> => {
  const phone = input.trim()
  const phoneMessage = validatePhone(phone)[0]
  if (phoneMessage !== undefined) throw badRequest(phoneMessage)
  const current = await userRow(db, userId)
  if (current.phone === phone) throw badRequest(SECURITY_MESSAGES.phoneSame)
  await refuseTakenPhone(db, userId, phone)
  return phone
}

/** Moves the member to a new phone number once `proveCode` accepts the SMS code sent to it. */
export const changePhone = async (
  db: Db,
  userId: number,
  input: { readonly phone: string; readonly smsCode: string },
  proveCode: (phone: string) => Promise<void>,
  now: number,
): Promise<string> => {
  const current = await userRow(db, userId)
  const phone = input.phone.trim()
  const message = firstFormError(validatePhoneChange({ phone, smsCode: input.smsCode }, current.phone))
  if (message !== undefined) throw badRequest(message)
  await proveCode(phone)
  await refuseTakenPhone(db, userId, phone)
  try {
    await db.update(users).set({ phone, credentialsChangedAt: new Date(now) }).where(eq(users.id, userId))
  } catch {
    // The unique phone index: another account took the number in the meantime.
    throw conflict(SECURITY_MESSAGES.phoneTaken)
  }
  return phone
}

/** A new e-mail address the member may move to (answered trimmed, lower case), before its code is sent. */
export const emailForChange = async (db: Db, userId: number, input: string): Promise<string> => {
  const email = input.trim().toLowerCase()
  const emailMessage = validateEmail(email)[0]
  if (emailMessage !== undefined) throw badRequest(emailMessage)
  const current = await userRow(db, userId)
  if (current.email?.toLowerCase() === email) throw badRequest(SECURITY_MESSAGES.emailSame)
  await refuseTakenEmail(db, userId, email)
  return email
}

/** Moves the member to a new e-mail address once `proveCode` accepts the code mailed to it. */
export const changeEmail = async (
  db: Db,
  userId: number,
  input: { readonly email: string; readonly code: string },
  proveCode: (email: string) => Promise<void>,
): Promise<string> => {
  const email = input.email.trim().toLowerCase()
  const message = validateEmail(email)[0] ?? (/^\d{6}$/.test(input.code.trim()) ? undefined : SECURITY_MESSAGES.emailCodeFormat)
  if (message !== undefined) throw badRequest(message)
  await proveCode(email)
  await refuseTakenEmail(db, userId, email)
  await db.update(users).set({ email }).where(eq(users.id, userId))
  return email
}

/**
 * Changes the login password: both passwords arrive RSA-encrypted; the old one is checked under
 * the login limits (counted before the hash is checked, like a login).
 */
export const changePassword = async (
  db: Db,
  rsa: RsaKeys,
  userId: number,
  input: { readonly oldPass: string; readonly newPass: string },
  ip: string,
  now: () => number,
): Promise<void> => {
  const limits = new LoginLimits(db, now)
  const oldPass = rsa.decryptOrRefuse(input.oldPass, SECURITY_MESSAGES.decryptFailed)
  const newPass = rsa.decryptOrRefuse(input.newPass, SECURITY_MESSAGES.decryptFailed)
  const message = firstFormError(validatePasswordChange({ oldPass, newPass, confirm: newPass }))
  if (message !== undefined) throw badRequest(message)
  const reservation = await limits.reserve(`password-change:${userId}`, ip)
  if ("waitSeconds" in reservation) throw tooManyRequests(loginWaitMessage(reservation.waitSeconds), "login_throttled")
  const current = await userRow(db, userId)
  if (!(await verifyPassword(oldPass, current.passwordHash))) throw badRequest(SECURITY_MESSAGES.oldPassWrong)
  await limits.settle(reservation, true)
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPass), credentialsChangedAt: new Date(now()) })
    .where(eq(users.id, userId))
}
