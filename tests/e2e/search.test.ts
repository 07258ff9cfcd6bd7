import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { SITE_SEARCH_MESSAGES } from "../../domain/search/site-search.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"

const headerSearch = (page: Page) => page.getByRole("search", { name: "站内搜索", exact: true })
const results = (page: Page) => page.getByRole("main")

describe("综合搜索 in the browser", () => {
  const suite = useBrowserSuite()

  it("searches from the header, shows sections with marked matches and follows a hit to its page", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/")
    // 综合 is the header's first search type.
    await headerSearch(page).getByRole("button", { name: "搜索类型：综合" }).waitFor()
    const keyword = headerSearch(page).getByRole("combobox", { name: "搜索关键词" })
    await keyword.fill("养生")
    await keyword.press("Enter")
    await page.waitForURL((url) => url.pathname === "/comprehensive" && url.searchParams.get("keyword") === "养生" && /^\d+$/.test(url.searchParams.get("m") ?? ""))
    await results(page).getByRole("heading", { name: "“养生”的综合搜索结果" }).waitFor()
    expect(await results(page).getByRole("searchbox", { name: "综合搜索关键词" }).inputValue()).toBe("养生")

    const courses = page.getByRole("region", { name: /^课程/ })
    await courses.getByRole("list", { name: "课程结果" }).waitFor()
    const withHits = page.getByRole("region").filter({ has: page.getByRole("listitem") })
    expect(await withHits.count()).toBeGreaterThanOrEqual(3)
    // Matches are marked with <mark>, as text.
    expect(await courses.locator("mark").first().textContent()).toBe("养生")
    expect(await page.locator("main mark").count()).toBeGreaterThan(3)
    // The forum's and the teachers' "查看全部" open a new tab; the courses' stays.
    const forumMore = page.getByRole("region", { name: /^论坛帖子/ }).getByRole("link", { name: /查看全部/ })
    if ((await forumMore.count()) > 0) expect(await forumMore.getAttribute("target")).toBe("_blank")
    expect(await courses.getByRole("link", { name: /查看全部/ }).getAttribute("target")).toBeNull()
    await screenshot(page, "search-comprehensive-1440")

    // Keyboard: focus the first course hit and open it.
    const firstHit = courses.getByRole("listitem").first().getByRole("link")
    const title = (await firstHit.locator("[data-part=title]").textContent()) ?? ""
    await firstHit.focus()
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.pathname === "/video/detail" || url.pathname.startsWith("/image/detail/"))
    await page.getByRole("heading", { name: title }).first().waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it("tells when nothing is found and suggests the hot keywords, at 375 px", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 375, height: 800 })
    await page.goto("/comprehensive?keyword=qxzvw&m=1")
    await page.getByText(SITE_SEARCH_MESSAGES.nothingFound).waitFor()
    const hot = page.getByRole("main").getByRole("group", { name: "热门搜索" })
    await hot.getByRole("button", { name: "祛痘" }).click()
    await page.waitForURL((url) => url.searchParams.get("keyword") === "祛痘")
    await page.getByRole("main").getByRole("heading", { name: "“祛痘”的综合搜索结果" }).waitFor()
    await page.getByRole("navigation", { name: "结果分类" }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(page, "search-comprehensive-375")
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows the error with a retry when the search fails, and the results after it", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url)
    let fail = true
    await page.route("**/api/search?*", (route) => (fail ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ status: 503, code: "unavailable", message: "服务暂时不可用" }) }) : route.fallback()))
    await page.goto("/comprehensive?keyword=%E7%BB%8F%E7%BB%9C&m=2")
    await page.getByRole("main").getByText("搜索失败").waitFor()
    fail = false
    await page.getByRole("main").getByRole("button", { name: "重试" }).click()
    await page.getByRole("region", { name: /^课程/ }).getByRole("listitem").first().waitFor()
    await context.close()
  })
})
