import { describe, expect, it } from "vitest"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { choose, openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { squarePng } from "../setup/images.ts"
import { completedMallOrder, merchantToken } from "../setup/mall.ts"
import { accountAndLedger, ledgerRows, walletMember } from "../setup/wallet.ts"
import { pickCourier } from "../setup/courier-picker.ts"

const yuan = (cents: number) => `￥${(cents / 100).toFixed(2)}`

describe("mall returns", () => {
  const suite = useBrowserSuite()

  it.each([1440, 375])("a member returns a completed order with a picture, the shop accepts and receives it, the balance shows the refund once (%i px)", async (width) => {
    const height = width === 375 ? 812 : 900
    const member = await walletMember(suite.server, { cents: 100_000 })
    const order = await completedMallOrder(suite.server, member)
    const afterPurchase = (await accountAndLedger(suite.server, member.user.id)).balance
    const shopToken = await merchantToken(suite.server)

    // The member applies from the order list, with a reason, a description and a picture.
    const buyer = await openPage(suite.browser, suite.server.url, { width, height, token: member.token })
    await buyer.page.goto("/account/order?type=product")
    const card = buyer.page.getByRole("article", { name: `订单 ${order.orderNum}` })
    await card.getByRole("link", { name: `申请退货 ${order.orderNum}` }).click()
    const form = buyer.page.getByRole("form", { name: "退货申请" })
    await form.waitFor()
    await form.getByRole("button", { name: "提交申请" }).click()
    await form.getByRole("alert").getByText(MALL_MESSAGES.returnReasonRequired).waitFor()
    await choose(form.getByRole("combobox", { name: "退货原因" }), "质量问题")
    await form.getByLabel("问题描述（选填）").fill("瓶口有裂缝，精华液漏了一半")
    await form.getByLabel("凭证图片（选填）", { exact: true }).setInputFiles({ name: "裂缝.png", mimeType: "image/png", buffer: squarePng() })
    await form.getByRole("listitem", { name: "裂缝.png：已上传" }).waitFor()
    await screenshot(buyer.page, `mall-returns-apply-${width}`)
    await form.getByRole("button", { name: "提交申请" }).click()
    await buyer.page.getByRole("heading", { name: "退货申请已提交" }).waitFor()
    const mine = await suite.server.call("returnMy", { query: {} }, { token: member.token })
    const ret = mine.ok ? mine.body.content[0] : undefined
    if (!ret) throw new Error("no return made")
    expect(ret).toMatchObject({ orderNum: order.orderNum, status: 0, reason: "质量问题", refundCents: order.goodsCents - order.discountCents })
    expect(ret.pictures).toHaveLength(1)

    // The shop accepts with the return address.
    const shop = await openPage(suite.browser, suite.server.url, { width, height, token: shopToken })
    await shop.page.goto("/account/mine/order_product?type=return")
    const shopCard = shop.page.getByRole("article", { name: `退货 ${ret.returnNo}` })
    await shopCard.getByRole("list", { name: "凭证图片" }).waitFor()
    await screenshot(shop.page, `mall-returns-shop-pending-${width}`)
    await shopCard.getByRole("button", { name: `同意退货 ${ret.returnNo}` }).click()
    const accept = shop.page.getByRole("dialog", { name: "同意退货" })
    await accept.getByRole("button", { name: "同意退货" }).click()
    await accept.getByRole("alert").getByText(MALL_MESSAGES.returnAddressName).waitFor()
    await accept.getByLabel("收货人").fill("美妍售后")
    await accept.getByLabel("联系电话").fill("021-55501234")
    await accept.getByLabel("退货地址").fill("上海市浦东新区张江路88号美妍仓库")
    await accept.getByRole("button", { name: "同意退货" }).click()
    await accept.waitFor({ state: "detached" })
    await shopCard.getByText("等待买家寄回商品").waitFor()

    // The member sends the parcel back and enters its courier and number.
    await buyer.page.goto("/account/order?type=return")
    const myCard = buyer.page.getByRole("article", { name: `退货 ${ret.returnNo}` })
    await myCard.getByText("上海市浦东新区张江路88号美妍仓库", { exact: false }).waitFor()
    await screenshot(buyer.page, `mall-returns-mine-${width}`)
    await myCard.getByRole("link", { name: `填写退货物流 ${ret.returnNo}` }).click()
    const goods = buyer.page.getByRole("form", { name: "退货物流" })
    await pickCourier(buyer.page, goods, "中通", "中通快递")
    await goods.getByLabel("快递单号").fill("ZT12")
    await goods.getByRole("button", { name: "提交退货物流" }).click()
    await goods.getByRole("alert").getByText(MALL_MESSAGES.trackingFormat).waitFor()
    await goods.getByLabel("快递单号").fill("ZT7788990011")
    await goods.getByRole("button", { name: "提交退货物流" }).click()
    await buyer.page.getByText("退货物流已提交", { exact: false }).waitFor()
    await screenshot(buyer.page, `mall-returns-goods-${width}`)

    // The shop confirms receipt: the refund goes to the balance once.
    await shop.page.reload()
    await shopCard.getByRole("button", { name: `确认收货 ${ret.returnNo}` }).click()
    const receive = shop.page.getByRole("alertdialog", { name: "确认收到退货" })
    await receive.getByRole("button", { name: "确认收货并退款" }).click()
    await receive.waitFor({ state: "detached" })
    await shopCard.getByText("已完成", { exact: true }).waitFor()
    await screenshot(shop.page, `mall-returns-shop-done-${width}`)

    const after = await accountAndLedger(suite.server, member.user.id)
    expect(after).toMatchObject({ balance: afterPurchase + ret.refundCents, balanceLedger: afterPurchase + ret.refundCents })
    expect(await ledgerRows(suite.server, member.user.id, "refund")).toHaveLength(1)
    await buyer.page.goto("/account/balance")
    await buyer.page.getByTestId("available-balance").getByText(yuan(afterPurchase + ret.refundCents)).waitFor()
    const refundLine = buyer.page.getByText(MALL_MESSAGES.returnRefundTitle(order.orderNum))
    await refundLine.first().waitFor()
    expect(await refundLine.count()).toBe(1)
    await screenshot(buyer.page, `mall-returns-balance-${width}`)
    expect(buyer.errors).toEqual([])
    expect(shop.errors).toEqual([])
    await buyer.context.close()
    await shop.context.close()
  })
})
