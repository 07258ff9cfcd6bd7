import { and, eq, inArray } from "drizzle-orm"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { ProductSkus } from "../../domain/mall/endpoints.ts"
import type { Sku } from "../../domain/mall/sku.ts"
import { vipLineDiscountCents, vipUnitPriceCents } from "../../domain/mall/vip-price.ts"
import { mallOrders } from "../../server/mall/tables.ts"
import { memberCoupons } from "../../server/mall/tables/coupons.ts"
import { users } from "../../server/session/tables/users.ts"
import { DEMO_PAY_PASSWORD } from "../../server/seed/wallet.ts"
import { credit } from "../../server/wallet/services/ledger.ts"
import { openPage, screenshot, signInThroughForm } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { merchantToken } from "../setup/mall.ts"
import { saveAddress } from "../setup/member.ts"
import { accountAndLedger, newKey, walletMember } from "../setup/wallet.ts"
import { pickCourier } from "../setup/courier-picker.ts"
import { cents } from "../../domain/core/money.ts"


const money = (cents: number) => `￥${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

describe("buying in the mall", () => {
  const suite = useBrowserSuite()

  /** A demo product with two SKUs in stock (at least 2 of the first) and its specs. */
  const productWithTwoSkus = async (): Promise<{ spuId: number; title: string; specs: ProductSkus; a: Sku; b: Sku }> => {
    const list = await suite.server.call("productList", { query: { size: 48, sort: "sales" } })
    if (!list.ok) throw new Error("no products")
    for (const card of list.body.content) {
      const specs = await suite.server.call("productSkus", { params: { spuId: card.spuId } })
      if (!specs.ok) continue
      const inStock = specs.body.skus.filter((s) => s.stock >= 2)
      if (specs.body.saleAttrs.length > 0 && inStock.length >= 2 && specs.body.skus.some((s) => s.stock === 0)) {
        return { spuId: card.spuId, title: card.title, specs: specs.body, a: inStock[0]!, b: inStock[1]! }
      }
    }
    throw new Error("no demo product with two SKUs in stock and one sold out")
  }

  const clearChoice = async (page: Page, specs: ProductSkus) => {
    // The buy box opens on a SKU in stock: wait for it before clearing.
    await page.getByRole("group", { name: specs.saleAttrs[0]!.name, exact: true }).locator("button[aria-pressed=true]").waitFor()
    for (const attr of specs.saleAttrs) {
      const pressed = page.getByRole("group", { name: attr.name, exact: true }).locator("button[aria-pressed=true]")
      if ((await pressed.count()) > 0) await pressed.click()
    }
  }

  /** Chooses a SKU in the buy box: clears every chosen value, then picks the SKU's values in order. */
  const chooseSku = async (page: Page, specs: ProductSkus, sku: Sku) => {
    await clearChoice(page, specs)
    for (const [i, attr] of specs.saleAttrs.entries()) {
      await page.getByRole("group", { name: attr.name, exact: true }).getByRole("button", { name: sku.attrs[i]!, exact: true }).click()
    }
    await page.getByTestId("sku-stock").filter({ hasText: String(sku.stock) }).waitFor()
  }

  const cartCount = (page: Page) => page.getByRole("navigation", { name: "商城导航" }).getByTestId("cart-count")

  it("a visitor fills the cart, logs in as lin_xiaoyu, finds the lines merged, checks out with a coupon and pays; the shop ships and she confirms receipt", async () => {
    const { spuId, title, specs, a, b } = await productWithTwoSkus()
    const [member] = await suite.server.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "lin_xiaoyu"))
    if (!member) throw new Error("demo member missing")
    // The demo member pays with the demo payment password; a recharge through the ledger covers the order.
    await credit(suite.server.deps.db, { userId: member.id, cents: 200_000, kind: "recharge", title: "测试充值" })
    const before = await accountAndLedger(suite.server, member.id)
    const expectedGoods = a.priceCents * 2 + b.priceCents
    // She has claimed a coupon that applies to this product (claiming has its own test).
    const memberToken = (await suite.server.deps.tokens.issue(member.id)).token
    const offered = await suite.server.call("couponList", { query: { spuId } }, { token: memberToken })
    const coupon = offered.ok ? offered.body.find((c) => c.state === "claimable" && c.thresholdCents <= expectedGoods) : undefined
    if (!coupon) throw new Error("no claimable coupon for the demo product")
    const claimed = await suite.server.call("couponClaim", { params: { couponId: coupon.id } }, { token: memberToken })
    if (!claimed.ok) throw new Error(claimed.body.message)

    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto(`/product/detail/${spuId}`)
    await page.getByRole("heading", { name: title }).waitFor()
    // A combination without stock is greyed out and cannot be chosen.
    const soldOut = specs.skus.find((s) => s.stock === 0)!
    await clearChoice(page, specs)
    const last = specs.saleAttrs.length - 1
    for (const [i, attr] of specs.saleAttrs.slice(0, last).entries()) {
      await page.getByRole("group", { name: attr.name, exact: true }).getByRole("button", { name: soldOut.attrs[i]!, exact: true }).click()
    }
    const greyed = page.getByRole("group", { name: specs.saleAttrs[last]!.name, exact: true }).locator("button", { hasText: soldOut.attrs[last]! })
    expect(await greyed.getAttribute("aria-disabled")).toBe("true")
    await greyed.click({ force: true })
    expect(await greyed.getAttribute("aria-pressed")).toBe("false")
    await chooseSku(page, specs, a)
    await page.getByRole("button", { name: "增加购买数量" }).click()
    await expect.poll(() => page.getByRole("textbox", { name: "购买数量" }).inputValue()).toBe("2")
    await page.getByRole("button", { name: "加入购物车" }).click()
    await page.getByRole("status").filter({ hasText: "已加入购物车" }).waitFor()
    await cartCount(page).filter({ hasText: "2" }).waitFor()
    await chooseSku(page, specs, b)
    // The quantity stays when another SKU is chosen (within its stock): one of this one.
    await page.getByRole("button", { name: "减少购买数量" }).click()
    await expect.poll(() => page.getByRole("textbox", { name: "购买数量" }).inputValue()).toBe("1")
    await page.getByRole("button", { name: "加入购物车" }).click()
    await cartCount(page).filter({ hasText: "3" }).waitFor()

    // The visitor's cart: kept in this browser, priced by the server.
    await page.getByRole("navigation", { name: "商城导航" }).getByRole("link", { name: /购物车/ }).click()
    await page.waitForURL(/\/shopping\/cart$/)
    await expect.poll(() => page.getByTestId("cart-line").count()).toBe(2)
    await page.getByTestId("cart-total").filter({ hasText: money(expectedGoods) }).waitFor()
    // Unticking a line changes the total at once; ticking it again brings it back.
    await page.getByRole("checkbox", { name: new RegExp(`选择 ${title}.*${b.attrs.at(-1)}`) }).uncheck()
    await page.getByTestId("cart-total").filter({ hasText: money(a.priceCents * 2) }).waitFor()
    await page.getByRole("checkbox", { name: new RegExp(`选择 ${title}.*${b.attrs.at(-1)}`) }).check()
    await page.getByTestId("cart-total").filter({ hasText: money(expectedGoods) }).waitFor()

    // 登录后结算: the login page, then the visitor's lines join lin_xiaoyu's cart once.
    await page.getByRole("button", { name: "登录后结算" }).click()
    await page.waitForURL(/\/login\?redirect=%2Fshopping%2Fcart%2Fcheckout/)
    await signInThroughForm(page, "lin_xiaoyu", "Member_2024")
    await page.waitForURL(/\/shopping\/cart\/checkout$/)
    await page.getByRole("heading", { name: "确认订单" }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem("portal.cart"))).toBeNull()

    // The member's cart shows both lines merged.
    await page.goto("/product/Cart")
    await expect.poll(() => page.getByTestId("cart-line").count()).toBe(2)
    await page.getByTestId("cart-total").filter({ hasText: money(expectedGoods) }).waitFor()
    await cartCount(page).filter({ hasText: "3" }).waitFor()
    await page.getByRole("button", { name: "去结算" }).click()
    await page.waitForURL(/\/shopping\/cart\/checkout$/)

    // Checkout: the default address, freight from the server, a note, 提交订单.
    await page.getByRole("group", { name: "选择收货地址" }).getByRole("radio", { checked: true }).waitFor()
    const totalText = (await page.getByTestId("checkout-total").textContent()) ?? ""
    const total = Math.round(Number(totalText.replace(/[^\d.]/g, "")) * 100)
    // The server picked the coupon; its amount comes off the total.
    await page.getByRole("radio", { name: new RegExp(coupon.label) }).and(page.locator(":checked")).waitFor()
    await page.getByLabel("订单备注").first().fill("工作日送达，谢谢")
    await page.getByRole("button", { name: "提交订单" }).click()
    await page.waitForURL(/\/product\/payment\/SC\d+/)
    await page.getByText("订单提交成功，请尽快付款！").waitFor()
    await page.getByTestId("pay-time-left").filter({ hasText: /^(29|30)分\d\d秒$/ }).waitFor()

    // The six-box payment password, then the success page and 我的订单.
    await page.getByRole("textbox", { name: "支付密码第1位" }).or(page.getByLabel("支付密码第1位")).first().click()
    await page.keyboard.type(DEMO_PAY_PASSWORD)
    await page.keyboard.press("Enter")
    await page.waitForURL(/\/product\/pay\/success\?orders=SC/)
    await page.getByRole("heading", { name: "支付成功" }).waitFor()
    expect(await page.getByRole("link", { name: "查看我的订单" }).getAttribute("href")).toBe("/account/order?type=product")

    // The order is paid (待发货), the balance went down by the total, the stock down.
    const orders = await suite.server.deps.db.select().from(mallOrders).where(and(eq(mallOrders.userId, member.id), inArray(mallOrders.status, [0, 1])))
    expect(orders.map((o) => o.status)).toEqual([1])
    expect(orders[0]!.payCents).toBe(total)
    expect(orders[0]!.note).toBe("工作日送达，谢谢")
    const after = await accountAndLedger(suite.server, member.id)
    expect(after.balance).toBe(before.balance - total)
    expect(after.balance).toBe(after.balanceLedger)
    const specsAfter = await suite.server.call("productSkus", { params: { spuId } })
    if (!specsAfter.ok) throw new Error("specs")
    expect(specsAfter.body.skus.find((s) => s.skuId === a.skuId)?.stock).toBe(a.stock - 2)
    expect(specsAfter.body.skus.find((s) => s.skuId === b.skuId)?.stock).toBe(b.stock - 1)
    // The cart's bought lines are gone.
    await cartCount(page).waitFor({ state: "detached" })

    // The coupon is used by this order.
    const [used] = await suite.server.deps.db.select().from(memberCoupons).where(eq(memberCoupons.id, claimed.body.claimed.id))
    expect(used?.orderNum).toBe(orders[0]!.orderNum)
    expect(used?.usedAt).not.toBeNull()
    expect(orders[0]!.discountCents).toBe(coupon.amountCents)
    expect(total).toBe(expectedGoods + orders[0]!.freightCents - coupon.amountCents)

    await page.getByRole("link", { name: "查看我的订单" }).click()
    await page.waitForURL(/\/account\/order\?type=product$/)
    await page.getByText(orders[0]!.orderNum).first().waitFor()
    const orderNum = orders[0]!.orderNum

    // The merchant ships it from the shop's orders.
    const shop = await openPage(suite.browser, suite.server.url, { token: await merchantToken(suite.server) })
    await shop.page.goto("/account/mine/order_product")
    await shop.page.getByRole("tab", { name: "待发货" }).click()
    const shopCard = shop.page.getByRole("article", { name: `订单 ${orderNum}` })
    await shopCard.getByRole("button", { name: `发货 ${orderNum}` }).click()
    const shipDialog = shop.page.getByRole("dialog", { name: "订单发货" })
    await pickCourier(shop.page, shipDialog, "中通", "中通快递")
    await shipDialog.getByLabel("快递单号").fill("ZT7788990011")
    await shipDialog.getByRole("button", { name: "确认发货" }).click()
    await shipDialog.waitFor({ state: "detached" })
    expect(shop.errors).toEqual([])
    await shop.context.close()

    // She confirms receipt (reviewing a line with a picture is tested in mall-after-sale).
    await page.goto(`/account/order/confirm/received/${orderNum}`)
    const ask = page.getByRole("alertdialog", { name: "确认收货" })
    await ask.getByRole("button", { name: "确认收货" }).click()
    await page.getByRole("heading", { name: "已确认收货" }).waitFor()

    // Afterwards: completed, the balance down by what was paid once, the stock as bought.
    const [finished] = await suite.server.deps.db.select().from(mallOrders).where(eq(mallOrders.orderNum, orderNum))
    expect(finished?.status).toBe(3)
    const end = await accountAndLedger(suite.server, member.id)
    expect(end.balance).toBe(before.balance - total)
    expect(end.balance).toBe(end.balanceLedger)
    expect(errors).toEqual([])
    await context.close()
  })

  it("the VIP member zhou_vip sees 会员价, the VIP discount line at checkout and on the payment page, and pays the discounted total", async () => {
    const { spuId, specs, a } = await productWithTwoSkus()
    const [vip] = await suite.server.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "zhou_vip"))
    if (!vip) throw new Error("demo VIP missing")
    const token = (await suite.server.deps.tokens.issue(vip.id)).token
    expect((await suite.server.call("cartAdd", { body: { skuId: a.skuId, quantity: 2 } }, { token })).ok).toBe(true)
    const vipCents = vipLineDiscountCents(a.priceCents, 2, true)
    const before = await accountAndLedger(suite.server, vip.id)
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token })

    await page.goto(`/product/detail/${spuId}`)
    await chooseSku(page, specs, a)
    await page.getByTestId("vip-price").filter({ hasText: money(vipUnitPriceCents(a.priceCents)) }).waitFor()
    await page.goto("/shopping/cart/checkout")
    await page.getByTestId("vip-discount").filter({ hasText: `-${money(vipCents)}` }).waitFor()
    await screenshot(page, "mall-checkout-vip-1440")
    const total = Math.round(Number(((await page.getByTestId("checkout-total").textContent()) ?? "").replace(/[^\d.]/g, "")) * 100)
    await page.getByRole("button", { name: "提交订单" }).click()
    await page.waitForURL(/\/product\/payment\/SC\d+/)
    await page.getByTestId("vip-discount").filter({ hasText: `VIP会员95折 -${money(vipCents)}` }).waitFor()
    await page.getByRole("textbox", { name: "支付密码第1位" }).or(page.getByLabel("支付密码第1位")).first().click()
    await page.keyboard.type(DEMO_PAY_PASSWORD)
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "支付成功" }).waitFor()

    const [order] = await suite.server.deps.db.select().from(mallOrders).where(and(eq(mallOrders.userId, vip.id), eq(mallOrders.status, 1), eq(mallOrders.payCents, cents(total))))
    expect(order?.vipDiscountCents).toBe(vipCents)
    expect(total).toBe(order!.goodsCents - vipCents + order!.freightCents - order!.discountCents)
    const after = await accountAndLedger(suite.server, vip.id)
    expect(before.balance - after.balance).toBe(total)
    await page.goto(`/account/order/detail/${order!.orderNum}`)
    await page.getByText("VIP会员95折").first().waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([1440, 375])("shows every buying page, empty and filled, at %i px, and the shop's 关注 works by keyboard", async (width) => {
    const { spuId, specs, a } = await productWithTwoSkus()
    const member = await walletMember(suite.server, { cents: 100 })
    const addressId = await saveAddress(suite.server, member.token, { defaulted: true })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width, height: width === 375 ? 812 : 900, token: member.token })

    await page.goto("/shopping/cart")
    await page.getByText("购物车还是空的").waitFor()
    await screenshot(page, `mall-cart-empty-${width}`)

    await page.goto(`/product/detail/${spuId}`)
    await page.getByTestId("sku-stock").waitFor()
    await chooseSku(page, specs, a)
    await screenshot(page, `mall-detail-${width}`)
    await page.getByRole("tab", { name: "规格参数" }).click()
    await page.getByRole("table").first().waitFor()

    // The shop page: header, 关注 by keyboard, the products by page.
    await page.getByRole("link", { name: "进店逛逛" }).click()
    await page.waitForURL(/\/shop\?id=\d+$/)
    await page.getByText(/共 \d+ 件商品/).waitFor()
    const follow = page.getByRole("button", { name: "+ 关注" })
    await follow.focus()
    await page.keyboard.press("Enter")
    await page.getByRole("button", { name: "已关注" }).waitFor()
    await page.getByRole("navigation", { name: "店铺商品分页" }).waitFor()
    await screenshot(page, `mall-shop-${width}`)
    await page.getByRole("button", { name: "已关注" }).click()
    await page.getByRole("button", { name: "+ 关注" }).waitFor()

    // A cart with a line bigger than the balance: the payment page says so, with the recharge link.
    const added = await suite.server.call("cartAdd", { body: { skuId: a.skuId, quantity: 2 } }, { token: member.token })
    expect(added.ok).toBe(true)
    await page.goto("/account/shopping/cart")
    await expect.poll(() => page.getByTestId("cart-line").count()).toBe(1)
    await screenshot(page, `mall-cart-member-${width}`)
    await page.goto("/shopping/cart/checkout")
    await page.getByTestId("checkout-total").waitFor()
    await screenshot(page, `mall-checkout-${width}`)
    const created = await suite.server.call("orderCreate", { body: { addressId, idempotencyKey: newKey() } }, { token: member.token })
    if (!created.ok) throw new Error(created.body.message)
    await page.goto(`/product/payment/${created.body.orders.map((o) => o.orderNum).join("-")}`)
    await page.getByText("账号余额不足，请您先").waitFor()
    expect(await page.getByRole("link", { name: "充值余额" }).getAttribute("href")).toBe("/account/balance/recharge")
    await screenshot(page, `mall-payment-short-${width}`)

    await page.goto(`/product/pay/success?orders=${created.body.orders[0]!.orderNum}`)
    await page.getByRole("heading", { name: "支付成功" }).waitFor()
    await screenshot(page, `mall-pay-success-${width}`)
    expect(errors).toEqual([])
    await context.close()
  })
})
