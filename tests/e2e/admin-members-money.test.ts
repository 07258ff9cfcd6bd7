import ExcelJS from "exceljs"
import { describe, expect, it } from "vitest"
import { openPage } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"
import { walletMember } from "../setup/wallet.ts"

/**
 * The super administrator exports the money page's orders; the 客服 opens a member on a phone and
 * adjusts the member's points with a reason.
 */
describe("members and money in the back office", () => {
  const suite = useBrowserSuite()

  it("exports the money list; the 客服 adjusts a member's points on a phone", async () => {
    const member = await walletMember(suite.server, { points: 100, nickName: "积分测试会员" })
    const admin = await signedInUser(suite.server, { nickName: "超管小陈", roles: ["ROLE_ADMIN"] })
    const a = await openPage(suite.browser, suite.server.url, { token: admin.token })
    await a.page.goto("/admin/money")
    await a.page.getByRole("heading", { name: "资金监管", level: 1 }).waitFor()
    await a.page.getByRole("table", { name: "订单列表" }).waitFor()
    await a.page.getByRole("img", { name: "每日收入、支出、退款和净额折线图" }).locator("canvas").first().waitFor()
    const [download] = await Promise.all([a.page.waitForEvent("download"), a.page.getByRole("button", { name: "导出 Excel" }).click()])
    const path = await download.path()
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(path)
    const rows = workbook.getWorksheet("订单")?.rowCount ?? 0
    expect(rows).toBeGreaterThan(1)

    await a.page.goto("/admin/accounts")
    await a.page.getByLabel("搜索账号").fill(member.user.username)
    await a.page.getByRole("button", { name: "搜索" }).click()
    const row = a.page.getByRole("row").filter({ hasText: member.user.username })
    // Every state the row shows from here on: a stopped row never flashes back to 正常 and 停用.
    await row.evaluate((tr: HTMLTableRowElement) => {
      const state = () => `${tr.cells[4]?.textContent}/${tr.querySelectorAll("button")[1]?.textContent}${tr.querySelectorAll("button")[1]?.disabled ? "(忙)" : ""}`
      const seen: string[] = [state()]
      Object.assign(window, { rowSeen: seen })
      new MutationObserver(() => seen.at(-1) !== state() && seen.push(state())).observe(tr, { attributes: true, characterData: true, childList: true, subtree: true })
    })
    await a.page.getByRole("button", { name: `停用 ${member.user.username}` }).click()
    await a.page.getByRole("alertdialog").getByRole("button", { name: "停用" }).click()
    await row.getByRole("button", { name: `启用 ${member.user.username}` }).waitFor()
    await row.getByRole("cell", { name: "已停用" }).waitFor()
    await row.getByRole("button", { name: `启用 ${member.user.username}` }).click()
    await row.getByRole("button", { name: `停用 ${member.user.username}` }).waitFor()
    expect(await a.page.evaluate(() => (window as unknown as { rowSeen: string[] }).rowSeen)).toEqual(["正常/停用", "正常/停用(忙)", "已停用/启用", "已停用/启用(忙)", "正常/停用"])
    await a.context.close()

    const service = await signedInUser(suite.server, { nickName: "客服小林", roles: ["ROLE_SERVICE"] })
    const s = await openPage(suite.browser, suite.server.url, { width: 375, height: 740, token: service.token })
    await s.page.goto("/admin/accounts")
    await s.page.getByLabel("搜索账号").fill(member.user.username)
    await s.page.getByRole("button", { name: "搜索" }).click()
    await s.page.getByRole("button", { name: `查看 ${member.user.username}` }).click()
    const panel = s.page.getByRole("region", { name: /^会员详情/ })
    await panel.getByLabel("当前积分").filter({ hasText: "100" }).waitFor()
    const form = panel.getByRole("form", { name: "调整积分" })
    await form.getByRole("button", { name: "确认调整" }).click()
    await form.getByText("请输入调整的积分（正数为增加，负数为扣减）").waitFor()
    await form.getByLabel("调整积分").fill("50")
    await form.getByLabel("调整原因").fill("活动补发积分")
    await form.getByRole("button", { name: "确认调整" }).click()
    await panel.getByLabel("当前积分").filter({ hasText: "150" }).waitFor()
    await panel.getByRole("cell", { name: "系统调整：活动补发积分" }).waitFor()
    await panel.getByRole("button", { name: "重置密码" }).waitFor()
    await s.context.close()
  })
})
