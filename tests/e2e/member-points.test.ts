import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { and, eq } from "drizzle-orm"
import type { Browser } from "playwright-core"
import { PRIZE_DRAW_COST } from "../../domain/member/prize.ts"
import { gifts, signIns } from "../../server/member/tables.ts"
import { launchBrowser, openPage, screenshot, useToken } from "../setup/browser.ts"
import { saveAddress } from "../setup/member.ts"
import { startTestServer, type TestServer } from "../setup/test-server.ts"
import { accountAndLedger, walletMember } from "../setup/wallet.ts"

describe("member centre in the browser: sign-in, prize draw, points gifts", () => {
  let browser: Browser
  let server: TestServer
  beforeAll(async () => {
    ;[browser, server] = await Promise.all([launchBrowser(), startTestServer("pglite")])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it("signs in from the account popover: today's step turns finish, the button reads 今日已签到 and the points grow", async () => {
    const member = await walletMember(server, { nickName: "签到会员", payPassword: null, points: 20 })
    const { page, errors, context } = await openPage(browser, server.url)
    await useToken(context, server.url, member.token)
    await page.goto("/account/center")
    await expect.poll(() => page.getByTestId("center-points").textContent()).toBe("20")
    await page.getByRole("button", { name: /我的账户/ }).click()
    await page.getByRole("tab", { name: "每日签到" }).click()
    const panel = page.getByRole("dialog").getByRole("region", { name: "每日签到" })
    const today = panel.getByRole("listitem").and(page.locator("[aria-current=date]"))
    await expect.poll(() => today.getAttribute("data-state")).toBe("process")
    await screenshot(page, "member-sign-in-popover-1440")
    await panel.getByRole("button", { name: "签到", exact: true }).click()
    await panel.getByRole("status").filter({ hasText: "签到 +1" }).waitFor()
    await page.getByText("签到成功，获得 5 积分").waitFor()
    await expect.poll(() => today.getAttribute("data-state")).toBe("finish")
    const done = panel.getByRole("button", { name: "今日已签到" })
    expect(await done.isDisabled()).toBe(true)
    // The tag blinks twice and settles on the day's points.
    await panel.getByRole("status").filter({ hasText: "今日已得 5 积分" }).waitFor()
    const rows = await server.deps.db.select().from(signIns).where(eq(signIns.userId, member.user.id))
    expect(rows).toHaveLength(1)
    expect(await accountAndLedger(server, member.user.id)).toMatchObject({ points: 25, pointsLedger: 25 })
    await page.keyboard.press("Escape")
    await page.goto("/account/points")
    await page.goto("/account/center")
    await expect.poll(() => page.getByTestId("center-points").textContent()).toBe("25")
    await screenshot(page, "member-center-1440")
    expect(errors).toEqual([])
    await context.close()
  })

  it("draws on the wheel: the points go down by the cost (plus any points won) and the record shows", async () => {
    const member = await walletMember(server, { nickName: "抽奖会员", payPassword: null, points: PRIZE_DRAW_COST * 2 })
    const { page, errors, context } = await openPage(browser, server.url, { width: 375, height: 812 })
    await useToken(context, server.url, member.token)
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto("/prize/index")
    await page
      .getByTestId("prize-surplus")
      .filter({ hasText: `我的积分 ${PRIZE_DRAW_COST * 2}，还可抽奖 2 次` })
      .waitFor()
    await screenshot(page, "member-prize-375")
    await page.getByRole("button", { name: /抽奖/ }).click()
    const outcome = page.getByTestId("prize-outcome")
    await outcome.waitFor()
    const text = (await outcome.textContent()) ?? ""
    expect(text).toMatch(/恭喜您抽中|很遗憾/)
    await screenshot(page, "member-prize-outcome-375")
    await page.getByRole("dialog").getByRole("button", { name: "好的" }).click()
    const wallet = await accountAndLedger(server, member.user.id)
    const won = Number(/抽中 (\d+)积分/.exec(text)?.[1] ?? 0)
    expect(wallet.points).toBe(PRIZE_DRAW_COST + won)
    expect(wallet.pointsLedger).toBe(wallet.points)
    await page
      .getByTestId("prize-surplus")
      .filter({ hasText: `我的积分 ${wallet.points}` })
      .waitFor()
    await page.getByRole("region", { name: "我的抽奖记录" }).getByRole("listitem").first().waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it("turns the wheel with a transform when motion is allowed", async () => {
    const member = await walletMember(server, { payPassword: null, points: PRIZE_DRAW_COST })
    const { page, errors, context } = await openPage(browser, server.url)
    await useToken(context, server.url, member.token)
    await page.goto("/prize/index")
    await page.getByTestId("prize-wheel").waitFor()
    await page.getByRole("button", { name: /抽奖/ }).click()
    await expect
      .poll(() => page.getByTestId("prize-wheel").evaluate((el) => (el as HTMLElement).style.transform))
      .toMatch(/rotate\(\d+(\.\d+)?deg\)/)
    expect(await page.getByTestId("prize-wheel").evaluate((el) => (el as HTMLElement).style.transition)).toContain("transform")
    await page.getByTestId("prize-outcome").waitFor({ timeout: 10_000 })
    await screenshot(page, "member-prize-1440")
    expect(errors).toEqual([])
    await context.close()
  })

  it("exchanges a gift for points and an address; without enough points the spec's message shows", async () => {
    const [gift] = await server.deps.db
      .select()
      .from(gifts)
      .where(and(eq(gifts.name, "养生花茶礼盒")))
    if (!gift) throw new Error("no gift")
    const member = await walletMember(server, { nickName: "兑换会员", payPassword: null, points: gift.points + 10 })
    await saveAddress(server, member.token, { name: "赵兑换" })
    const { page, errors, context } = await openPage(browser, server.url)
    await useToken(context, server.url, member.token)
    await page.goto("/account/point/gift")
    await page
      .getByTestId("mall-points")
      .filter({ hasText: String(gift.points + 10) })
      .waitFor()
    await screenshot(page, "member-gift-mall-1440")
    await page.getByRole("link", { name: new RegExp(`^${gift.name}`) }).click()
    await page.waitForURL((u) => u.pathname === "/account/gift/shopping")
    await page.getByRole("radio", { name: /赵兑换/ }).waitFor()
    await page.getByRole("button", { name: "增加" }).click()
    await expect.poll(() => page.getByTestId("gift-total").textContent()).toBe(String(gift.points * 2))
    await page.getByRole("alert").filter({ hasText: "用户积分不足，不能进行积分兑换" }).waitFor()
    expect(await page.getByRole("button", { name: "立即兑换" }).isDisabled()).toBe(true)
    await screenshot(page, "member-gift-shopping-1440")
    await page.getByRole("button", { name: "减少" }).click()
    await page.getByRole("button", { name: "立即兑换" }).click()
    await page.waitForURL((u) => u.pathname === "/account/gift/success")
    await page.getByRole("heading", { name: "兑换成功" }).waitFor()
    await screenshot(page, "member-gift-success-1440")
    await page.getByRole("link", { name: "查看订单" }).click()
    await page.waitForURL((u) => u.pathname === "/account/gift/order/detail")
    await page.getByText("赵兑换").waitFor()
    expect(await accountAndLedger(server, member.user.id)).toMatchObject({ points: 10, pointsLedger: 10 })
    const [after] = await server.deps.db.select({ stock: gifts.stock }).from(gifts).where(eq(gifts.id, gift.id))
    expect(after?.stock).toBe(gift.stock - 1)
    expect(errors).toEqual([])
    await context.close()
  })
})
