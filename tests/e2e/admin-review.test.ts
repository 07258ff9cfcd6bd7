import { describe, expect, it } from "vitest"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"

/**
 * 内容审核 only: the back office shows that administrator the article and report queues, with
 * their counts, and no money page; the server refuses the same user's money calls.
 */
describe("an administrator with only 内容审核", () => {
  const suite = useBrowserSuite()

  it("sees the article and report queues and no money page; the server refuses the money calls", async () => {
    const auditor = await signedInUser(suite.server, { nickName: "审核小王", roles: ["ROLE_CONTENT_AUDITOR"] })
    const a = await openPage(suite.browser, suite.server.url, { token: auditor.token })
    await a.page.goto("/admin")
    await a.page.getByRole("heading", { name: "后台首页" }).waitFor()
    const queues = a.page.getByRole("list", { name: "审核队列" })
    await queues.getByRole("listitem", { name: /^资讯文章 [1-9]\d* 条待审核$/ }).waitFor()
    await queues.getByRole("listitem", { name: /^科普文章 \d+ 条待审核$/ }).waitFor()
    await queues.getByRole("listitem", { name: /^论坛举报 \d+ 条待审核$/ }).waitFor()
    await queues.getByRole("listitem", { name: /^商品上架 [1-9]\d* 条待审核$/ }).waitFor()
    await queues.getByRole("listitem", { name: /^创客申请 \d+ 条待审核$/ }).waitFor()
    await queues.getByRole("listitem", { name: /^短视频 [1-9]\d* 条待审核$/ }).waitFor()
    await queues.getByRole("listitem", { name: /^课程 \d+ 条待审核$/ }).waitFor()
    expect(await queues.getByRole("listitem").count()).toBe(7)
    const menu = a.page.getByRole("navigation", { name: "后台菜单" })
    expect(await menu.getByRole("link").allTextContents()).toEqual(["后台首页", "审核中心", "资讯审核", "科普审核", "论坛举报", "商品上架审核", "创客申请审核", "短视频审核", "课程审核"])
    await screenshot(a.page, "admin-content-auditor-1440")

    await queues.getByRole("listitem", { name: /^资讯文章/ }).getByRole("link", { name: "去审核" }).click()
    await a.page.waitForURL((u) => u.pathname === "/admin/review/news")
    await a.page.getByRole("heading", { name: "资讯审核", level: 1 }).waitFor()
    await a.page.getByRole("button", { name: /^通过 / }).first().waitFor()

    // A money page is not in this administrator's menu, so it does not exist for them.
    await a.page.goto("/admin/withdrawals")
    await a.page.waitForURL((u) => u.pathname === "/404")
    expect(await a.page.getByRole("heading", { name: "提现审核" }).count()).toBe(0)
    expect(a.errors).toEqual([])
    await a.context.close()

    for (const path of ["/api/admin/withdrawals", "/api/admin/realName"]) {
      const refused = await fetch(`${suite.server.url}${path}`, { headers: { authorization: `Bearer ${auditor.token}` } })
      expect(refused.status, path).toBe(403)
    }
    const approve = await fetch(`${suite.server.url}/api/admin/withdrawals/1/approve`, { method: "POST", headers: { authorization: `Bearer ${auditor.token}`, "content-type": "application/json" }, body: "{}" })
    expect(approve.status).toBe(403)
  })
})
