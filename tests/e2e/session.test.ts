import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import type { BrowserContext, Page } from "playwright-core"
import { AUTH_MESSAGES } from "../../domain/session/messages.ts"
import { captchas } from "../../server/session/tables/auth.ts"
import { users } from "../../server/session/tables/users.ts"
import type { SocialLoginProvider } from "../../server/session/services/social.ts"
import { launchPersistent, openPage, removeProfile, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"

describe("session and login in the browser", () => {
  const suite = useBrowserSuite({ env: { AUTH_CAPTCHA: "on" } })

  /**
   * The captchas the server handed to the browser, picture -> uuid. A page may load more than
   * one (a refresh, a remount, React's development double effects), so the newest row of the
   * table is not necessarily the one on screen: the test answers the picture it sees.
   */
  const issued = new Map<string, string>()
  const watchCaptchas = (context: BrowserContext) => {
    context.on("response", async (response) => {
      if (new URL(response.url()).pathname !== "/auth/code" || !response.ok()) return
      const body = (await response.json().catch(() => null)) as { uuid?: string; img?: string } | null
      if (body?.uuid && body.img) issued.set(body.img, body.uuid)
    })
  }
  const open = async (options?: { width: number; height: number }) => {
    const opened = await openPage(suite.browser, suite.server.url, options)
    watchCaptchas(opened.context)
    return opened
  }

  /** Fills the login form with the real answer of the captcha on screen, read from the database. */
  const signIn = async (page: Page, username: string, password: string, remember = false) => {
    const picture = page.getByRole("img", { name: "验证码" })
    await picture.waitFor()
    const src = (await picture.getAttribute("src")) ?? ""
    await expect.poll(() => issued.has(src)).toBe(true)
    const [shown] = await suite.server.deps.db.select().from(captchas).where(eq(captchas.uuid, issued.get(src) ?? ""))
    expect(shown).toBeDefined()
    await page.getByLabel("用户名", { exact: true }).fill(username)
    await page.getByLabel("密码", { exact: true }).fill(password)
    await page.getByLabel("验证码", { exact: true }).fill(shown?.answer ?? "")
    if (remember) await page.getByLabel("记住我").check()
    await page.getByRole("button", { name: "登录", exact: true }).click()
  }

  it("sends a visitor of a protected page to login and back to the full path after", async () => {
    const { page, errors, context } = await open()
    await page.goto("/account/center?tab=orders")
    await page.waitForURL(/\/login\?redirect=/)
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/account/center?tab=orders")
    await page.getByRole("img", { name: "验证码" }).waitFor()
    await screenshot(page, "login-1440")
    await signIn(page, "lin_xiaoyu", "Member_2024")
    await page.waitForURL((url) => url.pathname === "/account/center" && url.search === "?tab=orders")
    // The token is HttpOnly: no page script reads it, and a reload restores the session from it.
    expect((await context.cookies()).find((c) => c.name === "portal_token")).toMatchObject({ httpOnly: true, sameSite: "Lax" })
    expect(await page.evaluate(() => document.cookie)).not.toContain("portal_token")
    await page.reload()
    await page.getByRole("button", { name: /^我的账户：/ }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/account/center")
    await page.goto("/login")
    await page.waitForURL((url) => url.pathname === "/")
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows the server's message for a wrong password and a fresh captcha", async () => {
    const { page, context } = await open({ width: 375, height: 812 })
    await page.goto("/login")
    await page.getByRole("img", { name: "验证码" }).waitFor()
    await screenshot(page, "login-375")
    const first = await page.getByRole("img", { name: "验证码" }).getAttribute("src")
    await signIn(page, "lin_xiaoyu", "Wrong_2024")
    await page.getByRole("alert").filter({ hasText: "用户名或密码错误" }).waitFor()
    await expect.poll(() => page.getByRole("img", { name: "验证码" }).getAttribute("src")).not.toBe(first)
    await context.close()
  })

  it("keeps a remembered login across a browser restart, and not an unremembered one", async () => {
    for (const remember of [true, false]) {
      const first = await launchPersistent()
      watchCaptchas(first.context)
      const page = await first.context.newPage()
      await page.goto(`${suite.server.url}/login`)
      await signIn(page, "zhou_vip", "Vip_2024", remember)
      await page.waitForURL((url) => url.pathname === "/")
      const cookies = await first.context.cookies()
      expect(cookies.some((c) => c.name === "portal_token")).toBe(true)
      await first.close()
      const { chromium } = await import("playwright-core")
      const again = await chromium.launchPersistentContext(first.profile, {
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
      })
      const kept = (await again.cookies()).some((c) => c.name === "portal_token")
      expect(kept).toBe(remember)
      const next = await again.newPage()
      await next.goto(`${suite.server.url}/account/center`)
      if (remember) await next.waitForURL((url) => url.pathname === "/account/center")
      else await next.waitForURL(/\/login\?redirect=/)
      await again.close()
      removeProfile(first.profile)
    }
  })

  it("logs in by QR code confirmed from a second signed-in browser", async () => {
    const waiting = await openPage(suite.browser, suite.server.url)
    await waiting.page.goto("/login")
    await waiting.page.getByRole("tab", { name: "扫码登录" }).click()
    const qr = waiting.page.getByRole("img", { name: "扫码登录二维码" })
    await qr.waitFor()
    const url = (await qr.getAttribute("data-url")) ?? ""
    expect(url).toContain("/login/qr/confirm?id=")
    await screenshot(waiting.page, "login-qr-1440")

    const { token, user } = await signedInUser(suite.server, { nickName: "扫码的我" })
    const phone = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token })
    await phone.page.goto(new URL(url).pathname + new URL(url).search)
    await phone.page.getByRole("button", { name: "确认登录" }).waitFor()
    await waiting.page.getByText("扫码成功").waitFor()
    await phone.page.getByRole("button", { name: "确认登录" }).click()
    await phone.page.getByText("已确认登录").waitFor()
    await waiting.page.waitForURL((u) => u.pathname === "/")
    const cookies = await waiting.context.cookies()
    expect(cookies.find((c) => c.name === "portal_token")?.expires).toBe(-1)
    const info = await suite.server.call("authInfo", undefined, { token: decodeURIComponent(cookies.find((c) => c.name === "portal_token")?.value ?? "") })
    expect(info.ok && info.body.user.userId).toBe(user.id)
    expect(waiting.errors).toEqual([])
    expect(phone.errors).toEqual([])
    await waiting.context.close()
    await phone.context.close()
  })

  it("registers with an SMS code read from the outbox page", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    const [inviter] = await suite.server.deps.db.select().from(users).where(eq(users.username, "lin_xiaoyu"))
    await page.goto(`/register?inviteCode=${inviter?.inviteCode ?? ""}`)
    await page.getByLabel("邀请码").waitFor()
    await screenshot(page, "register-1440")
    await page.getByLabel("用户名").fill("qiu_lan")
    await page.getByLabel("手机号").fill("13912345678")
    await page.getByRole("button", { name: "获取验证码" }).click()
    await page.getByRole("button", { name: /秒后重新获取/ }).waitFor()
    await page.getByRole("status").filter({ hasText: "验证码已发送，5分钟内有效" }).waitFor()
    // The outbox is for administrators: a newcomer reads the code signed in as the demo administrator.
    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })
    const adminView = await openPage(suite.browser, suite.server.url, { token: admin.token })
    const outbox = adminView.page
    await outbox.goto("/dev/outbox")
    const row = outbox.getByRole("row").filter({ hasText: "13912345678" })
    const text = (await row.textContent()) ?? ""
    const code = /验证码为(\d{6})/.exec(text)?.[1] ?? ""
    expect(code).toMatch(/^\d{6}$/)
    await page.getByLabel("短信验证码").fill(code)
    await page.getByLabel("密码", { exact: true }).fill("Lan_2024")
    await page.getByLabel("确认密码").fill("Lan_2024")
    await page.getByRole("button", { name: "注册" }).click()
    await page.getByText("请阅读并同意《用户注册协议》").waitFor()
    await page.getByLabel(/我已阅读并同意/).check()
    await page.getByRole("button", { name: "注册" }).click()
    await page.waitForURL((url) => url.pathname === "/")
    expect((await context.cookies()).some((c) => c.name === "portal_token")).toBe(true)
    const [row2] = await suite.server.deps.db.select().from(users).where(eq(users.username, "qiu_lan"))
    expect(row2?.invitedBy).toBe(inviter?.id)
    expect(errors).toEqual([])
    await adminView.context.close()
    await context.close()
  })

  it("shows the recovery page and the register page on a phone", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 375, height: 812 })
    await page.goto("/password/find")
    await page.getByLabel("手机号").waitFor()
    await screenshot(page, "password-find-375")
    await page.goto("/register")
    await page.getByLabel("短信验证码").waitFor()
    await screenshot(page, "register-375")
    const wide = await openPage(suite.browser, suite.server.url)
    await wide.page.goto("/password/find")
    await wide.page.getByLabel("新密码").waitFor()
    await screenshot(wide.page, "password-find-1440")
    expect(errors).toEqual([])
    await context.close()
    await wide.context.close()
  })
  it("says WeChat login is not available while no provider is configured, with the way back to login", async () => {
    const { page, errors, context } = await open({ width: 375, height: 812 })
    await page.goto("/login/wechat?redirect=%2Faccount%2Fcenter")
    await page.getByText(AUTH_MESSAGES.wechatUnavailable).waitFor()
    expect(await page.title()).toContain("微信登录")
    await screenshot(page, "login-wechat-375")
    await page.getByRole("link", { name: "返回登录" }).click()
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/account/center")
    expect(errors).toEqual([])
    await context.close()
  })

  it("signs in with WeChat through the provider, binding the account on first use", async () => {
    const deps = suite.server.deps as { social: SocialLoginProvider | null }
    // A provider whose login page sends the visitor straight back, as WeChat does after the scan.
    deps.social = {
      name: "wechat",
      authorizeUrl: (state) => `${suite.server.url}/api/weChatUser/callback?code=wx-xiaolin&state=${encodeURIComponent(state)}`,
      exchange: async (code) => ({ openId: `open-${code}`, nickName: "微信小林" }),
    }
    try {
      const { user } = await signedInUser(suite.server, { nickName: "小林", password: "Wechat_2024" })
      const first = await open()
      await first.page.goto("/login?redirect=%2Faccount%2Fcenter%3Ftab%3Dorders")
      await first.page.getByRole("link", { name: "微信登录" }).click()
      await first.page.getByText(/微信小林/).waitFor()
      expect(new URL(first.page.url()).pathname).toBe("/login/wechat")
      await screenshot(first.page, "login-wechat-bind-1440")
      await first.page.getByRole("button", { name: "绑定并登录" }).click()
      await first.page.getByText(AUTH_MESSAGES.passwordRequired).waitFor()
      await first.page.getByLabel("用户名").fill(user.username)
      await first.page.getByLabel("密码").fill("Wechat_2024")
      await first.page.getByRole("button", { name: "绑定并登录" }).click()
      await first.page.waitForURL((url) => url.pathname === "/account/center" && url.search === "?tab=orders")
      expect(first.errors).toEqual([])
      await first.context.close()

      // Bound now: the next WeChat login signs in at once.
      const second = await open()
      await second.page.goto("/login/wechat")
      await second.page.waitForURL((url) => url.pathname === "/")
      const token = (await second.context.cookies()).find((c) => c.name === "portal_token")?.value ?? ""
      const info = await suite.server.call("authInfo", undefined, { token: decodeURIComponent(token) })
      expect(info.ok && info.body.user.userId).toBe(user.id)
      expect(second.errors).toEqual([])
      await second.context.close()
    } finally {
      deps.social = null
    }
  })

  it("resets a password on a phone and shows the notice clear of the header, closable", async () => {
    await signedInUser(suite.server, { phone: "13712345678" })
    const { page, errors, context } = await open({ width: 375, height: 812 })
    await page.goto("/password/find")
    await page.getByLabel("手机号").fill("13712345678")
    await page.getByRole("button", { name: "获取验证码" }).click()
    await page.getByRole("button", { name: /秒后重新获取/ }).waitFor()
    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })
    const outbox = await suite.server.call("devOutbox", undefined, { token: admin.token })
    const text = (outbox.ok && outbox.body.find((m) => m.phone === "13712345678")?.text) || ""
    await page.getByLabel("短信验证码").fill(/验证码为(\d{6})/.exec(text)?.[1] ?? "")
    await page.getByLabel("新密码").fill("Reset_2024")
    await page.getByLabel("确认密码").fill("Reset_2024")
    await page.getByRole("button", { name: "重置密码" }).click()
    await page.waitForURL((url) => url.pathname === "/login")
    const notice = page.getByRole("status").filter({ hasText: AUTH_MESSAGES.passwordReset })
    await notice.waitFor()
    const [box, header] = await Promise.all([notice.boundingBox(), page.locator("header").first().boundingBox()])
    expect(box && header && box.y).toBeGreaterThan((header?.y ?? 0) + (header?.height ?? 0))
    expect(box && box.y + box.height).toBeLessThanOrEqual(812)
    await screenshot(page, "password-find-done-375")
    await notice.getByRole("button", { name: "关闭通知" }).click()
    await expect.poll(() => notice.count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
