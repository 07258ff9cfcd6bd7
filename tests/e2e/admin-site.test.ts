import { describe, expect, it } from "vitest"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"
import { squarePng } from "../setup/images.ts"

/**
 * 站点配置: the operator (运营, no other permission) changes a hot keyword, adds a footer link and
 * puts a picture of their own on the first home banner in the back office; a visitor opening the
 * home page afterwards sees all three, with no restart.
 */
describe("the operator runs the site from the back office", () => {
  const suite = useBrowserSuite()

  it("changes a hot keyword, a footer link and a banner that a visitor then sees on the home page", async () => {
    const before = await openPage(suite.browser, suite.server.url)
    await before.page.goto("/")
    const hot = before.page.getByRole("navigation", { name: "热门搜索" }).first()
    await hot.getByRole("link", { name: "祛痘" }).waitFor()
    await before.context.close()

    const operator = await signedInUser(suite.server, { nickName: "运营小周", roles: ["ROLE_OPERATOR"] })
    const o = await openPage(suite.browser, suite.server.url, { token: operator.token })
    await o.page.goto("/admin")
    await o.page.getByRole("heading", { name: "后台首页" }).waitFor()
    const menu = o.page.getByRole("navigation", { name: "后台菜单" })
    await menu.getByRole("link", { name: "站点配置" }).click()
    await o.page.getByRole("heading", { name: "站点配置", level: 1 }).waitFor()
    // An operator's menu holds the site's pages and no review or money page.
    expect(await menu.getByRole("link", { name: "提现审核" }).count()).toBe(0)

    const settings = o.page.getByRole("form", { name: "基本设置" })
    await settings.getByLabel("热门词1", { exact: true }).fill("秋冬补水")
    await settings.getByLabel("热门词1的搜索类型").selectOption("products")
    await settings.getByRole("button", { name: "保存设置" }).click()
    await o.page.getByRole("status").filter({ hasText: "已保存，前台即时生效" }).first().waitFor()

    const group = o.page.getByRole("region", { name: /^页脚分组 / }).first()
    const add = group.getByRole("form", { name: /新链接$/ })
    await add.getByPlaceholder("标题").fill("营养师在线")
    await add.getByPlaceholder(/announce/).fill("/announce/contactus")
    await add.getByRole("button", { name: "添加链接" }).click()
    await o.page.getByRole("status").filter({ hasText: "链接已添加" }).first().waitFor()
    await group.getByRole("form", { name: "链接 营养师在线" }).waitFor()

    // The first banner gets a picture of the operator's own, a new title and a new link.
    const banners = o.page.getByRole("form", { name: "首页轮播图" })
    await banners.getByLabel("轮播图 1 图片", { exact: true }).setInputFiles({ name: "双十二.png", mimeType: "image/png", buffer: squarePng(64, [0xe0, 0x50, 0x60]) })
    await banners.getByRole("img", { name: "轮播图 1 预览" }).and(banners.locator('img[src^="/files/pictures/"]')).waitFor()
    await banners.getByLabel("轮播图 1 标题").fill("双十二健康节")
    await banners.getByLabel("轮播图 1 链接").fill("/product/index")
    await banners.getByRole("button", { name: "保存轮播图" }).click()
    await o.page.getByRole("status").filter({ hasText: "首页轮播图已保存" }).first().waitFor()
    await screenshot(o.page, "admin-site-1440")
    expect(o.errors).toEqual([])
    await o.context.close()

    const v = await openPage(suite.browser, suite.server.url)
    await v.page.goto("/")
    const hotAfter = v.page.getByRole("navigation", { name: "热门搜索" }).first()
    await hotAfter.getByRole("link", { name: "秋冬补水" }).waitFor()
    expect(await hotAfter.getByRole("link", { name: "祛痘" }).count()).toBe(0)
    const footerLink = v.page.getByRole("contentinfo").getByRole("link", { name: "营养师在线" })
    await footerLink.waitFor()
    expect(await footerLink.getAttribute("href")).toBe("/announce/contactus")
    const slide = v.page.getByRole("group", { name: /^1 \/ \d：双十二健康节$/ })
    await slide.getByRole("img", { name: "双十二健康节" }).waitFor()
    expect(await slide.getByRole("link").getAttribute("href")).toBe("/product/index")
    expect(await slide.getByRole("img").getAttribute("src")).toMatch(/^\/files\/pictures\//)
    await hotAfter.getByRole("link", { name: "秋冬补水" }).click()
    await v.page.waitForURL(/\/product\/search\?keyword=%E7%A7%8B%E5%86%AC%E8%A1%A5%E6%B0%B4/)
    expect(v.errors).toEqual([])
    await v.context.close()
  })

  it("shows the back office at phone width with its menu as a strip", async () => {
    const operator = await signedInUser(suite.server, { nickName: "运营小李", roles: ["ROLE_OPERATOR"] })
    const o = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token: operator.token })
    await o.page.goto("/admin/site")
    await o.page.getByRole("form", { name: "基本设置" }).waitFor()
    const overflow = await o.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await screenshot(o.page, "admin-site-375")
    expect(o.errors).toEqual([])
    await o.context.close()
  })
})
