import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signedInUser } from "../setup/auth.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"

describe("portal shell's own login frame", () => {
  const suite = useBrowserSuite()

  it("embeds the portal's own /iframe by default and answers its childStatus with the token", async () => {
    const { token } = await signedInUser(suite.server)
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token })
    await page.goto("/")
    // The member's page: the session is restored (the account button shows) before the frame is
    // looked at, so the frame found is the one the member's page keeps.
    await page.getByRole("button", { name: /^我的账户：/ }).waitFor()
    const frame = page.locator('iframe[title="跨站登录"]')
    await frame.waitFor({ state: "attached" })
    expect(await frame.getAttribute("src")).toBe("/iframe")
    const own = `${new URL(suite.server.url).origin}/iframe`
    await expect.poll(() => page.frames().some((f) => f.url() === own), { timeout: 30_000 }).toBe(true)
    const child = page.frames().find((f) => f.url() === own)
    if (!child) throw new Error("the login frame did not load")
    const answer = await child.evaluate(
      () =>
        new Promise<{ origin: string; data: unknown }>((resolve) => {
          addEventListener("message", (e) => {
            if (e.data && e.data.name === "parentStatus") resolve({ origin: e.origin, data: e.data })
          })
          parent.postMessage({ name: "childStatus" }, location.origin)
        }),
    )
    expect(answer).toEqual({ origin: new URL(suite.server.url).origin, data: { name: "parentStatus", token } })
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("portal shell with a login frame and a mobile site", () => {
  const FRAME_ORIGIN = "http://sso.partner.test"
  /** A partner site on the loopback interface (another origin than the portal's 127.0.0.1). */
  let partnerSite: Server
  let partnerOrigin = ""
  beforeAll(async () => {
    partnerSite = createServer((request, response) => {
      const frame = new URL(request.url ?? "/", "http://localhost").searchParams.get("frame") ?? ""
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      // The partner asks once /iframe says it is ready, and keeps every answer.
      response.end(`<!doctype html><iframe id="sso" src="${frame.replace(/"/g, "")}"></iframe><script>
        window.answers = [];
        addEventListener("message", (e) => {
          if (e.data && e.data.name === "ssoReady") e.source.postMessage({ name: "loginStatus", requestId: "r1" }, e.origin);
          else window.answers.push({ origin: e.origin, data: e.data });
        });
      </script>`)
    })
    await new Promise<void>((resolve) => partnerSite.listen(0, "127.0.0.1", resolve))
    partnerOrigin = `http://localhost:${(partnerSite.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => partnerSite?.close(resolve))
  })
  // The portal lets the partner's origin frame it, so it starts once the partner site listens.
  const frames = useBrowserSuite({
    env: () => ({
      SSO_FRAME_URL: `${FRAME_ORIGIN}/frame.html`,
      SSO_FRAME_ANCESTORS: `'self' ${partnerOrigin}`,
      MOBILE_SITE_URL: "http://m.portal.test/",
    }),
  })

  it("answers the frame's childStatus with the token, to the frame's origin only", async () => {
    const { token } = await signedInUser(frames.server)
    const { page, errors, context } = await openPage(frames.browser, frames.server.url, { token })
    await context.route(`${FRAME_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><script>
          window.received = [];
          addEventListener("message", (e) => window.received.push({ origin: e.origin, data: e.data }));
          parent.postMessage({ name: "childStatus" }, "*");
        </script>`,
      }),
    )
    await page.goto("/")
    // The member's page: the session is restored (the account button shows) before the frame is
    // looked at, so the frame found is the one the member's page keeps.
    await page.getByRole("button", { name: /^我的账户：/ }).waitFor()
    await page.locator('iframe[title="跨站登录"]').waitFor({ state: "attached" })
    expect(await page.locator('iframe[title="跨站登录"]').isVisible()).toBe(false)
    await expect.poll(() => page.frames().some((f) => f.url().startsWith(FRAME_ORIGIN))).toBe(true)
    const child = page.frames().find((f) => f.url().startsWith(FRAME_ORIGIN))
    if (!child) throw new Error("the login frame did not load")
    await expect.poll(async () => (await child.evaluate(() => (window as unknown as { received: unknown[] }).received)).length).toBe(1)
    const [message] = await child.evaluate(() => (window as unknown as { received: Array<{ origin: string; data: unknown }> }).received)
    expect(message).toEqual({ origin: new URL(frames.server.url).origin, data: { name: "parentStatus", token } })

    // A childStatus from another window (here the page itself) gets no answer.
    await page.evaluate(() => window.postMessage({ name: "childStatus" }, "*"))
    await page.waitForTimeout(300)
    expect(await child.evaluate(() => (window as unknown as { received: unknown[] }).received.length)).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it("answers an allowed partner's loginStatus request on /iframe", async () => {
    const { token } = await signedInUser(frames.server)
    // A partner site gets the login state of its own browser context (a visitor here).
    const partner = await openPage(frames.browser, partnerOrigin)
    const asked: string[] = []
    partner.page.on("request", (request) => asked.push(new URL(request.url()).pathname))
    await partner.page.goto(`${partnerOrigin}/partner?frame=${encodeURIComponent(`${frames.server.url}/iframe`)}`)
    const answers = () => partner.page.evaluate(() => (window as unknown as { answers: unknown[] }).answers)
    await expect.poll(async () => (await answers()).length).toBeGreaterThan(0)
    for (const answer of await answers()) {
      expect(answer).toEqual({ origin: new URL(frames.server.url).origin, data: { name: "loginStatus", requestId: "r1", loggedIn: false, token: null } })
    }
    // The frame learns its partners from its document: it asks for no client configuration.
    expect(asked).toContain("/iframe")
    expect(asked).not.toContain("/api/client/config")
    expect(partner.errors).toEqual([])
    await partner.context.close()

    // The portal's own pages may ask too; a member's token comes back.
    const own = await openPage(frames.browser, frames.server.url, { token })
    await own.context.route(`${frames.server.url}/sso-probe`, async (route) => {
      const answer = await fetch(`${partnerOrigin}/partner?frame=${encodeURIComponent("/iframe")}`)
      await route.fulfill({ contentType: "text/html", body: await answer.text() })
    })
    await own.page.goto("/sso-probe")
    await expect.poll(() => own.page.evaluate(() => (window as unknown as { answers: unknown[] }).answers.length)).toBeGreaterThan(0)
    expect(await own.page.evaluate(() => (window as unknown as { answers: Array<{ data: unknown }> }).answers[0]?.data)).toEqual({
      name: "loginStatus",
      requestId: "r1",
      loggedIn: true,
      token,
    })
    await own.context.close()
  })

  it("sends a phone to the mobile site once, and keeps it with ?pc=1", async () => {
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
    const context = await frames.browser.newContext({ baseURL: frames.server.url, userAgent: iphone, viewport: { width: 375, height: 812 }, isMobile: true, locale: "zh-CN" })
    await context.route("http://m.portal.test/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>手机版</title><p>悦享健康手机版</p>" }))
    const page = await context.newPage()
    await page.goto("/")
    await page.waitForURL("http://m.portal.test/")
    // Once: the next visit stays, offering the way to the mobile site.
    await page.goto(`${frames.server.url}/`)
    await page.getByRole("link", { name: "切换到手机版" }).waitFor()
    expect(new URL(page.url()).origin).toBe(new URL(frames.server.url).origin)
    await context.close()

    const staying = await frames.browser.newContext({ baseURL: frames.server.url, userAgent: iphone, viewport: { width: 375, height: 812 }, isMobile: true, locale: "zh-CN" })
    await staying.route("http://m.portal.test/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>手机版</p>" }))
    const second = await staying.newPage()
    await second.goto("/?pc=1")
    await second.getByRole("link", { name: "切换到手机版" }).waitFor()
    await second.goto("/")
    await second.getByRole("link", { name: "切换到手机版" }).waitFor()
    expect(new URL(second.url()).origin).toBe(new URL(frames.server.url).origin)
    await screenshot(second, "shell-phone-stays-375")
    await staying.close()

    // A computer is never sent.
    const desktop = await openPage(frames.browser, frames.server.url)
    await desktop.page.goto("/")
    await desktop.page.getByRole("navigation", { name: "主导航" }).waitFor()
    await desktop.page.waitForTimeout(500)
    expect(new URL(desktop.page.url()).origin).toBe(new URL(frames.server.url).origin)
    await desktop.context.close()
  })
})
