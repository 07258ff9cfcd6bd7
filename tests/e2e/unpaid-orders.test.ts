import { describe, expect, it } from "vitest"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { newKey, walletMember } from "../setup/wallet.ts"

describe("unpaid orders", () => {
  const suite = useBrowserSuite()

  it.each([1440, 375])("a member cancels an unpaid VIP order where closing the account lists it (%i px)", async (width) => {
    const member = await walletMember(suite.server, { cents: 0 })
    const fees = await suite.server.call("memberFeeAll")
    if (!fees.ok || !fees.body[0]) throw new Error("no plan seeded")
    const order = await suite.server.call("vipOrderCreate", { body: { feeId: fees.body[0].id, idempotencyKey: newKey() } }, { token: member.token })
    if (!order.ok) throw new Error("order not created")
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width, height: width === 375 ? 812 : 900, token: member.token })
    await page.goto("/account/cancel")
    await page.getByText("请支付或取消未支付的订单").waitFor()
    const list = page.getByRole("region", { name: "未支付的订单" })
    await list.getByText(order.body.orderNo, { exact: false }).waitFor()
    await screenshot(page, `unpaid-orders-cancel-page-${width}`)
    await list.getByRole("button", { name: `取消订单 ${order.body.orderNo}` }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "确定取消" }).click()
    // The closing condition is met now: the conditions are read again and the list goes.
    await page.getByText("请支付或取消未支付的订单").waitFor({ state: "detached" })
    await list.waitFor({ state: "detached" })
    const left = await suite.server.call("unpaidOrders", undefined, { token: member.token })
    expect(left.ok && left.body).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
