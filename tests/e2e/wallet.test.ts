import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { walletAccounts } from "../../server/wallet/tables.ts"
import { openPage, screenshot, useToken } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { type TestServer } from "../setup/test-server.ts"
import { accountAndLedger, walletMember } from "../setup/wallet.ts"
import { signedInUser } from "../setup/auth.ts"

/** The latest code sent to a phone, read from the development SMS outbox (GET api/dev/outbox). */
const outboxCode = async (server: TestServer, phone: string): Promise<string> => {
  const admin = await signedInUser(server, { roles: ["ROLE_ADMIN"] })
  const outbox = await server.call("devOutbox", undefined, { token: admin.token })
  if (!outbox.ok) throw new Error(`outbox: ${outbox.status}`)
  const message = outbox.body.find((m) => m.phone === phone)
  const code = /验证码为(\d{6})/.exec(message?.text ?? "")?.[1]
  if (!code) throw new Error(`no code sent to ${phone}`)
  return code
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)

describe("wallet in the browser", () => {
  const suite = useBrowserSuite()

  it("insufficient balance, recharge through the sandbox cashier, payment password by SMS, VIP from the balance", async () => {
    const member = await walletMember(suite.server, { payPassword: null, nickName: "周晓彤" })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token: member.token })

    // No money yet: the balance-pay widget says so, with its link to the recharge page.
    await page.goto("/account/vip/pay")
    await page.getByRole("radio", { name: /年卡/ }).waitFor()
    expect(await page.getByRole("radio", { name: /年卡/ }).getAttribute("aria-checked")).toBe("true")
    await screenshot(page, "wallet-vip-pay-1440")
    await page.getByRole("button", { name: /立即开通/ }).click()
    await page.getByRole("alertdialog").getByText("确认开通会员吗?").waitFor()
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    const payDialog = page.getByRole("dialog", { name: "余额支付" })
    await payDialog.getByText("账号余额不足，请您先 充值余额 再进行支付").waitFor()
    const rechargeLink = payDialog.getByRole("link", { name: "充值余额" })
    expect(await rechargeLink.getAttribute("href")).toBe("/account/balance/recharge")
    await screenshot(page, "wallet-insufficient-1440")

    // Recharge: the payer confirms on the provider's cashier; the balance is credited once.
    await rechargeLink.click()
    await page.waitForURL((u) => u.pathname === "/account/balance/recharge")
    await page.getByRole("button", { name: "￥500", exact: true }).click()
    await screenshot(page, "wallet-recharge-1440")
    await page.getByRole("button", { name: "立即充值 ￥500.00" }).click()
    await page.waitForURL((u) => u.pathname.startsWith("/sandbox/pay/"))
    await page.getByText("￥500.00").first().waitFor()
    await screenshot(page, "wallet-sandbox-cashier-1440")
    await page.getByRole("button", { name: "确认支付" }).click()
    await page.waitForURL((u) => u.pathname === "/account/recharge/member/success")
    await page.getByRole("heading", { name: "充值成功" }).waitFor()
    await screenshot(page, "wallet-recharge-success-1440")
    expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ balance: 50_000, balanceLedger: 50_000 })

    // VIP: a member without a payment password sets one with the SMS code first.
    await page.goto("/account/vip/pay")
    await page.getByRole("button", { name: /立即开通/ }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await page.getByRole("dialog", { name: "余额支付" }).getByText("您还未设置支付密码，请先设置支付密码").waitFor()
    await page.getByRole("button", { name: "设置支付密码" }).click()
    const setDialog = page.getByRole("dialog", { name: "设置支付密码" })
    await setDialog.getByText(`${member.phone.slice(0, 3)}****${member.phone.slice(-4)}`).waitFor()
    await setDialog.getByRole("button", { name: "确定" }).click()
    await setDialog.getByText(/请获取短信验证码/).waitFor()
    await setDialog.getByText(/短信验证码不能为空/).waitFor()
    await setDialog.getByText("请输入支付密码").waitFor()
    await setDialog.getByRole("button", { name: "获取验证码" }).click()
    await page.getByText("验证码已发送，5分钟内有效").waitFor()
    const countdown = setDialog.getByRole("button", { name: /秒后重新获取/ })
    await countdown.waitFor()
    expect(await countdown.isDisabled()).toBe(true)
    await screenshot(page, "wallet-set-pay-password-1440")
    const code = await outboxCode(suite.server, member.phone)
    await setDialog.getByLabel("短信验证码").fill(code)
    await setDialog.getByLabel("支付密码", { exact: true }).fill("13a5790")
    expect(await setDialog.getByLabel("支付密码", { exact: true }).inputValue()).toBe("135790")
    await setDialog.getByLabel("确认支付密码").fill("135790")
    await setDialog.getByRole("button", { name: "确定" }).click()
    await page.getByText("支付密码设置成功").waitFor()
    await setDialog.waitFor({ state: "detached" })

    // The six-box entry: digits only, Backspace moves back, Enter pays.
    const first = page.getByLabel("支付密码第1位")
    await first.waitFor()
    await first.focus()
    await page.keyboard.type("1a3")
    await page.getByText("支付密码只能输入数字").waitFor()
    expect(await page.getByLabel("支付密码第2位").inputValue()).toBe("3")
    await page.keyboard.press("Backspace")
    expect(await page.getByLabel("支付密码第2位").inputValue()).toBe("")
    await page.keyboard.type("35790")
    await screenshot(page, "wallet-pay-password-1440")
    await page.keyboard.press("Enter")
    await page.waitForURL((u) => u.pathname === "/account/vip/success")
    await page.getByRole("heading", { name: "会员开通成功" }).waitFor()
    const details = (await page.locator("dl").textContent()) ?? ""
    expect(details).toContain("VIP会员")
    expect(details).toMatch(/36[56]天/)
    await screenshot(page, "wallet-vip-success-1440")
    const grade = await suite.server.call("accountGrade", undefined, { token: member.token })
    expect(grade.ok && grade.body).toMatchObject({ grade: "VIP会员", amount: 19_800 })
    expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ balance: 30_200, balanceLedger: 30_200 })

    // The balance page shows it, with the bill.
    await page.goto("/account/balance")
    await page.getByTestId("available-balance").getByText("￥302.00").waitFor()
    await page.getByText("开通VIP会员（年卡）").waitFor()
    await page.getByRole("button", { name: "充值", exact: true }).click()
    await page.getByText("余额充值", { exact: true }).first().waitFor()
    await page.getByRole("button", { name: "最近30天" }).click()
    await page.getByText(/ 至 /).waitFor()
    await screenshot(page, "wallet-balance-1440")
    expect(errors).toEqual([])
    await context.close()
  })

  it("withdraws to a bound account and an administrator approves it", async () => {
    const member = await walletMember(suite.server, { cents: 80_000, nickName: "钱佳怡" })
    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"], type: "sys", nickName: "财务审核" })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token: member.token })
    await page.goto("/account/balance")
    await page.getByTestId("available-balance").getByText("￥800.00").waitFor()
    await page.getByRole("link", { name: "提现", exact: true }).click()
    await page.getByLabel("支付宝账号").fill("13912345678")
    await page.getByLabel("真实姓名").fill("钱佳怡")
    await page.getByLabel("支付密码第1位").focus()
    await page.keyboard.type(member.payPassword)
    await page.keyboard.press("Enter")
    await page.getByText("139****5678").waitFor()
    await page.getByLabel("提现金额（元）").fill("120")
    await page.getByLabel("支付密码第1位").focus()
    await page.keyboard.type(member.payPassword)
    await screenshot(page, "wallet-extract-1440")
    await page.getByRole("button", { name: "确认提现" }).click()
    await page.waitForURL((u) => u.pathname === "/account/balance/extract/success")
    await page.getByRole("heading", { name: "提现申请已提交" }).waitFor()
    // Title and text agree: a request waiting for review, not a success.
    await page.waitForFunction(() => document.title.startsWith("提现申请已提交"))
    expect(await page.getByText("提现成功").count()).toBe(0)
    await screenshot(page, "wallet-extract-success-1440")
    expect((await accountAndLedger(suite.server, member.user.id)).balance).toBe(68_000)
    // Back on the balance page kept alive since: it reads the balance again.
    await page.getByRole("link", { name: "返回我的余额" }).click()
    await page.getByTestId("available-balance").getByText("￥680.00").waitFor()
    await page.getByText("余额提现至支付宝 139****5678").waitFor()

    await useToken(context, suite.server.url, admin.token)
    await page.goto("/admin/withdrawals")
    await page.getByRole("button", { name: /通过 钱佳怡 的提现 ￥120.00/ }).click()
    await screenshot(page, "wallet-admin-withdrawals-1440")
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await page.getByText("已审核通过，请按账户信息打款").waitFor()
    await page.getByRole("button", { name: /通过 钱佳怡 的提现/ }).waitFor({ state: "detached" })
    await page.getByRole("button", { name: "审核通过", exact: true }).click()
    await page.getByRole("cell", { name: "钱佳怡", exact: false }).first().waitFor()
    const [account] = await suite.server.deps.db.select().from(walletAccounts).where(eq(walletAccounts.userId, member.user.id))
    expect(account?.balanceCents).toBe(68_000)
    expect(errors).toEqual([])
    await context.close()
  })

  it("fits a 375 px phone", async () => {
    const member = await walletMember(suite.server, { cents: 12_345, points: 860, nickName: "孙悦" })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token: member.token })
    for (const [path, name, ready] of [
      ["/account/balance", "wallet-balance-375", "账单明细"],
      ["/account/points", "wallet-points-375", "积分明细"],
      ["/account/balance/recharge", "wallet-recharge-375", "选择充值金额"],
      ["/account/vip/pay", "wallet-vip-pay-375", "会员专属权益"],
      ["/account/balance/extract", "wallet-extract-375", "绑定支付宝提现账户"],
      ["/account/shop/pay", "wallet-shop-pay-375", "支付店铺服务费"],
    ] as const) {
      await page.goto(path)
      await page.getByText(ready).first().waitFor()
      await screenshot(page, name)
      expect(await noHorizontalScroll(page), path).toBe(true)
    }
    // The payment widget on a phone: ￥123.45 does not cover the ￥698.00 shop fee.
    await page.getByRole("button", { name: /立即支付/ }).click()
    await page.getByText("账号余额不足，请您先 充值余额 再进行支付").waitFor()
    expect(await page.getByLabel("支付密码第1位").count()).toBe(0)
    await screenshot(page, "wallet-balance-pay-375")
    expect(errors).toEqual([])
    await context.close()
  })
})
