import { describe, expect, it } from "vitest"
import { creditCheckCharacter } from "../../domain/mall/shop-opening.ts"
import { choose, openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"
import { squarePng } from "../setup/images.ts"
import { walletMember } from "../setup/wallet.ts"

const WAIT = { timeout: 60_000 }

/**
 * 我要开店 end to end: a member applies with a licence picture, pays the shop service fee from the
 * balance, an administrator approves at 开店审核, and the member keeps the shop's details at
 * 店铺信息维护; the shop's page shows them.
 */
describe("opening a shop in the browser", () => {
  const suite = useBrowserSuite({ timeout: 300_000 })

  it("applies, pays the fee, is approved and keeps the shop's details", async () => {
    const member = await walletMember(suite.server, { cents: 100_000, nickName: "许清禾" })
    const shopName = `清禾草本小铺${String(member.user.id).slice(-3)}`
    const m = await openPage(suite.browser, suite.server.url, { token: member.token })
    await m.page.goto("/shop")
    const form = m.page.getByRole("form", { name: "开店申请" })
    await form.waitFor(WAIT)
    await form.getByRole("button", { name: "提交开店申请" }).click()
    await form.getByRole("alert").getByText("店铺名称为2-20个字").waitFor()

    await form.getByLabel("店铺名称").fill(shopName)
    await choose(form.getByRole("combobox", { name: "主营类目" }), "营养保健")
    await form.getByLabel("营业执照名称").fill("杭州市上城区清禾草本商行")
    await form.getByLabel("统一社会信用代码").fill(`92330102MA2K8P6R3`)
    await form.getByLabel("经营者").fill("许清禾")
    await form.getByLabel("联系手机").fill("13912346789")
    await form.getByLabel("经营地址").fill("浙江省杭州市上城区解放路 18 号")
    await form.getByRole("button", { name: "提交开店申请" }).click()
    await form.getByRole("alert").getByText("请输入正确的统一社会信用代码（18位）").waitFor()
    await form.getByLabel("统一社会信用代码").fill(`92330102MA2K8P6R3${creditCheckCharacter("92330102MA2K8P6R3")}`)
    await form.getByRole("button", { name: "提交开店申请" }).click()
    await form.getByRole("alert").getByText("请上传营业执照照片").waitFor()
    await form.getByLabel("营业执照照片", { exact: true }).setInputFiles({ name: "执照.png", mimeType: "image/png", buffer: squarePng(32) })
    await form.getByLabel("执照.png：已上传").waitFor(WAIT)
    await screenshot(m.page, "shop-open-form-1440")
    await form.getByRole("button", { name: "提交开店申请" }).click()

    // Next: the service fee, paid from the balance.
    await m.page.getByRole("link", { name: "支付服务费" }).click(WAIT)
    await m.page.getByRole("button", { name: /立即支付/ }).click(WAIT)
    await m.page.getByLabel("支付密码第1位").focus()
    await m.page.keyboard.type(member.payPassword)
    await m.page.keyboard.press("Enter")
    await m.page.waitForURL((u) => u.pathname === "/account/shop/pay/success", WAIT)
    await m.page.goto("/shop")
    await m.page.getByRole("status").getByText(/您的开店申请正在审核中/).waitFor(WAIT)

    // The administrator approves at 开店审核.
    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"], nickName: "招商审核" })
    const a = await openPage(suite.browser, suite.server.url, { token: admin.token })
    await a.page.goto("/admin/review/shop")
    const card = a.page.getByRole("listitem", { name: `${shopName} 的开店申请` })
    await card.waitFor(WAIT)
    await card.getByText(/服务费已付/).waitFor()
    await screenshot(a.page, "admin-shop-review-1440")
    await card.getByRole("button", { name: "通过" }).click()
    await a.page.getByRole("status").filter({ hasText: "已通过开店申请，店铺已开通" }).first().waitFor(WAIT)
    await card.waitFor({ state: "detached", ...WAIT })
    expect(a.errors).toEqual([])
    await a.context.close()

    // The member's shop is open: details kept at 店铺信息维护, shown on the shop's page.
    await m.page.reload()
    await m.page.getByRole("link", { name: "店铺信息维护" }).click(WAIT)
    const info = m.page.getByRole("form", { name: "店铺信息" })
    await info.waitFor(WAIT)
    expect(await info.getByLabel("客服电话").inputValue()).toBe("13912346789")
    await info.getByLabel("店铺简介").fill("道地药材做的养生茶包，手工分装。")
    await info.getByRole("button", { name: "保存" }).click()
    await m.page.getByRole("status").filter({ hasText: "店铺信息已保存" }).first().waitFor(WAIT)
    await screenshot(m.page, "shop-maintaininfo-1440")
    await m.page.getByRole("link", { name: "查看店铺主页" }).click()
    await m.page.locator("text=道地药材做的养生茶包，手工分装。 >> visible=true").first().waitFor(WAIT)
    await m.page.locator(`text=${shopName} >> visible=true`).first().waitFor()
    expect(m.errors).toEqual([])
    await m.context.close()
  })

  it("shows a visitor what opening a shop takes, at phone width", async () => {
    const v = await openPage(suite.browser, suite.server.url, { width: 375, height: 800 })
    await v.page.goto("/shop")
    await v.page.getByRole("heading", { name: "我要开店" }).waitFor(WAIT)
    await v.page.getByRole("link", { name: "登录后申请开店" }).waitFor()
    await screenshot(v.page, "shop-open-visitor-375")
    expect(await v.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(v.errors).toEqual([])
    await v.context.close()
  })
})
