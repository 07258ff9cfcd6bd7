import { readFileSync } from "node:fs"
import { eq } from "drizzle-orm"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { isMakerCentrePath } from "../../domain/shell/maker-centre-access.ts"
import { isProtectedPath } from "../../domain/shell/routes/guard.ts"
import { documentTitle, ROUTES } from "../../domain/shell/routes/route-table.ts"
import { fillPattern } from "../../domain/shell/routes/route.ts"
import { adverts } from "../../server/shell/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { imagesSettled, openPage, screenshot, settled, useToken } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"

const SITE = "悦享健康美丽网"

/** Patterns of the routes that have a page (the page registry's keys). */
const builtPatterns = (): ReadonlyArray<string> => {
  const source = readFileSync(new URL("../../ui/app/page-registry.ts", import.meta.url), "utf8")
  return [...source.matchAll(/^\s*"([^"]+)":\s*lazy\(/gm)].map((m) => m[1] ?? "")
}

const urlOf = (page: Page) => {
  const url = new URL(page.url())
  return { pathname: url.pathname, keyword: url.searchParams.get("keyword") }
}

/** The main search box of the header (the fixed header has a second one). */
const searchBox = (page: Page) => page.getByRole("search", { name: "站内搜索", exact: true })

/** Waits until the header's Ark widgets (loaded when the page is idle) have replaced their placeholders. */
/**
 * The selector's code is fetched on first use: pressing its look-alike trigger loads it and opens
 * it; once loaded, the selector's own trigger (both announce a listbox).
 */
const chooseSearchType = async (page: Page, label: string) => {
  const option = page.getByRole("option", { name: label, exact: true })
  await searchBox(page).locator('button[aria-haspopup="listbox"]').first().click()
  await settled(option)
  await option.click()
}

