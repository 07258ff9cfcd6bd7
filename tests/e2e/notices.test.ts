import { describe, expect, it } from "vitest"
import { choose, openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"

/**
 * 公告管理 to 质量公告: an administrator writes a quality notice naming a brand and a product;
 * a visitor finds it pinned on /quality, reads it and follows the product; 网站公告 lists the
 * demo notices at phone width.
 */
describe("site and quality notices in the browser", () => {
  const suite = useBrowserSuite()

  it("is written by an administrator and read by a visitor, with the product it names", async () => {
    const admin = await signedInUser(suite.server, { nickName: "运营", roles: ["ROLE_ADMIN"] })
    const a = await openPage(suite.browser, suite.server.url, { token: admin.token })
    await a.page.goto("/admin/announcements")
    await a.page.getByRole("heading", { name: "公告管理" }).waitFor()
    await a.page.getByRole("button", { name: "新建公告" }).click()
    const form = a.page.getByRole("form", { name: "新建公告" })
    await form.waitFor()
    await form.getByRole("button", { name: "保存并发布" }).click()
    await form.getByRole("alert").getByText("标题长度在 4 到 60 个字符").waitFor()

    await choose(form.getByRole("combobox", { name: "公告类型" }), "质量公告")
    await choose(form.getByRole("combobox", { name: "公告分类" }), "抽检结果")
    await form.getByLabel("标题", { exact: true }).fill("洁面乳专项抽检结果")
    await form.getByLabel("涉及品牌").fill("美妍")
    await form.getByLabel("搜索商品").fill("洁面")
    await form.getByLabel("搜索商品").press("Enter")
    await form.getByRole("button", { name: /关联：氨基酸温和洁面乳/ }).click()
    await form.getByRole("list", { name: "已关联的商品" }).getByText("氨基酸温和洁面乳 120g").waitFor()
    await form.getByRole("textbox", { name: "正文" }).fill("本次抽检洁面乳微生物指标全部合格。")
    await form.getByLabel("置顶").check()
    await screenshot(a.page, "admin-announcements-1440")
    await form.getByRole("button", { name: "保存并发布" }).click()
    await a.page.getByRole("status").filter({ hasText: "公告已保存" }).first().waitFor()
    await form.waitFor({ state: "detached" })
    await a.page.getByRole("button", { name: "质量公告" }).click()
    await a.page.getByRole("link", { name: "洁面乳专项抽检结果" }).waitFor()
    expect(a.errors).toEqual([])
    await a.context.close()

    const v = await openPage(suite.browser, suite.server.url)
    await v.page.goto("/quality")
    await v.page.getByRole("heading", { name: "质量公告", level: 1 }).waitFor()
    const list = v.page.getByRole("list", { name: "质量公告列表" })
    const first = list.getByRole("listitem").first()
    await first.getByText("置顶").waitFor()
    await v.page.getByRole("button", { name: "抽检结果" }).click()
    await list.getByRole("link", { name: "洁面乳专项抽检结果" }).click()
    await v.page.waitForURL(/\/quality_detail\?id=\d+/)
    await v.page.getByRole("heading", { name: "洁面乳专项抽检结果", level: 1 }).waitFor()
    const article = v.page.getByRole("article")
    await article.getByText("本次抽检洁面乳微生物指标全部合格。").waitFor()
    await article.getByText("品牌：美妍").waitFor()
    await screenshot(v.page, "quality-detail-1440")
    await article.getByRole("region", { name: "涉及商品" }).getByRole("link", { name: /氨基酸温和洁面乳/ }).click()
    await v.page.waitForURL(/\/product\/detail\/\d+/)
    expect(v.errors).toEqual([])
    await v.context.close()
  })

  it("lists the site notices at phone width and opens one", async () => {
    const v = await openPage(suite.browser, suite.server.url, { width: 375, height: 812 })
    await v.page.goto("/announcement")
    await v.page.getByRole("heading", { name: "网站公告", level: 1 }).waitFor()
    await v.page.getByLabel("搜索网站公告").fill("退货")
    await v.page.getByRole("main").getByRole("button", { name: "搜索", exact: true }).click()
    await v.page.getByRole("link", { name: "商城退货规则调整说明" }).click()
    await v.page.getByRole("heading", { name: "商城退货规则调整说明", level: 1 }).waitFor()
    const width = await v.page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    await screenshot(v.page, "announcement-detail-375")
    expect(v.errors).toEqual([])
    await v.context.close()
  })
})
