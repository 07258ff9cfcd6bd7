import { describe, expect, it } from "vitest"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"

/** A promise the test lets pass when it chooses. */
const gate = () => {
  let open = () => {}
  const passed = new Promise<void>((resolve) => (open = resolve))
  return { passed, open: () => open() }
}

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

  it("shows a second save of a row that was sent before the first save's list came back", async () => {
    const operator = await signedInUser(suite.server, { nickName: "运营小郑", roles: ["ROLE_OPERATOR"] })
    const { page, context, errors } = await openPage(suite.browser, suite.server.url, { token: operator.token })
    // The list read after the first save and the second save's answer are held, so that the
    // list arrives while the second save is under way, then the second save answers.
    const held = { list: gate(), listFetched: gate(), save: gate(), saveFetched: gate() }
    let hold: "none" | "list" | "save" = "none"
    await page.route(
      (url) => /^\/api\/admin\/(dicts\/\d+\/entries|dictEntries\/\d+)$/.test(url.pathname),
      async (route) => {
        const method = route.request().method()
        const step = hold === "list" && method === "GET" ? held.list : hold === "save" && method === "PUT" ? held.save : null
        if (step === null) return route.continue()
        const response = await route.fetch()
        ;(step === held.list ? held.listFetched : held.saveFetched).open()
        await step.passed
        await route.fulfill({ response })
      },
    )
    await page.goto("/admin/dicts")
    await page.getByRole("list", { name: "字典列表" }).getByRole("button", { name: /意见反馈类型/ }).click()
    const before = page.getByRole("form", { name: "字典项 投诉举报" })
    await before.getByLabel("字典项 投诉举报 名称").fill("投诉与举报")
    hold = "list"
    await before.getByRole("button", { name: "保存" }).click()
    await held.listFetched.passed
    hold = "save"
    await before.getByRole("checkbox", { name: "启用" }).uncheck()
    await before.getByRole("button", { name: "保存" }).click()
    await held.saveFetched.passed
    hold = "none"
    held.list.open()
    await page.getByRole("form", { name: "字典项 投诉与举报" }).waitFor()
    held.save.open()
    const after = page.getByRole("form", { name: "字典项 投诉与举报" })
    await expect.poll(() => after.getByRole("button", { name: "保存" }).isEnabled()).toBe(true)
    await expect.poll(() => after.getByRole("checkbox", { name: "启用" }).isChecked()).toBe(false)
    await page.reload()
    await page.getByRole("list", { name: "字典列表" }).getByRole("button", { name: /意见反馈类型/ }).click()
    expect(await page.getByRole("form", { name: "字典项 投诉与举报" }).getByRole("checkbox", { name: "启用" }).isChecked()).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })
})
