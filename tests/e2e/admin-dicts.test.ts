import { describe, expect, it } from "vitest"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"

/** 字典管理: the operator renames a feedback type in the back office; a member's feedback form offers the new name at once. */
describe("the operator edits a dictionary", () => {
  const suite = useBrowserSuite()

  it("renames a feedback type that the feedback form then offers", async () => {
    const operator = await signedInUser(suite.server, { nickName: "运营小吴", roles: ["ROLE_OPERATOR"] })
    const o = await openPage(suite.browser, suite.server.url, { token: operator.token })
    await o.page.goto("/admin")
    await o.page.getByRole("navigation", { name: "后台菜单" }).getByRole("link", { name: "字典管理" }).click()
    await o.page.getByRole("heading", { name: "字典管理", level: 1 }).waitFor()
    await o.page.getByRole("list", { name: "字典列表" }).getByRole("button", { name: /意见反馈类型/ }).click()
    const row = o.page.getByRole("form", { name: "字典项 功能建议" })
    await row.getByLabel("字典项 功能建议 名称").fill("产品建议")
    await row.getByRole("button", { name: "保存" }).click()
    await o.page.getByRole("status").filter({ hasText: "已保存，前台即时生效" }).first().waitFor()
    await o.page.getByRole("form", { name: "字典项 产品建议" }).waitFor()
    await o.page.setViewportSize({ width: 375, height: 812 })
    const overflow = await o.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await screenshot(o.page, "admin-dicts-375")
    expect(o.errors).toEqual([])
    await o.context.close()

    const { token } = await signedInUser(suite.server)
    const m = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token })
    await m.page.goto("/account/feedback")
    await m.page.getByRole("combobox", { name: "反馈类型" }).click()
    await m.page.getByRole("option", { name: "产品建议" }).waitFor()
    expect(await m.page.getByRole("option", { name: "功能建议" }).count()).toBe(0)
    expect(m.errors).toEqual([])
    await m.context.close()
  })
})
