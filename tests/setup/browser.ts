import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core"
import { pageErrors } from "./failure-report.ts"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

/** Launches headless Chromium; `args` adds flags (e.g. `--autoplay-policy=no-user-gesture-required` for video tests). */
export const launchBrowser = (args: ReadonlyArray<string> = []): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...FLAGS, ...args] })

/** A browser with a profile on disk, so that a restart keeps (or loses) cookies as a real one does. */
export const launchPersistent = async (): Promise<{ context: BrowserContext; profile: string; close(): Promise<void> }> => {
  const profile = mkdtempSync(path.join(tmpdir(), "portal-profile-"))
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: FLAGS })
  context.setDefaultTimeout(60_000)
  context.setDefaultNavigationTimeout(90_000)
  return { context, profile, close: () => context.close() }
}

export const removeProfile = (profile: string) => rmSync(profile, { recursive: true, force: true })

/**
 * A page that records what the console and the page report as errors; tests
 * assert `errors` is empty at the end unless they expect one. With a `token` the page opens
 * signed in as that user, as after a remembered login.
 */
export const openPage = async (browser: Browser, baseUrl: string, options: { width?: number; height?: number; token?: string } = {}) => {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: "zh-CN",
  })
  // Every wait is on a condition; on a loaded machine a condition may take long to come true,
  // and only one that never does should fail the test.
  context.setDefaultTimeout(60_000)
  context.setDefaultNavigationTimeout(90_000)
  if (options.token !== undefined) await useToken(context, baseUrl, options.token)
  const page = await context.newPage()
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  pageErrors.set(page, errors)
  return { context, page, errors }
}

/**
 * Waits until the element has stopped moving: every finite animation of it or of an element
 * around it (a popover's or dialog's entrance) has finished. A click on an element that is still
 * moving is retried, and the retries scroll the page to other alignments; on a loaded machine the
 * page can then move between the press and the release, and the click is lost.
 */
export const settled = (locator: Locator): Promise<void> =>
  locator.evaluate(async (element) => {
    const moving = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
      return target !== null && target.contains(element) && animation.effect?.getComputedTiming().endTime !== Infinity
    })
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)))
  })

/** Picks an option of a select: opens it, clicks the option once its list has stopped moving, and waits until the select shows it. */
export const choose = async (select: Locator, option: string) => {
  await select.click()
  const choice = select.page().getByRole("option", { name: option, exact: true })
  await settled(choice)
  await choice.click()
  await select.filter({ hasText: option }).waitFor()
}

/** Signs in through the login form of a test server, which checks no captcha: the form shows none. */
export const signInThroughForm = async (page: Page, username: string, password: string) => {
  await page.getByRole("button", { name: "登录", exact: true, disabled: false }).waitFor()
  if ((await page.getByLabel("验证码", { exact: true }).count()) > 0) throw new Error("the login form asks for a captcha")
  await page.getByLabel("用户名", { exact: true }).fill(username)
  await page.getByLabel("密码", { exact: true }).fill(password)
  await page.getByRole("button", { name: "登录", exact: true }).click()
}

export const screenshot = async (page: Page, name: string) => {
  const dir = path.join(process.cwd(), "test-results", "screenshots")
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

/**
 * Signs a browser context in with the cookies a remembered login sets: the HttpOnly token that
 * page scripts cannot read and the readable session hint (server/core/http/session-cookie.ts).
 */
export const useToken = async (context: BrowserContext, baseUrl: string, token: string) => {
  const url = new URL(baseUrl)
  const common = { domain: url.hostname, path: "/", expires: Math.floor(Date.now() / 1000) + 86_400, sameSite: "Lax" } as const
  await context.addCookies([
    { ...common, name: "portal_token", value: token, httpOnly: true },
    { ...common, name: "portal_session", value: "1" },
  ])
}

/**
 * Waits until the fonts and every image that is not left to lazy loading have arrived (or
 * failed), so that a layout check or a screenshot sees the page as it settles. Unlike waiting for
 * the network to fall idle, a page that keeps a request open (a carousel, a socket) still settles.
 */
export const imagesSettled = (page: Page) =>
  page.waitForFunction(async () => {
    await document.fonts.ready
    return [...document.images].every((image) => image.complete || image.loading === "lazy")
  })
