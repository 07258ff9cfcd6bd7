import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { eq } from "drizzle-orm"
import { SignJWT } from "jose"
import { AUTH_MESSAGES } from "../../domain/session/messages.ts"
import { SMS_MESSAGES } from "../../domain/session/sms.ts"
import { captchas, loginAttempts, qrLogins } from "../../server/session/tables/auth.ts"
import { users } from "../../server/session/tables/users.ts"
import { TokenService } from "../../server/session/services/tokens.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { startTestServer } from "../setup/test-server.ts"

const messageOf = (answer: { body: unknown }) => (answer.body as { message?: string }).message

describe.each(databaseKinds())("session and login on %s", (kind) => {
  const logged: string[] = []
  let seq = 0
  const uniqueName = () => `tester${Date.now().toString(36)}${++seq}`
  const uniquePhone = () => `139${String(Date.now() + seq++).slice(-8)}`

  beforeAll(() => {
    for (const method of ["log", "error", "warn", "info"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")))
    }
  })
  afterAll(() => {
    vi.restoreAllMocks()
  })
  const suite = useTestServer(kind, { env: { AUTH_CAPTCHA: "on", LOG_REQUESTS: "on" } })

  const captcha = async () => {
    const answer = await suite.server.call("captcha")
    if (!answer.ok) throw new Error("no captcha")
    const [row] = await suite.server.deps.db.select().from(captchas).where(eq(captchas.uuid, answer.body.uuid))
    return { uuid: answer.body.uuid, code: row?.answer ?? "", img: answer.body.img }
  }
  const login = async (username: string, password: string, extra: { code?: string; uuid?: string } = {}) => {
    const c = extra.uuid ? { uuid: extra.uuid, code: extra.code ?? "" } : await captcha()
    return suite.server.call("login", {
      body: { username, password: suite.server.deps.rsa.encrypt(password), code: c.code, uuid: c.uuid, rememberMe: false },
    })
  }
  const member = async (input: Parameters<typeof signedInUser>[1] = {}) => {
    const password = "Rose_2024"
    const phone = uniquePhone()
    const { user, token } = await signedInUser(suite.server, { username: uniqueName(), password, phone, ...input })
    return { user, token, password, phone }
  }
  const adminOutbox = async () => suite.server.call("devOutbox", undefined, { token: (await member({ roles: ["ROLE_ADMIN"] })).token })

  it("draws an SVG captcha and signs in with it once", async () => {
    const m = await member()
    const c = await captcha()
    const svg = Buffer.from(c.img.replace("data:image/svg+xml;base64,", ""), "base64").toString()
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    // Glyphs are drawn as paths among noise curves: no text element, no text content at all.
    expect(svg).not.toMatch(/<text/)
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(4 + 3)
    expect(svg.replace(/<[^>]*>/g, "")).toBe("")

    const first = await login(m.user.username, m.password, c)
    expect(first.ok).toBe(true)
    if (first.ok) {
      expect(first.body.user.user.username).toBe(m.user.username)
      expect(first.body.user.roles).toEqual(["ROLE_SYSTEM_DEFAULT"])
    }
    const again = await login(m.user.username, m.password, c)
    expect([again.status, again.body]).toEqual([400, { status: 400, code: "bad_request", message: AUTH_MESSAGES.captchaExpired }])
  })

  it("refuses a wrong or expired captcha", async () => {
    const m = await member()
    const wrong = await captcha()
    const answer = await login(m.user.username, m.password, { uuid: wrong.uuid, code: wrong.code === "aaaa" ? "bbbb" : "aaaa" })
    expect([answer.status, messageOf(answer)]).toEqual([400, AUTH_MESSAGES.captchaInvalid])

    const old = await captcha()
    await suite.server.deps.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.uuid, old.uuid))
    const expired = await login(m.user.username, m.password, old)
    expect([expired.status, messageOf(expired)]).toEqual([400, AUTH_MESSAGES.captchaExpired])
  })

  it("answers one message for a wrong password, an unknown name and a password that does not decrypt", async () => {
    const m = await member()
    const wrong = await login(m.user.username, "Wrong_2024")
    const unknown = await login("nobody_here", m.password)
    const c = await captcha()
    const garbled = await suite.server.call("login", { body: { username: m.user.username, password: "bm90IGVuY3J5cHRlZA==", code: c.code, uuid: c.uuid } })
    for (const answer of [wrong, unknown, garbled]) {
      expect([answer.status, messageOf(answer)]).toEqual([400, AUTH_MESSAGES.badCredentials])
    }
  })

  it("signs in by phone and keeps names case-insensitive", async () => {
    const m = await member()
    expect((await login(m.phone, m.password)).ok).toBe(true)
    expect((await login(m.user.username.toUpperCase(), m.password)).ok).toBe(true)
  })

  it("slows failed attempts of an account from one address, even for the right password afterwards", async () => {
    const m = await member()
    for (let i = 0; i < 5; i++) expect((await login(m.user.username, `Wrong_${i}x`)).status).toBe(400)
    const account = m.user.username.toLowerCase()
    const failures = await suite.server.deps.db.select().from(loginAttempts).where(eq(loginAttempts.account, account))
    expect(failures.map((row) => row.success)).toEqual([false, false, false, false, false])
    // The wait after five failures is 1 s from the last one; on a loaded machine the next request
    // can come later than that. Dating the last failure half a minute ahead keeps the wait running.
    const last = failures.reduce((a, b) => (b.id > a.id ? b : a))
    await suite.server.deps.db.update(loginAttempts).set({ createdAt: new Date(Date.now() + 30_000) }).where(eq(loginAttempts.id, last.id))
    const blocked = await login(m.user.username, m.password)
    expect([blocked.status, (blocked.body as { code?: string }).code]).toEqual([429, "login_throttled"])
    expect(messageOf(blocked)).toMatch(/^登录失败次数过多，请\d+秒后再试$/)
    await suite.server.deps.db.delete(loginAttempts).where(eq(loginAttempts.account, account))
    expect((await login(m.user.username, m.password)).ok).toBe(true)
  })

  it("limits failed attempts per address", async () => {
    await suite.server.deps.db.insert(loginAttempts).values(
      Array.from({ length: 30 }, (_, i) => ({ account: `someone${i}`, ip: "127.0.0.1", success: false, createdAt: new Date() })),
    )
    const m = await member()
    const blocked = await login(m.user.username, m.password)
    expect(blocked.status).toBe(429)
    await suite.server.deps.db.delete(loginAttempts).where(eq(loginAttempts.ip, "127.0.0.1"))
  })

  it("refuses a disabled account", async () => {
    const m = await member()
    await suite.server.deps.db.update(users).set({ enabled: false }).where(eq(users.id, m.user.id))
    const answer = await login(m.user.username, m.password)
    expect([answer.status, messageOf(answer)]).toEqual([400, AUTH_MESSAGES.accountDisabled])
  })

  it("answers the current user with a masked phone and the default role", async () => {
    const m = await member({ authState: "certified", gender: "女" })
    const info = await suite.server.call("authInfo", undefined, { token: m.token })
    expect(info.ok && info.body).toEqual({
      user: {
        userId: m.user.id,
        username: m.user.username,
        nickName: m.user.nickName,
        avatarPath: "",
        gender: "女",
        phone: `${m.phone.slice(0, 3)}****${m.phone.slice(-4)}`,
        email: null,
        type: "member",
        authState: "certified",
        auth: true,
      },
      roles: ["ROLE_SYSTEM_DEFAULT"],
    })
    expect((await suite.server.call("authInfo")).status).toBe(401)
  })

  it("revokes the token at logout", async () => {
    const m = await member()
    const answer = await login(m.user.username, m.password)
    if (!answer.ok) throw new Error("login failed")
    const token = answer.body.token
    expect((await suite.server.call("authInfo", undefined, { token })).status).toBe(200)
    expect((await suite.server.call("logout", undefined, { token })).status).toBe(200)
    expect((await suite.server.call("authInfo", undefined, { token })).status).toBe(401)
    expect((await suite.server.call("authInfo", undefined, { token: m.token })).status).toBe(200)
  })

  it("answers 401 for an expired or forged token", async () => {
    const m = await member()
    const twoDaysAgo = Date.now() - 2 * 86_400_000
    const past = await TokenService.create(suite.server.deps.db, undefined, () => twoDaysAgo)
    const { token } = await past.issue(m.user.id)
    expect((await suite.server.call("authInfo", undefined, { token })).status).toBe(401)
    const forged = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(String(m.user.id)).setJti("x").sign(new TextEncoder().encode("another-secret-another-secret-another"))
    expect((await suite.server.call("authInfo", undefined, { token: forged })).status).toBe(401)
  })

  it("checks a remembered token's expiry at every use, and refuses any change to its signature", async () => {
    const m = await member()
    let now = Date.now()
    const tokens = await TokenService.create(suite.server.deps.db, undefined, () => now)
    const { token } = await tokens.issue(m.user.id)
    expect((await tokens.verify(token))?.id).toBe(m.user.id)
    const [head, body, signature = ""] = token.split(".")
    const flipped = `${head}.${body}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`
    expect(await tokens.verify(flipped)).toBeNull()
    expect((await tokens.verify(token))?.id).toBe(m.user.id)
    now += 2 * 86_400_000
    expect(await tokens.verify(token)).toBeNull()
  })

  it("never writes the password or an SMS code into logs or answers", async () => {
    const m = await member()
    const answer = await login(m.user.username, m.password)
    expect(JSON.stringify(answer.body)).not.toContain(m.password)
    const phone = uniquePhone()
    const sent = await suite.server.call("infoCode", { body: { phone, purpose: "register" } })
    const outbox = await adminOutbox()
    const code = outbox.ok ? (/验证码为(\d{6})/.exec(outbox.body.find((msg) => msg.phone === phone)?.text ?? "")?.[1] ?? "") : ""
    expect(code).toMatch(/^\d{6}$/)
    expect(JSON.stringify(sent.body)).not.toContain(code)
    expect(logged.some((line) => line.includes("/auth/login"))).toBe(true)
    expect(logged.join("\n")).not.toContain(m.password)
    expect(logged.join("\n")).not.toContain(code)
  })

  it("registers with an SMS code used once, sent once a minute, and records the inviter", async () => {
    const inviter = await member()
    const phone = uniquePhone()
    const sent = await suite.server.call("infoCode", { body: { phone, purpose: "register" } })
    expect(sent.ok && [sent.body.resendIn, sent.body.expiresIn]).toEqual([60, 300])
    const again = await suite.server.call("infoCode", { body: { phone, purpose: "register" } })
    expect(again.status).toBe(429)
    expect(messageOf(again)).toMatch(/^请\d+秒后再获取验证码$/)
    if (!sent.ok) throw new Error("no code")
    const outbox = await adminOutbox()
    const code = outbox.ok ? (/验证码为(\d{6})/.exec(outbox.body.find((msg) => msg.phone === phone)?.text ?? "")?.[1] ?? "") : ""
    const username = uniqueName()
    const body = { username, phone, password: suite.server.deps.rsa.encrypt("Lily_2024"), smsCode: code, uuid: sent.body.uuid, inviteCode: inviter.user.inviteCode ?? "" }
    const weak = await suite.server.call("register", { body: { ...body, password: suite.server.deps.rsa.encrypt("12345") } })
    expect([weak.status, messageOf(weak)]).toEqual([400, "以字母开头，长度在6~18之间，只能包含字母、数字和下划线"])
    const registered = await suite.server.call("register", { body })
    expect(registered.ok).toBe(true)
    const [row] = await suite.server.deps.db.select().from(users).where(eq(users.username, username))
    expect(row?.invitedBy).toBe(inviter.user.id)
    const reused = await suite.server.call("register", { body: { ...body, username: uniqueName(), phone: uniquePhone() } })
    expect(reused.status).toBe(400)
    const taken = await suite.server.call("infoCode", { body: { phone, purpose: "register" } })
    expect([taken.status, messageOf(taken)]).toEqual([409, SMS_MESSAGES.phoneTaken])
    expect((await login(username, "Lily_2024")).ok).toBe(true)
  })

  it("resets a forgotten password by SMS and ends every session", async () => {
    const m = await member()
    const sent = await suite.server.call("infoCode", { body: { phone: m.phone, purpose: "password" } })
    if (!sent.ok) throw new Error("no code")
    const outbox = await adminOutbox()
    const code = outbox.ok ? (/验证码为(\d{6})/.exec(outbox.body.find((msg) => msg.phone === m.phone)?.text ?? "")?.[1] ?? "") : ""
    const wrong = await suite.server.call("passwordReset", { body: { phone: m.phone, password: suite.server.deps.rsa.encrypt("Tulip_2024"), smsCode: code === "123456" ? "654321" : "123456", uuid: sent.body.uuid } })
    expect([wrong.status, messageOf(wrong)]).toEqual([400, SMS_MESSAGES.codeInvalid])
    const reset = await suite.server.call("passwordReset", { body: { phone: m.phone, password: suite.server.deps.rsa.encrypt("Tulip_2024"), smsCode: code, uuid: sent.body.uuid } })
    expect(reset.ok).toBe(true)
    expect((await suite.server.call("authInfo", undefined, { token: m.token })).status).toBe(401)
    expect((await login(m.user.username, "Tulip_2024")).ok).toBe(true)
    const unknown = await suite.server.call("infoCode", { body: { phone: uniquePhone(), purpose: "password" } })
    expect([unknown.status, messageOf(unknown)]).toEqual([400, SMS_MESSAGES.phoneUnknown])
  })

  it("logs in by QR code confirmed from another device, once", async () => {
    const m = await member()
    const created = await suite.server.call("qrCode")
    if (!created.ok) throw new Error("no QR code")
    const { id, secret, url } = created.body
    expect(url).toBe(`${suite.server.url.replace("localhost", "127.0.0.1")}/login/qr/confirm?id=${id}`)
    const status = (s = secret) => suite.server.call("qrStatus", { body: { id, secret: s } })
    expect((await status()).body).toEqual({ status: "waiting", login: null })
    expect((await status("not-the-secret")).status).toBe(400)
    expect((await suite.server.call("qrScan", { body: { id } })).status).toBe(401)
    const scanned = await suite.server.call("qrScan", { body: { id } }, { token: m.token })
    expect(scanned.ok && scanned.body.ip).toBe("127.0.*.*")
    expect((await status()).body).toEqual({ status: "scanned", login: null })
    expect((await suite.server.call("qrConfirm", { body: { id } }, { token: m.token })).ok).toBe(true)
    const confirmed = await status()
    expect(confirmed.ok && confirmed.body.status).toBe("confirmed")
    if (!confirmed.ok || !confirmed.body.login) throw new Error("no login")
    expect(confirmed.body.login.user.user.userId).toBe(m.user.id)
    expect((await suite.server.call("authInfo", undefined, { token: confirmed.body.login.token })).ok).toBe(true)
    expect((await status()).body).toEqual({ status: "expired", login: null })
    const reuse = await suite.server.call("qrConfirm", { body: { id } }, { token: m.token })
    expect([reuse.status, messageOf(reuse)]).toEqual([409, AUTH_MESSAGES.qrUsed])
  })

  it("lets QR codes expire and be cancelled", async () => {
    const m = await member()
    const a = await suite.server.call("qrCode")
    const b = await suite.server.call("qrCode")
    if (!a.ok || !b.ok) throw new Error("no QR code")
    await suite.server.deps.db.update(qrLogins).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(qrLogins.id, a.body.id))
    expect((await suite.server.call("qrStatus", { body: { id: a.body.id, secret: a.body.secret } })).body.status).toBe("expired")
    const late = await suite.server.call("qrConfirm", { body: { id: a.body.id } }, { token: m.token })
    expect([late.status, messageOf(late)]).toEqual([404, AUTH_MESSAGES.qrExpired])
    expect((await suite.server.call("qrCancel", { body: { id: b.body.id } }, { token: m.token })).ok).toBe(true)
    expect((await suite.server.call("qrStatus", { body: { id: b.body.id, secret: b.body.secret } })).body.status).toBe("cancelled")
  })

  it("builds menus by role and keeps the account admin to administrators", async () => {
    const admin = await member({ roles: ["ROLE_ADMIN"] })
    const plain = await member()
    const adminMenus = await suite.server.call("menusBuild", undefined, { token: admin.token })
    // The super administrator's menu holds every entry of the back office once, the development conveniences included.
    const adminPaths = adminMenus.ok ? adminMenus.body.map((item) => item.path) : []
    expect(adminPaths).toEqual(expect.arrayContaining(["/admin", "/admin/accounts", "/dev/flows", "/dev/outbox", "/admin/review", "/admin/review/realName", "/admin/review/news", "/admin/review/science", "/admin/review/bbs", "/admin/announcements", "/admin/audit", "/dev/mail"]))
    expect(new Set(adminPaths).size).toBe(adminPaths.length)
    const plainMenus = await suite.server.call("menusBuild", undefined, { token: plain.token })
    expect(plainMenus.ok && plainMenus.body).toEqual([])
    expect((await suite.server.call("adminAccounts", { query: {} }, { token: plain.token })).status).toBe(403)
    const list = await suite.server.call("adminAccounts", { query: { keyword: plain.user.username } }, { token: admin.token })
    expect(list.ok && list.body.content.map((row) => row.userId)).toEqual([plain.user.id])
    expect((await suite.server.call("adminAccountEnabled", { params: { id: plain.user.id }, body: { enabled: false } }, { token: admin.token })).ok).toBe(true)
    expect((await suite.server.call("authInfo", undefined, { token: plain.token })).status).toBe(401)
    const self = await suite.server.call("adminAccountEnabled", { params: { id: admin.user.id }, body: { enabled: false } }, { token: admin.token })
    expect(self.status).toBe(409)
  })

  it("answers 503 for WeChat login while no provider is configured", async () => {
    const options = await suite.server.call("authOptions")
    expect(options.ok && options.body).toEqual({ captcha: true, wechat: false })
    const wechat = await suite.server.call("wechatLogin", { body: { code: "abc", state: "xyz" } })
    expect([wechat.status, messageOf(wechat)]).toEqual([503, AUTH_MESSAGES.wechatUnavailable])
    const binding = await suite.server.call("wechatBinding", { body: { ticket: "t", username: "u", password: "p" } })
    expect([binding.status, messageOf(binding)]).toEqual([503, AUTH_MESSAGES.wechatUnavailable])
    const callback = await suite.server.call("wechatCallback", { query: { code: "abc", state: "xyz" } })
    expect(callback.status).toBe(503)
    const start = await suite.server.call("wechatStart", { query: { state: "xyz" } })
    expect([start.status, messageOf(start)]).toEqual([503, AUTH_MESSAGES.wechatUnavailable])
  })

  it("binds a WeChat account to a portal account when a provider is configured", async () => {
    const m = await member()
    const deps = suite.server.deps as { social: unknown }
    deps.social = {
      name: "wechat",
      authorizeUrl: (state: string) => `https://open.weixin.qq.com/connect/qrconnect?appid=wx-test&state=${encodeURIComponent(state)}`,
      exchange: async (code: string) => ({ openId: `open-${code}`, nickName: "微信用户" }),
    }
    try {
      const start = await suite.server.call("wechatStart", { query: { state: "b7e1c2" } })
      expect(start.ok && start.body.url).toBe("https://open.weixin.qq.com/connect/qrconnect?appid=wx-test&state=b7e1c2")
      const callback = await fetch(new URL("/api/weChatUser/callback?code=c1&state=b7e1c2", suite.server.url), { redirect: "manual" })
      expect([callback.status, callback.headers.get("location")]).toEqual([302, "/login/wechat?code=c1&state=b7e1c2"])
      const first = await suite.server.call("wechatLogin", { body: { code: m.user.username, state: "s1" } })
      if (!first.ok || !first.body.ticket) throw new Error("no ticket")
      expect(first.body.login).toBeNull()
      const bound = await suite.server.call("wechatBinding", { body: { ticket: first.body.ticket, username: m.user.username, password: suite.server.deps.rsa.encrypt(m.password) } })
      expect(bound.ok).toBe(true)
      const second = await suite.server.call("wechatLogin", { body: { code: m.user.username, state: "s2" } })
      expect(second.ok && second.body.login?.user.user.userId).toBe(m.user.id)
    } finally {
      deps.social = null
    }
  })

  it("serves the public key for the browser's encryption", async () => {
    const key = await suite.server.call("publicKey")
    expect(key.ok && key.body.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/)
  })
})

describe("in production", () => {
  it("hides the SMS outbox", { timeout: 180_000 }, async () => {
    const server = await startTestServer("pglite", { NODE_ENV: "production", AUTH_CAPTCHA: "on" })
    try {
      const admin = await signedInUser(server, { roles: ["ROLE_ADMIN"] })
      expect((await server.call("devOutbox", undefined, { token: admin.token })).status).toBe(404)
      const menus = await server.call("menusBuild", undefined, { token: admin.token })
      // The flows page stays open to administrators in production; the SMS and mail outboxes do not.
      const paths = menus.ok ? menus.body.map((item) => item.path) : []
      expect(paths).toEqual(expect.arrayContaining(["/admin/accounts", "/dev/flows", "/admin/review", "/admin/review/realName", "/admin/announcements"]))
      expect(paths).not.toContain("/dev/outbox")
      expect(paths).not.toContain("/dev/mail")
    } finally {
      await server.close()
    }
  })
})
