import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { users } from "../../server/session/tables/users.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"


describe("maker centre notices", () => {
  const suite = useBrowserSuite()

  it("the demo maker sees the unread count on the centre's home, reads a notice on a phone, and the count drops", async () => {
    const [maker] = await suite.server.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "chen_maker"))
    const { token } = await suite.server.deps.tokens.issue(maker?.id ?? 0)
    const { page } = await openPage(suite.browser, suite.server.url, { width: 375, height: 800, token })

    await page.goto("/account/mine/home")
    const unread = page.getByRole("link", { name: /^未读公告/ }).locator("strong")
    await expect.poll(async () => Number(await unread.textContent())).toBeGreaterThan(0)
    const before = Number(await unread.textContent())

    await page.getByRole("link", { name: "全部公告" }).click()
    const list = page.getByRole("list", { name: "公告列表" })
    await list.getByRole("link").filter({ hasText: "未读" }).first().waitFor()
    await expect.poll(() => list.getByText("未读", { exact: true }).count()).toBe(before)
    await list.getByRole("link", { name: /短视频作品审核标准说明/ }).click()
    await page.getByRole("heading", { name: "短视频作品审核标准说明" }).waitFor()
    await page.getByRole("article").getByText("审核一般在 1 个工作日内完成").waitFor()
    await screenshot(page, "maker-centre-notice-detail-375")

    await page.getByRole("link", { name: "返回公告列表" }).click()
    await page.getByTestId("notice-unread").filter({ hasText: `未读 ${before - 1} 条` }).waitFor()
    await page.goto("/account/mine/home")
    await expect.poll(async () => Number(await unread.textContent())).toBe(before - 1)
  })
})