describe("portal shell", () => {
  const suite = useBrowserSuite()

  it("titles every built route from the route table", { timeout: 180_000 }, async () => {
    const member = await signedInUser(suite.server, { nickName: "标题测试" })
    const visitor = await openPage(suite.browser, suite.server.url)
    const signedIn = await openPage(suite.browser, suite.server.url, { token: member.token })
    // The maker centre opens to maker members and merchants only; a plain member gets /401.
    const maker = await signedInUser(suite.server, { nickName: "标题创客", isMaker: true })
    const makerCentre = await openPage(suite.browser, suite.server.url, { token: maker.token })
    const built = new Set(builtPatterns())
    // Administrators' pages (the review pages and the SMS and mail outboxes) need their role; their areas' tests open them.
    const adminOnly = (path: string) => path.startsWith("/admin/") || path === "/dev/outbox" || path === "/dev/mail"
    // Joining as a maker sends the member on by the state of their application (a visitor to login, no application to /micro/join); tests/e2e/maker-join-and-publish.test.ts walks it.
    const joining = (path: string) => path === "/micro/join" || path.startsWith("/micro/payDeposit")
    const routes = ROUTES.filter((route) => built.has(route.path) && route.meta.devOnly !== true && !adminOnly(route.path) && !joining(route.path))
    expect(routes.length).toBeGreaterThan(30)
    for (const route of routes) {
      const path = fillPattern(route.path, Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1] ?? "", "1"])))
      // /smallShop/cancel and the sandbox cashier are outside the guarded prefixes, but their calls need a member (a visitor's 401 goes to /login).
      const needsMember = isProtectedPath(path) || route.path === "/iframe" || route.path === "/smallShop/cancel" || route.path.startsWith("/sandbox/pay/")
      const { page } = isMakerCentrePath(path) ? makerCentre : needsMember ? signedIn : visitor
      if (route.path === "/login" || route.path.startsWith("/login/") || route.path === "/register" || route.path === "/password/find") {
        await visitor.page.goto(path)
        await expect.poll(() => visitor.page.title(), { message: route.path }).toBe(documentTitle(route, SITE))
        continue
      }
      await page.goto(path)
      const expected = route.path === "/" ? SITE : documentTitle(route, SITE)
      await expect.poll(() => page.title(), { message: route.path }).toBe(expected)
      expect(new URL(page.url()).pathname, route.path).toBe(path)
    }
    // Pages opened with the sample parameter 1 may ask for a record that does not exist (404),
    // pages opened without the query they need (a course's id, an order number) are answered 400,
    // and a merchant's page refuses a member without a shop (403, shown in the page).
    const expected = (e: string) => e.includes("status of 404") || e.includes("status of 400") || e.includes("status of 403")
    expect([...visitor.errors, ...signedIn.errors, ...makerCentre.errors].filter((e) => !expected(e))).toEqual([])
    await visitor.context.close()
    await signedIn.context.close()
  })

  it("sends a visitor of every protected prefix and exact path to /login with the full path", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    const paths = [
      "/account/center",
      "/account/order?type=product",
      "/account/vip/pay",
      "/product/payment/123?from=cart",
      "/product/comment?orderId=9",
      "/product/Cart",
      "/product/checkout",
      "/shopping/cart/checkout",
    ]
    for (const path of paths) {
      await page.goto(path)
      await page.waitForURL((url) => url.pathname === "/login")
      expect(new URL(page.url()).searchParams.get("redirect"), path).toBe(path)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows the compact fixed header after 400 px of scrolling and not at 300 px", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 1440, height: 600 })
    await page.goto("/")
    await page.getByRole("navigation", { name: "主导航" }).waitFor()
    await page.getByRole("region", { name: "首页推荐" }).waitFor()
    const fixed = page.getByTestId("fixed-search-header")
    await page.evaluate(() => window.scrollTo(0, 300))
    await page.waitForTimeout(200)
    expect(await fixed.count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 400))
    await fixed.waitFor()
    expect(await fixed.getByRole("search").isVisible()).toBe(true)
    await screenshot(page, "shell-fixed-header-1440")
    // What focus or a click brings into view comes out from under the header, not behind it.
    const heading = page.getByRole("heading", { name: "精选好物" })
    await heading.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - 10))
    await fixed.waitFor()
    await heading.scrollIntoViewIfNeeded()
    const header = await fixed.boundingBox()
    expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY))
    await page.evaluate(() => window.scrollTo(0, 399))
    await fixed.waitFor({ state: "detached" })
    expect(errors).toEqual([])
    await context.close()
  })

  it("keeps five keywords per search type, most recent first, across a reload", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/")
    await chooseSearchType(page, "课程")
    const keyword = searchBox(page).getByRole("combobox", { name: "搜索关键词" })
    for (const word of ["面膜", "防晒", "祛痘", "减脂", "睡眠", "维生素", "防晒"]) {
      await keyword.fill(word)
      await keyword.press("Enter")
      await expect.poll(() => urlOf(page)).toMatchObject({ pathname: "/video/search", keyword: word })
      expect(new URL(page.url()).searchParams.get("m")).toMatch(/^\d+$/)
      await page.goBack()
      await expect.poll(() => urlOf(page).pathname).toBe("/")
    }
    const expected = ["防晒", "维生素", "睡眠", "减脂", "祛痘"]
    await keyword.focus()
    const history = searchBox(page).getByRole("listbox", { name: "历史搜索" })
    await expect.poll(() => history.getByRole("option").allTextContents()).toEqual(expected)
    await screenshot(page, "shell-search-history")

    await page.reload()
    await chooseSearchType(page, "课程")
    await keyword.focus()
    await expect.poll(() => history.getByRole("option").allTextContents()).toEqual(expected)

    // Another type has its own (empty) list: nothing drops down.
    await chooseSearchType(page, "商品")
    await keyword.focus()
    expect(await history.isVisible()).toBe(false)

    // A history entry searches again.
    await chooseSearchType(page, "课程")
    await keyword.focus()
    const entry = history.getByRole("option", { name: "睡眠" })
    await settled(entry)
    await entry.click()
    await expect.poll(() => urlOf(page)).toMatchObject({ pathname: "/video/search", keyword: "睡眠" })
    expect(errors).toEqual([])
    await context.close()
  })

  it("opens forum searches in a new tab", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/")
    await chooseSearchType(page, "论坛")
    const keyword = searchBox(page).getByRole("combobox", { name: "搜索关键词" })
    await keyword.fill("养生茶")
    const [tab] = await Promise.all([context.waitForEvent("page"), keyword.press("Enter")])
    await tab.waitForURL((url) => url.pathname === "/bbs" && url.searchParams.get("keyword") === "养生茶")
    expect(new URL(page.url()).pathname).toBe("/")
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows a static page's stored html and never runs a script in it", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    const [original] = await suite.server.deps.db.select().from(adverts).where(eq(adverts.key, "points"))
    await suite.server.deps.db
      .update(adverts)
      .set({
        value:
          '<h2>积分规则（测试）</h2><p id="probe">每日签到可获得积分。</p><script>window.__pwned = 1</script><img src="/brand/logo.svg" alt="标志" onerror="window.__pwned = 2" onload="window.__pwned = 3"><a href="javascript:window.__pwned = 4">链接</a>',
      })
      .where(eq(adverts.key, "points"))
    await page.goto("/announce/points")
    await page.getByRole("heading", { name: "积分规则（测试）" }).waitFor()
    expect(await page.getByText("每日签到可获得积分。").isVisible()).toBe(true)
    const article = page.getByRole("article")
    expect(await article.locator("script").count()).toBe(0)
    expect(await article.locator("[onerror], [onload]").count()).toBe(0)
    const link = article.getByText("链接", { exact: true })
    expect(await link.evaluate((el) => [el.tagName, el.getAttribute("href")])).toEqual(["A", null])
    await link.click()
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    await screenshot(page, "shell-static-page-1440")
    if (original) await suite.server.deps.db.update(adverts).set({ value: original.value }).where(eq(adverts.key, "points"))

    // The browser cleans what it renders even when the answer itself carries a script.
    await page.route("**/api/advert?*", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ key: "sla", title: "服务等级协议", value: '<p>原文</p><script>window.__pwned = 5</script><svg><script>window.__pwned = 6</script></svg><img src="/x.png" onerror="window.__pwned = 7">' }),
      }),
    )
    await page.goto("/sla")
    await page.getByText("原文").waitFor()
    expect(await page.getByRole("article").innerHTML()).not.toMatch(/<script|onerror|<svg/i)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(errors.filter((e) => !e.includes("/x.png") && !e.includes("404"))).toEqual([])
    await context.close()
  })

  it("shows the separate static views and the rule centre", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/announce/cancel_shop_account_agreement")
    await page.getByText("店铺注销后不可恢复").waitFor()
    await page.getByRole("link", { name: "我已阅读并同意，申请注销店铺" }).waitFor()
    await page.goto("/announce/system")
    await page.getByRole("heading", { name: "关于系统例行维护的公告" }).waitFor()
    await page.goto("/announce/vip")
    expect(await page.getByRole("link", { name: "立即开通" }).getAttribute("href")).toBe("/account/vip/pay")
    await page.goto("/announce/success")
    await page.getByRole("heading", { name: "提交成功" }).waitFor()
    await page.goto("/legal-agreement/ctlnha")
    await page.getByText("京公网安备11010502012345号").waitFor()
    await page.goto("/rule/list")
    await page.getByRole("link", { name: "交易与售后" }).click()
    await page.waitForURL("**/rule/list/trade")
    await page.getByRole("link", { name: "退换货政策" }).click()
    await page.waitForURL("**/announce/return-goods")
    await page.getByRole("heading", { name: "退换货政策", level: 1 }).waitFor()
    await screenshot(page, "shell-rule-document-1440")
    expect(errors).toEqual([])
    await context.close()
  })

  it("goes back to a kept page where the visitor left it", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 1440, height: 600 })
    await page.goto("/")
    await page.getByRole("region", { name: "首页推荐" }).waitFor()
    await page.getByRole("heading", { name: "频道导航" }).waitFor()
    // A mark on the rendered page: it survives only if the page is kept, not rendered anew.
    await page.evaluate(() => document.querySelector("main h1")?.setAttribute("data-kept", "yes"))
    await page.evaluate(() => window.scrollTo(0, 620))
    await page.waitForTimeout(150)
    // Clicked where it is, without scrolling it into view first.
    await page.getByRole("contentinfo").getByRole("link", { name: "公司简介" }).evaluate((link: HTMLElement) => link.click())
    await page.waitForURL("**/announce/aboutus")
    await page.getByRole("heading", { name: "关于我们", level: 1 }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === "/")
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(620)
    expect(await page.evaluate(() => document.querySelector("main h1")?.getAttribute("data-kept"))).toBe("yes")

    // A link (not back) to the same page starts at the top.
    await page.getByRole("contentinfo").getByRole("link", { name: "公司简介" }).click()
    await page.waitForURL("**/announce/aboutus")
    await page.getByRole("link", { name: "返回首页" }).click()
    await page.waitForURL((url) => url.pathname === "/")
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it("asks 确定注销并退出登录吗？ before logging out, then reloads as a visitor", async () => {
    const { user, token } = await signedInUser(suite.server, { nickName: "周美琳" })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token })
    await page.goto("/")
    await page.getByRole("button", { name: `我的账户：${user.nickName}` }).click()
    const popover = page.getByRole("dialog", { name: "我的账户" })
    await popover.getByRole("link", { name: "安全设置" }).waitFor()
    expect(await popover.getByRole("link", { name: "开通VIP" }).getAttribute("href")).toBe("/account/vip/pay")
    await screenshot(page, "shell-account-popover-1440")
    await popover.getByRole("button", { name: "退出登录" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText("确定注销并退出登录吗？").waitFor()
    await screenshot(page, "shell-logout-confirm-1440")
    await confirm.getByRole("button", { name: "取消" }).click()
    await confirm.waitFor({ state: "detached" })

    await page.getByRole("button", { name: `我的账户：${user.nickName}` }).click()
    await settled(popover)
    await popover.getByRole("button", { name: "退出登录" }).click()
    await Promise.all([page.waitForEvent("load"), page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()])
    await page.getByRole("banner").getByRole("link", { name: "登录", exact: true }).waitFor()
    expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: "portal_token" }))
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows visitors 登录 with a way back and 免费注册, members the VIP and maker marks", async () => {
    const visitor = await openPage(suite.browser, suite.server.url)
    await visitor.page.goto("/announce/aboutus")
    await visitor.page.getByRole("contentinfo").getByRole("link", { name: "联系我们" }).click()
    await visitor.page.goto("/")
    const login = visitor.page.getByRole("banner").getByRole("link", { name: "登录", exact: true })
    expect(await login.getAttribute("href")).toBe("/login?redirect=%2F")
    expect(await visitor.page.getByRole("banner").getByRole("link", { name: "免费注册" }).getAttribute("href")).toBe("/register")
    await visitor.context.close()

    const maker = await signedInUser(suite.server, { nickName: "创客小王", vipAmount: 19800, vipExpiresAt: new Date(Date.now() + 120 * 86_400_000), isMaker: true })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token: maker.token })
    await page.goto("/")
    const banner = page.getByRole("banner")
    await banner.getByText("VIP", { exact: true }).waitFor()
    await banner.getByText("创客会员").waitFor()
    expect(await banner.getByRole("link", { name: "开通VIP" }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it("lays out at 1440 px and 375 px with a collapsing menu", async () => {
    for (const [width, height] of [
      [1440, 900],
      [375, 812],
    ] as const) {
      const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width, height })
      await page.goto("/")
      await page.getByRole("region", { name: "首页推荐" }).waitFor()
      await page.getByRole("heading", { name: "频道导航" }).waitFor()
      await imagesSettled(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await screenshot(page, `shell-home-${width}`)
      if (width === 375) {
        expect(await page.getByRole("navigation", { name: "主导航" }).isVisible()).toBe(false)
        await page.getByRole("button", { name: "打开菜单" }).click()
        await page.getByRole("menuitem", { name: "药品说明书" }).waitFor()
        await screenshot(page, "shell-menu-375")
        const announcements = page.getByRole("menuitem", { name: "网站公告" })
        await settled(announcements)
        await announcements.click()
        await page.waitForURL("**/announcement")
        // The short footer of a standalone page breaks between copyright and filing number, never inside it.
        await page.goto("/register")
        const filing = page.getByRole("contentinfo").getByText("京ICP备2024012345号-1", { exact: true })
        const box = await filing.boundingBox()
        const lineHeight = await filing.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
        expect(box && box.height).toBeLessThanOrEqual(lineHeight + 1)
      } else {
        expect(await page.getByRole("navigation", { name: "主导航" }).getByRole("link").count()).toBe(9)
        await page.getByRole("button", { name: /服务号二维码/ }).click()
        await page.getByRole("dialog", { name: /关注/ }).getByRole("img", { name: /服务号二维码/ }).waitFor()
        await screenshot(page, "shell-service-account-1440")
      }
      expect(errors).toEqual([])
      await context.close()
    }
  })

  it("answers unknown paths and routes of areas not built yet with the not-found page, and /401 with the forbidden page", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/no/such/page")
    await page.getByText("您访问的页面不存在或已被移除。").waitFor()
    expect(await page.title()).toBe(`页面不存在 - ${SITE}`)
    // A route of the table whose area has not built its page yet (the picture-course purchase), for a signed-in member.
    const member = await signedInUser(suite.server, { nickName: "未建页面" })
    await useToken(context, suite.server.url, member.token)
    await page.goto("/account/image/order/shopping")
    await page.getByText("您访问的页面不存在或已被移除。").waitFor()
    expect(await page.title()).toBe(`页面不存在 - ${SITE}`)
    await page.goto("/401")
    await page.getByRole("heading", { name: "没有访问权限" }).waitFor()
    await screenshot(page, "shell-forbidden-1440")
    expect(errors).toEqual([])
    await context.close()
  })

  it("turns a page whose file has not arrived after 120 s into a load error with retry", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url)
    await page.clock.install()
    await page.route(/\/assets\/download-page-[^/]+\.js$/, () => {
      // Never answered: the page file does not arrive.
    })
    await page.goto("/download")
    await page.getByRole("status").filter({ hasText: "页面加载中" }).waitFor()
    await page.clock.fastForward(119_000)
    expect(await page.getByText("页面加载失败").count()).toBe(0)
    await page.clock.fastForward(1_500)
    await page.getByRole("alert").getByText("页面加载超时，请检查网络连接后重试。").waitFor()
    await page.getByRole("button", { name: "重试" }).waitFor()
    await context.close()
  })
})
