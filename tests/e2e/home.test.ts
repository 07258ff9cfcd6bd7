import { describe, expect, it } from "vitest"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { footerLinkGroups, hotKeywords } from "../../server/seed/advert-pages.ts"

describe("home page", () => {
  const suite = useBrowserSuite()

  it("shows the seeded logo, hot keywords and footer links", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/")
    const keyword = hotKeywords[0]?.title ?? ""
    const link = footerLinkGroups[0]?.links[0]?.title ?? ""
    await page.getByRole("link", { name: keyword, exact: true }).first().waitFor()
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).waitFor()
    expect(await page.getByRole("img", { name: "悦享健康美丽网" }).first().isVisible()).toBe(true)
    expect(await page.getByRole("contentinfo").textContent()).toContain(String(new Date().getFullYear()))
    await screenshot(page, "home-1440")
    expect(errors).toEqual([])
    await context.close()
  })

  it("answers an unknown path with the not-found page", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/no/such/page")
    await page.getByText("您访问的页面不存在或已被移除。").waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
