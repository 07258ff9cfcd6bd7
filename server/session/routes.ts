import { AUTH_MESSAGES, loginWaitMessage } from "../../domain/session/messages.ts"
import { menuEntryOf, menusFor } from "../../domain/session/role-menu.ts"
import { SMS_RESEND_MS, SMS_VALID_MS } from "../../domain/session/sms.ts"
import type { UserRow } from "../core/db/factories/users.ts"
import { badRequest, notFound, tooManyRequests } from "../../domain/core/errors.ts"
import type { AreaHandlers, RequestContext } from "../core/http/handler.ts"
import { clearSessionCookies, requestIsHttps, setSessionCookies } from "../core/http/session-cookie.ts"
import { authInfoOf } from "./services/auth-info.ts"
import { Captchas } from "./services/captcha.ts"
import { LoginLimits } from "./services/login-limits.ts"
import { hashPassword, verifyPassword } from "./services/passwords.ts"
import {
  accountById,
  accountByLogin,
  accountPage,
  bindSocialAccount,
  boundAccount,
  issueSocialTicket,
  phoneForCode,
  registerAccount,
  resetPassword,
  setAccountEnabled,
  socialTicket,
  wechatUnavailable,
} from "./services/accounts.ts"
import { QrLogins } from "./services/qr-logins.ts"
import { LocalSmsProvider } from "./services/sms/local-provider.ts"

/** A hash to check against when no account matches, so that a miss takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined
const missHash = () => (dummyHash ??= hashPassword("no-such-account"))

/**
 * Checks a name (or phone) and an encrypted password under the login rate
 * limits. Every failure, including a password that does not decrypt, is the
 * one message 用户名或密码错误 and counts against the limits; the attempt is counted before
 * the hash is checked (server/session/services/login-limits.ts).
 */
const checkCredentials = async (ctx: RequestContext, name: string, encrypted: string): Promise<UserRow> => {
  const { deps, ip } = ctx
  const limits = new LoginLimits(deps.db, deps.now)
  const account = LoginLimits.accountKey(name)
  const reservation = await limits.reserve(account, ip)
  if ("waitSeconds" in reservation) throw tooManyRequests(loginWaitMessage(reservation.waitSeconds), "login_throttled")
  const password = deps.rsa.decryptOrNull(encrypted)
  const user = await accountByLogin(deps.db, name)
  const matches = await verifyPassword(password ?? "", user?.passwordHash ?? (await missHash()))
  if (!user || password === null || !matches) throw badRequest(AUTH_MESSAGES.badCredentials)
  if (!user.enabled) throw badRequest(AUTH_MESSAGES.accountDisabled)
  await limits.settle(reservation, true)
  return user
}

const clientOf = (ctx: RequestContext): string => {
  const header = ctx.hono.req.header("session_client") ?? ""
  return /^[\w-]{1,20}$/.test(header) ? header : "pc-web"
}

/**
 * Issues a token and hands it to the browser in the HttpOnly session cookie (kept for the token's
 * lifetime with remember-me, for the browser session otherwise); the answer carries it too, for
 * API clients that send it as `Authorization: Bearer`.
 */
const signIn = async (ctx: RequestContext, user: UserRow, rememberMe = false) => {
  const { token, expiresAt } = await ctx.deps.tokens.issue(user.id, clientOf(ctx))
  setSessionCookies(ctx.hono, token, rememberMe ? expiresAt : null, requestIsHttps(ctx.hono, ctx.deps.config.trustedProxies))
  return { token, user: authInfoOf(user) }
}

