import type { Page } from "playwright-core"
import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { formatMoney } from "../../domain/core/money.ts"
import { MERCHANT_MESSAGES } from "../../domain/merchant/messages.ts"
import { users } from "../../server/session/tables/users.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { squarePng } from "../setup/images.ts"
import { signedInUser } from "../setup/auth.ts"
import { merchantToken } from "../setup/mall.ts"
import { walletMember } from "../setup/wallet.ts"

const T = { timeout: 60_000 }
/** The category's sale attributes come in their order of creation: the demo shop's 包装 before the new 装量. */
const PRICES: Record<string, string> = { "单支装 / 100ml": "168", "单支装 / 200ml": "298", "旅行装 / 100ml": "99.5", "旅行装 / 200ml": "188" }

describe("maker centre, shop side", () => {
  const suite = useBrowserSuite({ timeout: 600_000 })

  const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first().waitFor(T)

  it("a merchant creates a brand and a sale attribute, publishes 4 SKUs, an administrator approves, a purchase order stocks it, a member finds it", async () => {
    const shop = await openPage(suite.browser, suite.server.url, { width: 1440, height: 900, token: await merchantToken(suite.server) })
    const page = shop.page

    // 品牌管理: a new brand linked to nothing (offered in every category).
    await page.goto("/account/mine/product_brand")
    await page.getByRole("navigation", { name: "创客中心", exact: true }).getByRole("link", { name: "品牌管理" }).and(page.locator("[aria-current=page]")).waitFor(T)
    await page.getByRole("button", { name: "新增品牌" }).click()
    const brandDialog = page.getByRole("dialog", { name: "新增品牌" })
    await brandDialog.getByLabel("品牌名").fill("澄光实验室")
    await brandDialog.getByLabel("检索首字母").fill("c")
    await brandDialog.getByRole("button", { name: "确定" }).click()
    await page.getByRole("table", { name: "品牌列表" }).getByText("澄光实验室").waitFor(T)

    // 销售属性: 规格 of 精华 with two values (more are added in the wizard).
    await page.goto("/account/mine/product_sale")
    await page.getByRole("button", { name: "新增销售属性" }).click()
    const attrDialog = page.getByRole("dialog", { name: "新增销售属性" })
    const serum = await attrDialog.getByLabel("所属分类").locator("option", { hasText: "精华" }).first().getAttribute("value", T)
    await attrDialog.getByLabel("所属分类").selectOption(serum ?? "")
    await attrDialog.getByLabel("属性名").fill("装量")
    await attrDialog.getByLabel("可选值（用逗号或空格分隔）").fill("100ml，200ml")
    await attrDialog.getByRole("button", { name: "确定" }).click()
    await page.getByRole("table", { name: "销售属性列表" }).getByText("装量").waitFor(T)
    await screenshot(page, "maker-centre-sale-attrs-1440")

    // 发布商品: five steps.
    await page.goto("/account/mine/product_spuadd")
    await page.getByLabel("商品名称").fill("澄光焕亮精华水")
    await page.getByLabel("商品描述").fill("烟酰胺与光果甘草，日常提亮。")
    const cat = await page.getByLabel("选择分类").locator("option", { hasText: "精华" }).first().getAttribute("value", T)
    await page.getByLabel("选择分类").selectOption(cat ?? "")
    await page.getByLabel("选择品牌").locator("option", { hasText: "澄光实验室" }).waitFor({ state: "attached", ...T })
    await page.getByLabel("选择品牌").selectOption({ label: "澄光实验室" })
    await page.getByLabel("商品图集（第一张为封面）", { exact: true }).setInputFiles({ name: "精华水.png", mimeType: "image/png", buffer: squarePng() })
    await page.getByLabel("精华水.png：已上传").waitFor(T)
    await page.getByRole("button", { name: "下一步" }).click()
    await page.getByRole("list", { name: "发布步骤" }).locator("[aria-current=step]").filter({ hasText: "规格参数" }).waitFor(T)
    await page.getByRole("button", { name: "下一步" }).click()
    const sale = page.getByRole("group", { name: "装量" })
    await sale.getByLabel("100ml").check()
    await sale.getByLabel("200ml").check()
    const pack = page.getByRole("group", { name: "包装" })
    await pack.getByLabel("新增包装的值").fill("旅行装")
    await pack.getByRole("button", { name: "添加" }).click()
    await pack.getByLabel("单支装").check()
    await page.getByRole("button", { name: "下一步" }).click()
    const matrix = page.getByRole("table", { name: "SKU信息" })
    await expect.poll(() => matrix.locator("tbody tr").count(), T).toBe(4)
    for (const [name, price] of Object.entries(PRICES)) await matrix.getByLabel(`${name} 价格`).fill(price)
    await screenshot(page, "maker-centre-publish-skus-1440")
    await page.getByRole("button", { name: "保存商品" }).click()
    await page.getByRole("status").filter({ hasText: "保存完成：澄光焕亮精华水（4 个SKU）" }).waitFor(T)

    // SPU管理: 上架 asks for review.
    await page.getByRole("link", { name: "去SPU管理" }).click()
    const row = page.getByRole("row").filter({ hasText: "澄光焕亮精华水" })
    await row.getByRole("button", { name: "上架" }).click()
    await row.getByText("待审核").waitFor(T)

    // The administrator approves.
    const [admin] = await suite.server.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "portal_admin"))
    const reviewer = await openPage(suite.browser, suite.server.url, { width: 1440, height: 900, token: (await suite.server.deps.tokens.issue(admin!.id)).token })
    await reviewer.page.goto("/admin/review/products")
    const item = reviewer.page.getByRole("listitem", { name: "澄光焕亮精华水" })
    await item.getByRole("button", { name: "通过" }).click()
    await toast(reviewer.page, "已通过")

    // Stock through a purchase order: a demand per SKU into 杭州主仓, merged, assigned, received, finished.
    await page.goto("/account/mine/ware_purchase")
    for (const name of Object.keys(PRICES)) {
      await page.getByRole("button", { name: "新增采购需求" }).click()
      const dialog = page.getByRole("dialog", { name: "新增采购需求" })
      const sku = await dialog.getByLabel("采购商品（SKU）").locator("option", { hasText: `澄光焕亮精华水 ${name.replace(" / ", " ")}` }).first().getAttribute("value")
      await dialog.getByLabel("采购商品（SKU）").selectOption(sku ?? "")
      await dialog.getByLabel("入库仓库").selectOption({ label: "杭州主仓" })
      await dialog.getByLabel("采购数量").fill("20")
      await dialog.getByRole("button", { name: "确定" }).click()
      await dialog.waitFor({ state: "detached", ...T })
    }
    const demands = page.getByRole("table", { name: "采购需求列表" })
    await expect.poll(() => demands.getByRole("row").filter({ hasText: "澄光焕亮精华水" }).count(), T).toBe(4)
    for (const r of await demands.getByRole("row").filter({ hasText: "澄光焕亮精华水" }).all()) await r.getByRole("checkbox").check()
    await page.getByRole("button", { name: /合并为采购单/ }).click()
    await toast(page, "已合并到采购单")
    await page.goto("/account/mine/ware_purchase_order?")
    const order = page.getByRole("region").filter({ hasText: "澄光焕亮精华水" }).first()
    await order.getByLabel("采购人", { exact: true }).fill("赵敏")
    await order.getByRole("button", { name: "分配" }).click()
    await order.getByRole("button", { name: "领取" }).click(T)
    await order.getByRole("button", { name: "完成采购" }).click(T)
    await order.getByText("已完成").first().waitFor(T)
    await screenshot(page, "maker-centre-purchase-done-1440")

    // 上架 now that it is approved and in stock.
    await page.goto("/account/mine/product_spuinfo")
    await row.getByRole("button", { name: "上架" }).click()
    await row.getByText("已上架").waitFor(T)

    // A member finds it and sees the 4 SKUs with their prices.
    const member = await walletMember(suite.server, { cents: 0 })
    const buyer = await openPage(suite.browser, suite.server.url, { width: 1440, height: 900, token: member.token })
    await buyer.page.goto(`/product/search?keyword=${encodeURIComponent("澄光焕亮")}&m=1`)
    await buyer.page.getByRole("link", { name: /澄光焕亮精华水/ }).first().click()
    await buyer.page.getByRole("heading", { name: "澄光焕亮精华水" }).waitFor(T)
    for (const [name, price] of Object.entries(PRICES)) {
      const [packing, size] = name.split(" / ") as [string, string]
      // The buy box chooses a SKU of its own once the specs arrive; a value already chosen is
      // left alone, since pressing it again would take it back.
      for (const [group, value] of [
        ["装量", size],
        ["包装", packing],
      ] as const) {
        const option = buyer.page.getByRole("group", { name: group, exact: true }).getByRole("button", { name: value, exact: true })
        if ((await option.getAttribute("aria-pressed")) !== "true") await option.click()
        await expect.poll(() => option.getAttribute("aria-pressed"), T).toBe("true")
      }
      await buyer.page.getByTestId("sku-stock").filter({ hasText: "20" }).waitFor(T)
      await buyer.page.getByText(formatMoney(Math.round(Number(price) * 100)), { exact: true }).first().waitFor(T)
    }
    await screenshot(buyer.page, "maker-centre-product-in-mall-1440")
    expect(shop.errors).toEqual([])
    expect(buyer.errors).toEqual([])
  }, 900_000)

  it("a plain member opening the maker centre gets the forbidden page; the frame is usable at 375 px", async () => {
    const member = await walletMember(suite.server, { cents: 0 })
    const plain = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token: member.token })
    await plain.page.goto("/account/mine/product_brand")
    await plain.page.waitForURL(/\/401$/, T)
    // A maker member without a shop enters, and is offered to open one instead of the shop's pages; no call is refused.
    const maker = await signedInUser(suite.server, { nickName: "未开店创客", isMaker: true })
    const creator = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token: maker.token })
    await creator.page.goto("/account/mine/product_brand")
    await creator.page.getByRole("link", { name: "我要开店" }).waitFor(T)
    await creator.page.goto("/account/mine/home")
    await creator.page.getByRole("link", { name: "我要开店" }).waitFor(T)
    await creator.page.getByRole("region", { name: "作品概况" }).waitFor(T)
    expect(new URL(creator.page.url()).pathname).toBe("/account/mine/home")
    expect(creator.errors).toEqual([])
    const shop = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token: await merchantToken(suite.server) })
    await shop.page.goto("/account/mine/ware_info")
    await shop.page.getByRole("navigation", { name: "创客中心快捷导航" }).getByRole("link", { name: "仓库维护" }).waitFor(T)
    await shop.page.getByRole("table", { name: "仓库列表" }).getByText("杭州主仓").waitFor(T)
    await screenshot(shop.page, "maker-centre-warehouses-375")
  }, 300_000)

  it("the centre's home counts the shop's products, orders and purchase orders, each leading to its page", async () => {
    const shop = await openPage(suite.browser, suite.server.url, { width: 1440, height: 900, token: await merchantToken(suite.server) })
    const page = shop.page
    await page.goto("/account/mine/home")
    const overview = page.getByRole("region", { name: "店铺概况" })
    const unshipped = overview.getByRole("link", { name: /待发货订单/ })
    await unshipped.filter({ hasText: /\d/ }).waitFor(T)
    await overview.getByRole("link", { name: /在售商品\s*\d+/ }).waitFor(T)
    await overview.getByRole("link", { name: /进行中的采购单\s*\d+/ }).waitFor(T)
    // A merchant account is not a maker member: no works panel.
    expect(await page.getByRole("region", { name: "作品概况" }).count()).toBe(0)
    // Nor are the works' pages listed to it.
    expect(await page.getByRole("navigation", { name: "创客中心" }).getByRole("link", { name: "发布作品" }).count()).toBe(0)
    await screenshot(page, "maker-centre-home-1440")
    await unshipped.click()
    await page.waitForURL(/\/account\/mine\/order_product/, T)
    expect(shop.errors).toEqual([])
  }, 300_000)

  it("the merchant finds a SKU in 商品管理, adjusts its stock in 商品库存 with a reason, edits a 规格参数, previews the product and reads 商品监控", async () => {
    const shop = await openPage(suite.browser, suite.server.url, { width: 1440, height: 900, token: await merchantToken(suite.server) })
    const page = shop.page
    await page.goto("/account/mine/product_skuinfo")
    await page.getByLabel("搜索SKU列表").fill("多肽紧致")
    await page.getByLabel("搜索SKU列表").press("Enter")
    await page.getByLabel("排序").selectOption({ label: "库存从多到少" })
    const skus = page.getByRole("table", { name: "SKU列表" })
    await expect.poll(() => skus.locator("tbody tr").filter({ hasText: "多肽紧致" }).count(), T).toBe(4)
    await skus.locator("tbody tr").first().getByText("120", { exact: true }).waitFor(T)
    await skus.locator("tbody tr").first().getByRole("link", { name: "库存" }).click()

    await page.waitForURL(/\/account\/mine\/ware_ware_sku\?skuId=\d+/, T)
    const stock = page.getByRole("table", { name: "库存列表" })
    const row = stock.getByRole("row").filter({ hasText: "杭州主仓" })
    await row.getByText("120", { exact: true }).first().waitFor(T)
    await row.getByRole("button", { name: /调整.*库存/ }).click()
    const dialog = page.getByRole("dialog", { name: "调整库存" })
    await dialog.getByLabel("调整后库存").fill("135")
    await dialog.getByRole("button", { name: "确定" }).click()
    await dialog.getByRole("alert").filter({ hasText: "请填写调整原因" }).waitFor(T)
    await dialog.getByLabel("调整原因").fill("盘点多出")
    await dialog.getByRole("button", { name: "确定" }).click()
    await toast(page, "库存已调整")
    await row.getByText("135", { exact: true }).first().waitFor(T)
    await page.getByRole("table", { name: "库存调整记录" }).getByRole("row").filter({ hasText: "盘点多出" }).filter({ hasText: "120" }).waitFor(T)
    await screenshot(page, "maker-centre-ware-sku-1440")

    // From SPU管理: 修改商品 saves a 规格参数, 商品预览 shows the product off the shelf with the new stock.
    await page.goto("/account/mine/product_spuinfo")
    await page.getByRole("link", { name: "修改 美妍实验室 多肽紧致精华 的规格参数" }).click()
    await page.getByLabel("产地").selectOption("日本")
    await page.getByRole("button", { name: "保存" }).click()
    await toast(page, "规格参数已保存")
    await page.goto("/account/mine/product_spuinfo")
    await page.getByRole("link", { name: "预览 美妍实验室 多肽紧致精华" }).click()
    await page.getByRole("heading", { name: "美妍实验室 多肽紧致精华" }).waitFor(T)
    await page.getByRole("table", { name: "规格与价格" }).getByRole("cell", { name: "135", exact: true }).waitFor(T)
    await page.getByRole("tab", { name: "规格参数" }).click()
    await page.getByRole("row", { name: "产地 日本" }).waitFor(T)
    await screenshot(page, "maker-centre-preview-1440")

    // 运费模板: a template free from 99 yuan, chosen for the product on 修改商品; a template in use is not deleted.
    await page.goto("/account/mine/product_freight")
    await page.getByRole("button", { name: "新增运费模板" }).click()
    const freight = page.getByRole("dialog", { name: "新增运费模板" })
    await freight.getByLabel("模板名称").fill("满99包邮")
    await freight.getByLabel("首件运费（元）", { exact: true }).fill("8")
    await freight.getByRole("button", { name: "确定" }).click()
    await freight.getByRole("alert").filter({ hasText: MERCHANT_MESSAGES.freightCentsInvalid }).waitFor(T)
    await freight.getByLabel("续件运费（元）", { exact: true }).fill("2")
    await freight.getByLabel(/满额包邮/).fill("99")
    await freight.getByRole("button", { name: "添加指定地区运费" }).click()
    await freight.getByRole("button", { name: "确定" }).click()
    await freight.getByRole("alert").filter({ hasText: MERCHANT_MESSAGES.freightRegionRequired }).waitFor(T)
    await freight.getByRole("checkbox", { name: "新疆维吾尔自治区" }).check()
    await freight.getByLabel("指定地区1首件运费（元）").fill("20")
    await freight.getByLabel("指定地区1续件运费（元）").fill("10")
    await freight.getByRole("button", { name: "确定" }).click()
    await toast(page, "运费模板已添加")
    const templates = page.getByRole("table", { name: "运费模板列表" })
    await templates.getByRole("row").filter({ hasText: "满99包邮" }).filter({ hasText: "满99.00元" }).filter({ hasText: "1 条规则" }).waitFor(T)
    await templates.getByRole("button", { name: "删除 按件计费" }).click()
    await page.getByRole("alert").filter({ hasText: MERCHANT_MESSAGES.freightInUse }).first().waitFor(T)
    await page.goto("/account/mine/product_spuinfo")
    await page.getByRole("link", { name: "修改 美妍实验室 多肽紧致精华 的规格参数" }).click()
    await page.getByRole("combobox", { name: "运费模板" }).selectOption({ label: "满99包邮（满99.00元包邮）" })
    await page.getByRole("button", { name: "更换运费模板" }).click()
    await toast(page, "运费模板已保存")

    // 商品监控: the chart (ECharts, loaded on this page) and the figures by stock.
    await page.goto("/account/mine/product_monitor")
    await page.getByLabel("排序").selectOption({ label: "按库存" })
    await page.getByRole("table", { name: "商品数据" }).locator("tbody tr").first().waitFor(T)
    await page.getByRole("img", { name: /柱状图/ }).locator("canvas").waitFor(T)
    expect(shop.errors).toEqual([])
  }, 300_000)
})
