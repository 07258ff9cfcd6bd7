import { maskEmail, maskPhone } from "../../../domain/core/masking.ts"
import { notFound } from "../../../domain/core/errors.ts"
import { SMS_RESEND_MS, SMS_VALID_MS } from "../../../domain/session/sms.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { LocalMailProvider } from "../services/mail/local-provider.ts"
import {
  changeEmail,
  changePassword,
  changePhone,
  emailForChange,
  memberCenterStats,
  memberProfile,
  phoneForChange,
  publicUserInfo,
  updatePersonal,
} from "../services/profile.ts"

const ticketOf = (ticket: { uuid: string; expiresAt: Date; resendAt: Date }, now: number) => ({
  uuid: ticket.uuid,
  expiresIn: Math.round((ticket.expiresAt.getTime() - now) / 1000) || SMS_VALID_MS / 1000,
  resendIn: Math.round((ticket.resendAt.getTime() - now) / 1000) || SMS_RESEND_MS / 1000,
})

/** Profile, security settings and the public user info. */
export const memberProfileHandlers = {
  memberProfile: async (_input, { deps, user }) => memberProfile(deps.db, user.id),

  userCenterUpdate: async ({ body }, { deps, user }) => updatePersonal(deps.db, user.id, body, (path) => deps.files.owns(user.id, path)),

  accountUserInfo: async ({ params }, { deps }) => publicUserInfo(deps.db, params.id, deps.now()),

  memberCenterStats: async (_input, { deps, user }) => memberCenterStats(deps.db, user.id, deps.now()),

  phoneChangeCode: async ({ body }, { deps, user, ip }) => {
    const phone = await phoneForChange(deps.db, user.id, body.phone)
    return ticketOf(await deps.sms.issue({ phone, purpose: "phoneChange", ip }), deps.now())
  },

  phoneChange: async ({ body }, { deps, user }) => {
    const prove = (phone: string) => deps.sms.require({ uuid: body.uuid, code: body.smsCode, phone, purpose: "phoneChange" })
    return { phone: maskPhone(await changePhone(deps.db, user.id, body, prove, deps.now())) }
  },

  emailChangeCode: async ({ body }, { deps, user }) => {
    const email = await emailForChange(deps.db, user.id, body.email)
    return ticketOf(await deps.mail.issue(user.id, email), deps.now())
  },

  emailChange: async ({ body }, { deps, user }) => {
    const prove = (email: string) => deps.mail.require({ uuid: body.uuid, code: body.code, userId: user.id, email })
    return { email: maskEmail(await changeEmail(deps.db, user.id, body, prove)) }
  },

  passwordChange: async ({ body }, { deps, user, ip }) => {
    await changePassword(deps.db, deps.rsa, user.id, body, ip, deps.now)
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
