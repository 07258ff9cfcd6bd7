import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import type { Page } from "playwright-core"
import { addresses } from "../../server/member/tables.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"
import { beijingAddress, idCardCheckChar } from "../setup/member.ts"

/**
 * Picks a value in one of the Ark selects of the region cascader. On a loaded machine the click
 * that opens the next level can land while the previous list is still closing and be taken as a
 * click outside it, and a click on an option while its list is still opening can go unheard:
 * the list is opened again until the option shows, and the option chosen again until the select
 * shows the value (the next level then mounts).
 */
const pick = async (page: Page, level: string, option: string) => {
  const select = page.getByRole("combobox", { name: level })
  const choice = page.getByRole("option", { name: option, exact: true })
  for (let attempt = 1; !(await select.textContent())?.includes(option); attempt++) {
    if (attempt > 10) throw new Error(`the ${level} select never took ${option}`)
    if (!(await choice.isVisible())) {
      await select.click()
      const shown = await choice.waitFor({ state: "visible", timeout: 5_000 }).then(
        () => true,
        () => false,
      )
      if (!shown) continue
    }
    await choice.click()
    await expect.poll(() => select.textContent(), { timeout: 5_000 }).toContain(option).catch(() => undefined)
  }
}

describe("member centre in the browser: addresses, real name", () => {
  const suite = useBrowserSuite()

  it("adds, edits, sets the default and deletes an address with the cascader", async () => {
    const { token, user } = await signedInUser(suite.server, { nickName: "地址测试" })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token })
    await page.goto("/account/address")
    await page.getByText("暂无收货地址").waitFor()
    await page.getByRole("button", { name: "新增收货地址" }).first().click()
    const dialog = page.getByRole("dialog", { name: "新增收货地址" })
    await dialog.getByRole("button", { name: "保存" }).click()
    await dialog.getByText("请输入收货人姓名").waitFor()
    await dialog.getByText("请选择所在地区").waitFor()
    await dialog.getByText("手机和固定电话至少填写一项").waitFor()
    await screenshot(page, "member-address-form-1440")
    await dialog.getByLabel("收货人").fill("王小明")
    await pick(page, "省份", "浙江省")
    await pick(page, "城市", "杭州市")
    await pick(page, "区县", "西湖区")
    await dialog.getByLabel("详细地址").fill("文三路477号华星科技大厦B座6楼")
    await dialog.getByLabel("手机号码").fill("13912345678")
    await dialog.getByLabel("固定电话").fill("0571-12345")
    await dialog.getByRole("button", { name: "保存" }).click()
    await dialog.getByText("请输入正确的固话（格式：区号+号码,如010-1234567）").waitFor()
    await dialog.getByLabel("固定电话").fill("0571-87654321")
    await dialog.getByRole("button", { name: "保存" }).click()
    await page.getByText("添加地址成功").waitFor()
    await page.getByText("浙江省 杭州市 西湖区 文三路477号华星科技大厦B座6楼").waitFor()
    await expect.poll(() => page.getByTestId("address-remaining").textContent()).toBe("已保存 1 个地址，还可以保存 19 个")

    // A second address, then make it the default; then edit the first.
    await page.getByRole("button", { name: "新增收货地址" }).first().click()
    const second = page.getByRole("dialog", { name: "新增收货地址" })
    await second.getByLabel("收货人").fill("李四")
    await pick(page, "省份", "北京市")
    await pick(page, "城市", "市辖区")
    await pick(page, "区县", "朝阳区")
    await second.getByLabel("详细地址").fill("望京街道阜通东大街6号")
    await second.getByLabel("手机号码").fill("13800138000")
    await second.getByLabel("设为默认收货地址").uncheck()
    await second.getByRole("button", { name: "保存" }).click()
    await page.getByText("北京市 市辖区 朝阳区 望京街道阜通东大街6号").waitFor()
    await page.getByRole("listitem", { name: /李四/ }).getByRole("button", { name: "设为默认" }).click()
    await page.getByText("已设为默认地址").waitFor()
    await expect
      .poll(async () =>
        (await suite.server.deps.db.select().from(addresses).where(eq(addresses.userId, user.id))).filter((a) => a.defaulted).map((a) => a.name),
      )
      .toEqual(["李四"])

    await page.getByRole("button", { name: "编辑 王小明 的地址" }).click()
    const edit = page.getByRole("dialog", { name: "编辑收货地址" })
    await edit.getByLabel("收货人").fill("王大明")
    await edit.getByRole("button", { name: "保存" }).click()
    await page.getByText("修改地址成功").waitFor()
    await page.getByRole("listitem", { name: /王大明/ }).waitFor()
    await screenshot(page, "member-address-1440")

    await page.getByRole("button", { name: "删除 王大明 的地址" }).click()
    await page.getByRole("alertdialog").getByText("确定删除该收货地址吗？").waitFor()
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await page.getByText("删除成功").waitFor()
    await expect.poll(() => page.getByRole("listitem", { name: /王大明/ }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it("refuses the 21st address and shows none remaining, on a phone", async () => {
    const { token } = await signedInUser(suite.server)
    for (let i = 0; i < 20; i++) {
      const answer = await suite.server.call("addressCreate", { body: beijingAddress({ detail: `东华门街道南河沿大街${i + 1}号` }) }, { token })
      expect(answer.ok).toBe(true)
    }
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token })
    await page.goto("/account/address")
    await expect.poll(() => page.getByTestId("address-remaining").textContent()).toContain("已保存 20 个地址，还可以保存 0 个")
    await page.getByText("最多只能保存 20 个收货地址").waitFor()
    expect(await page.getByRole("button", { name: "新增收货地址" }).first().isDisabled()).toBe(true)
    const refused = await suite.server.call("addressCreate", { body: beijingAddress() }, { token })
    expect(refused).toMatchObject({ status: 409, body: { message: "最多只能保存 20 个收货地址" } })
    await screenshot(page, "member-address-full-375")
    expect(errors).toEqual([])
    await context.close()
  })

  it("real name: submit, an administrator approves, and the member is certified", async () => {
    const member = await signedInUser(suite.server, { nickName: "认证会员" })
    const admin = await signedInUser(suite.server, { nickName: "审核员", roles: ["ROLE_ADMIN"] })
    const first17 = "33010619880521028"
    const card = `${first17}${idCardCheckChar(first17)}`

    const m = await openPage(suite.browser, suite.server.url, { token: member.token })
    await m.page.goto("/account/realName")
    await m.page.getByRole("button", { name: "提交认证" }).click()
    await m.page.getByText("请输入真实姓名").waitFor()
    await m.page.getByLabel("真实姓名").fill("王美妍")
    // A wrong check character is refused by the strict check.
    const wrong = `${first17}${card.endsWith("0") ? "1" : "0"}`
    await m.page.getByLabel("身份证号码").fill(wrong)
    await m.page.getByRole("button", { name: "提交认证" }).click()
    await m.page.getByText("请输入正确的身份证号码").waitFor()
    await m.page.getByLabel("身份证号码").fill(card)
    await m.page.getByRole("button", { name: "提交认证" }).click()
    await m.page.getByText("实名认证资料已提交，请等待审核").waitFor()
    await m.page.getByText("您的实名认证正在审核中，审核通过后即可发表").waitFor()
    await screenshot(m.page, "member-real-name-pending-1440")

    const a = await openPage(suite.browser, suite.server.url, { token: admin.token })
    await a.page.goto("/admin/review")
    const queue = a.page.getByRole("list", { name: "审核队列" }).getByRole("listitem", { name: /^实名认证 [1-9]\d* 条待审核$/ })
    await queue.waitFor()
    await screenshot(a.page, "member-admin-review-1440")
    await queue.getByRole("link", { name: "去审核" }).click()
    await a.page.waitForURL((u) => u.pathname === "/admin/review/realName")
    await a.page.getByRole("button", { name: "通过 王美妍 的实名认证" }).click()
    await a.page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await a.page.getByText("已通过实名认证").waitFor()
    await screenshot(a.page, "member-admin-real-name-1440")

    // The member's session reads auth true once the page is loaded again.
    await m.page.reload()
    await m.page.getByText("已认证").first().waitFor()
    // The page's own call, with the session cookie.
    const auth = await m.page.evaluate(async () => {
      const answer = await fetch("/auth/info")
      return ((await answer.json()) as { user: { auth: boolean } }).user.auth
    })
    expect(auth).toBe(true)
    expect(m.errors).toEqual([])
    expect(a.errors).toEqual([])
    await m.context.close()
    await a.context.close()
  })
})
