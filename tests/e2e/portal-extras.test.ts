import { describe, expect, it } from "vitest"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"
import { squarePng } from "../setup/images.ts"

const WAIT = { timeout: 60_000 }

/**
 * 品牌认证查询, 活动 and the 3D body: a visitor checks a certificate and a brand, reads an
 * activity and follows its way in, picks organs on the body by the list and the keyboard and
 * follows a related article; an administrator publishes an activity.
 */
describe("brand lookup, activities and the 3D body in the browser", () => {
  const suite = useBrowserSuite({ timeout: 300_000 })

  it("checks a certificate code and a brand at /security/index", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 375, height: 800 })
    await page.goto("/security/index")
    const search = page.getByRole("search", { name: "品牌授权查询" })
    await search.waitFor(WAIT)
    await search.getByRole("button", { name: "查询" }).click()
    await page.getByRole("alert").getByText("请输入授权编号或品牌名称").waitFor()
    await search.getByLabel("授权编号或品牌名称").fill("ba-my-2025-0108")
    await search.getByRole("button", { name: "查询" }).click()
    const records = page.getByRole("list", { name: "授权记录" })
    await records.getByRole("listitem", { name: "美妍 · 美妍旗舰店" }).getByText("授权有效").waitFor(WAIT)
    await screenshot(page, "brand-auth-code-375")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await search.getByLabel("授权编号或品牌名称").fill("安康")
    await search.getByLabel("授权编号或品牌名称").press("Enter")
    await page.getByRole("heading", { name: "品牌“安康”共 2 条授权记录" }).waitFor(WAIT)
    await records.getByText("授权已过期").waitFor()
    await search.getByLabel("授权编号或品牌名称").fill("山寨牌")
    await search.getByLabel("授权编号或品牌名称").press("Enter")
    await page.getByText("未查询到相关授权信息，请通过官方渠道核实后再购买").waitFor(WAIT)
    expect(errors).toEqual([])
    await context.close()
  })

  it("lists activities, reads one and follows its way in; an administrator publishes one", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/activity/detail")
    const list = page.getByRole("list", { name: "活动列表" })
    await list.getByRole("link", { name: /积分幸运抽奖/ }).click(WAIT)
    await page.getByRole("heading", { name: "积分幸运抽奖", level: 1 }).waitFor(WAIT)
    await page.getByText("进行中").first().waitFor()
    await screenshot(page, "activity-detail-1440")
    await page.getByRole("link", { name: "去抽奖" }).click()
    await page.waitForURL((u) => u.pathname === "/prize/index", WAIT)
    expect(errors).toEqual([])
    await context.close()

    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"], nickName: "活动运营" })
    const a = await openPage(suite.browser, suite.server.url, { token: admin.token })
    await a.page.goto("/admin/activities")
    await a.page.getByRole("heading", { name: "活动管理" }).waitFor(WAIT)
    await a.page.getByRole("button", { name: "新建活动" }).click()
    const form = a.page.getByRole("form", { name: "新建活动" })
    await form.getByLabel("活动标题").fill("秋冬养生直播周")
    await form.getByRole("button", { name: "保存并发布" }).click()
    await form.getByRole("alert").getByText("请上传活动图片").waitFor()
    await form.getByLabel("活动图片", { exact: true }).setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: squarePng(40, [0x2e, 0x86, 0xde]) })
    await form.getByLabel("banner.png：已上传").waitFor(WAIT)
    await form.getByRole("textbox", { name: "活动内容" }).fill("每晚八点，讲师在线讲解秋冬养生。")
    await form.getByLabel("参与入口").fill("/video")
    await form.getByLabel("参与按钮文字").fill("去看课程")
    await form.getByRole("button", { name: "保存并发布" }).click()
    await a.page.getByRole("status").filter({ hasText: "活动已保存" }).first().waitFor(WAIT)
    await a.page.getByRole("link", { name: "秋冬养生直播周" }).click()
    await a.page.getByRole("heading", { name: "秋冬养生直播周", level: 1 }).waitFor(WAIT)
    await a.page.getByText("未开始").first().waitFor()
    await a.page.getByRole("link", { name: "去看课程" }).waitFor()
    expect(a.errors).toEqual([])
    await a.context.close()
  })

  it("picks organs on the 3D body by the list and the keyboard and follows related content", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/3dbody")
    const organs = page.getByRole("list", { name: "器官列表" })
    await organs.waitFor(WAIT)
    await page.getByRole("img", { name: /可旋转的人体模型/ }).or(page.locator("canvas")).first().waitFor(WAIT)
    await organs.getByRole("button", { name: "胃" }).click()
    await page.getByRole("heading", { name: "胃", level: 2 }).waitFor(WAIT)
    await page.getByRole("heading", { name: /^说明书（\d+）$/ }).waitFor(WAIT)
    // The keyboard walks the list.
    await organs.getByRole("button", { name: "胃" }).press("ArrowDown")
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "肾脏", level: 2 }).waitFor(WAIT)
    expect(await organs.getByRole("button", { name: "肾脏" }).getAttribute("aria-pressed")).toBe("true")
    await organs.getByRole("button", { name: "皮肤" }).click()
    const science = page.getByRole("list", { name: /皮肤相关科普/ })
    await science.getByRole("link").first().waitFor(WAIT)
    await screenshot(page, "body-3d-1440")
    const href = await science.getByRole("link").first().getAttribute("href")
    await science.getByRole("link").first().click()
    await page.waitForURL((u) => href !== null && `${u.pathname}${u.search}` === href, WAIT)
    expect(errors.filter((e) => !/WebGL|GPU|context/i.test(e))).toEqual([])
    await context.close()
  })
})
