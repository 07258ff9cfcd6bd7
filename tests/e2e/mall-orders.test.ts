import { describe, expect, it } from "vitest"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { merchantToken, placeMallOrder } from "../setup/mall.ts"
import { walletMember } from "../setup/wallet.ts"

describe("mall orders", () => {
  const suite = useBrowserSuite()

  it.each([1440, 375])("a member pays on 我的订单, the shop ships it, the member sees the courier and confirms receipt (%i px)", async (width) => {
    const height = width === 375 ? 812 : 900
    const member = await walletMember(suite.server, { cents: 100_000 })
    const order = await placeMallOrder(suite.server, member.token)
    const shopToken = await merchantToken(suite.server)

    // The member pays the unpaid order from the list with the payment password.
    const buyer = await openPage(suite.browser, suite.server.url, { width, height, token: member.token })
    await buyer.page.goto("/account/order?type=product")
    const card = buyer.page.getByRole("article", { name: `订单 ${order.orderNum}` })
    await card.waitFor()
    await card.getByRole("timer").getByText(/剩余 \d+分\d{2}秒 自动关闭/).waitFor()
    await card.getByText("待付款", { exact: true }).waitFor()
    await screenshot(buyer.page, `mall-orders-list-unpaid-${width}`)
    await card.getByRole("button", { name: `付款 ${order.orderNum}` }).click()
    const payDialog = buyer.page.getByRole("dialog", { name: "订单付款" })
    await payDialog.getByLabel("支付密码第1位").waitFor()
    await screenshot(buyer.page, `mall-orders-pay-${width}`)
    await payDialog.getByLabel("支付密码第1位").focus()
    await buyer.page.keyboard.type(member.payPassword)
    await payDialog.getByRole("button", { name: "确认支付" }).click()
    await payDialog.waitFor({ state: "detached" })
    await card.getByText("待发货", { exact: true }).waitFor()
    const paid = await suite.server.call("orderDetail", { params: { orderNum: order.orderNum } }, { token: member.token })
    expect(paid.ok && paid.body.status).toBe(1)

    // The merchant ships it: a wrong number is refused in the form first.
    const shop = await openPage(suite.browser, suite.server.url, { width, height, token: shopToken })
    await shop.page.goto("/account/mine/order_product")
    await shop.page.getByRole("tab", { name: "待发货" }).click()
    const shopCard = shop.page.getByRole("article", { name: `订单 ${order.orderNum}` })
    await shopCard.waitFor()
    await shopCard.getByText("收货人：林小雨", { exact: false }).waitFor()
    await shopCard.getByRole("button", { name: `发货 ${order.orderNum}` }).click()
    const shipDialog = shop.page.getByRole("dialog", { name: "订单发货" })
    await shipDialog.getByRole("button", { name: "确认发货" }).click()
    await shipDialog.getByText(MALL_MESSAGES.courierRequired).waitFor()
    // The courier is picked with the keyboard: type to filter, arrow down, Enter.
    await shipDialog.getByRole("combobox", { name: "快递公司" }).fill("顺丰")
    await shop.page.getByRole("option", { name: /^顺丰速运/ }).waitFor()
    await shop.page.keyboard.press("ArrowDown")
    await shop.page.keyboard.press("Enter")
    await expect.poll(() => shipDialog.getByRole("combobox", { name: "快递公司" }).inputValue()).toBe("顺丰速运")
    await shipDialog.getByLabel("快递单号").fill("SF12")
    await shipDialog.getByRole("button", { name: "确认发货" }).click()
    await shipDialog.getByText(MALL_MESSAGES.trackingFormat).waitFor()
    await shipDialog.getByLabel("快递单号").fill("sf1234567890")
    await screenshot(shop.page, `mall-orders-ship-${width}`)
    await shipDialog.getByRole("button", { name: "确认发货" }).click()
    await shipDialog.waitFor({ state: "detached" })
    // Shipped orders leave the 待发货 tab.
    await shopCard.waitFor({ state: "detached" })
    await shop.page.getByRole("tab", { name: "已发货" }).click()
    await shop.page.getByRole("article", { name: `订单 ${order.orderNum}` }).getByText("顺丰速运 SF1234567890").waitFor()
    await screenshot(shop.page, `mall-orders-shop-${width}`)

    // The member sees the courier and the number on the detail page, then confirms receipt.
    await buyer.page.goto(`/account/order/detail/${order.orderNum}`)
    await buyer.page.getByText("SF1234567890").first().waitFor()
    await buyer.page.getByText("顺丰速运").first().waitFor()
    await buyer.page.getByRole("list", { name: "物流轨迹" }).waitFor()
    await screenshot(buyer.page, `mall-orders-detail-shipped-${width}`)
    await buyer.page.goto(`/account/order/confirm/received/${order.orderNum}`)
    const ask = buyer.page.getByRole("alertdialog", { name: "确认收货" })
    await ask.waitFor()
    await ask.getByRole("button", { name: "确认收货" }).click()
    await buyer.page.getByRole("heading", { name: "已确认收货" }).waitFor()
    await screenshot(buyer.page, `mall-orders-received-${width}`)
    const done = await suite.server.call("orderDetail", { params: { orderNum: order.orderNum } }, { token: member.token })
    expect(done.ok && done.body.status).toBe(3)
    expect(buyer.errors).toEqual([])
    expect(shop.errors).toEqual([])
    await buyer.context.close()
    await shop.context.close()
  })
})