/** Session and login: captcha, login, current user, logout, QR login, SMS codes, registration, recovery, WeChat, menus. */
export const sessionHandlers = {
  authOptions: async (_input, { deps }) => ({ captcha: deps.config.captcha, wechat: deps.social !== null }),

  publicKey: async (_input, { deps }) => ({ publicKey: deps.rsa.publicKeyPem }),

  captcha: async (_input, { deps }) => new Captchas(deps.db, deps.now).create(),

  login: async ({ body }, ctx) => {
    const { deps } = ctx
    if (deps.config.captcha) {
      const check = await new Captchas(deps.db, deps.now).consume(body.uuid, body.code)
      if (check === "expired") throw badRequest(AUTH_MESSAGES.captchaExpired)
      if (check === "wrong") throw badRequest(AUTH_MESSAGES.captchaInvalid)
    }
    const user = await checkCredentials(ctx, body.username, body.password)
    return signIn(ctx, user, body.rememberMe === true)
  },

  authInfo: async (_input, { deps, user }) => authInfoOf(await accountById(deps.db, user.id)),

  logout: async (_input, { deps, user, hono }) => {
    await deps.tokens.revoke(user.jti)
    clearSessionCookies(hono, requestIsHttps(hono, deps.config.trustedProxies))
    return { ok: true }
  },

  // The one way a page script sees the token: the login frame's answer to its embedder (spec 1
  // §2.3). Only the portal's own pages may ask with the cookie (the endpoint is ownPagesOnly).
  frameToken: async (_input, { token, hono }) => {
    hono.header("cache-control", "no-store")
    return { token }
  },

  qrCode: async (_input, { deps, ip, hono }) =>
    new QrLogins(deps.db, deps.now).create(new URL(hono.req.url).origin, ip, hono.req.header("user-agent") ?? ""),

  qrStatus: async ({ body }, ctx) => {
    const { deps } = ctx
    const answer = await new QrLogins(deps.db, deps.now).status(body.id, body.secret)
    if (answer.status !== "confirmed" || answer.userId === null) return { status: answer.status, login: null }
    const user = await accountById(deps.db, answer.userId)
    if (!user.enabled) return { status: "expired", login: null }
    return { status: "confirmed", login: await signIn(ctx, user) }
  },

  qrScan: async ({ body }, { deps, user }) => new QrLogins(deps.db, deps.now).scan(body.id, user.id),

  qrConfirm: async ({ body }, { deps, user }) => {
    await new QrLogins(deps.db, deps.now).confirm(body.id, user.id)
    return { ok: true }
  },

  qrCancel: async ({ body }, { deps, user }) => {
    await new QrLogins(deps.db, deps.now).cancel(body.id, user.id)
    return { ok: true }
  },

  infoCode: async ({ body }, { deps, ip }) => {
    const phone = await phoneForCode(deps.db, body.phone, body.purpose)
    const ticket = await deps.sms.issue({ phone, purpose: body.purpose, ip })
    return { uuid: ticket.uuid, resendIn: SMS_RESEND_MS / 1000, expiresIn: SMS_VALID_MS / 1000 }
  },

  register: async ({ body }, ctx) => {
    const { deps } = ctx
    const password = deps.rsa.decryptOrRefuse(body.password, AUTH_MESSAGES.decryptFailed)
    const prove = (phone: string) => deps.sms.require({ uuid: body.uuid, code: body.smsCode, phone, purpose: "register" })
    return signIn(ctx, await registerAccount(deps.db, { ...body, password }, prove))
  },

  passwordReset: async ({ body }, { deps }) => {
    const password = deps.rsa.decryptOrRefuse(body.password, AUTH_MESSAGES.decryptFailed)
    const prove = (phone: string) => deps.sms.require({ uuid: body.uuid, code: body.smsCode, phone, purpose: "password" })
    const userId = await resetPassword(deps.db, { phone: body.phone, password }, prove, deps.now())
    // Every session of the account ends: whoever knew the old password is out.
    await deps.tokens.revokeOthers(userId, "")
    return { ok: true }
  },

  wechatStart: async ({ query }, { deps }) => {
    if (!deps.social) throw wechatUnavailable()
    return { url: deps.social.authorizeUrl(query.state) }
  },

  wechatLogin: async ({ body }, ctx) => {
    const { deps } = ctx
    const provider = deps.social
    if (!provider) throw wechatUnavailable()
    let social
    try {
      social = await provider.exchange(body.code)
    } catch {
      throw badRequest(AUTH_MESSAGES.wechatFailed)
    }
    const user = await boundAccount(deps.db, provider.name, social.openId)
    if (user) return { login: await signIn(ctx, user), ticket: null, nickName: social.nickName }
    const ticket = await issueSocialTicket(deps.db, { provider: provider.name, openId: social.openId, nickName: social.nickName }, deps.now())
    return { login: null, ticket, nickName: social.nickName }
  },

  wechatBinding: async ({ body }, ctx) => {
    const { deps } = ctx
    if (!deps.social) throw wechatUnavailable()
    const ticket = await socialTicket(deps.db, body.ticket, deps.now())
    const user = await checkCredentials(ctx, body.username, body.password)
    await bindSocialAccount(deps.db, ticket, user.id)
    return signIn(ctx, user)
  },

  wechatCallback: async ({ query }, { deps, hono }) => {
    if (!deps.social) throw wechatUnavailable()
    if (!query.code || !query.state) throw badRequest(AUTH_MESSAGES.wechatFailed)
    const target = `/login/wechat?code=${encodeURIComponent(query.code)}&state=${encodeURIComponent(query.state)}`
    return hono.redirect(target, 302)
  },

  menusBuild: async (_input, { deps, user }) =>
    menusFor(user.roles, { production: deps.config.production }).map(menuEntryOf),

  devOutbox: async (_input, { deps }) => {
    const provider = deps.sms.provider
    if (deps.config.production || !(provider instanceof LocalSmsProvider)) throw notFound()
    const messages = await provider.latest(50)
    return messages.map((m) => ({ id: m.id, phone: m.phone, text: m.text, sentAt: m.sentAt.toISOString() }))
  },

  adminAccounts: async ({ query }, { deps }) => accountPage(deps.db, query),

  adminAccountEnabled: async ({ params, body }, { deps, user }) => {
    const id = await setAccountEnabled(deps.db, user.id, params.id, body.enabled)
    // A stopped account is signed out everywhere at once.
    if (!body.enabled) await deps.tokens.revokeOthers(id, "")
    return { ok: true }
  },
} satisfies AreaHandlers
