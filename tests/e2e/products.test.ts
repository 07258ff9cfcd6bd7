import { describe, expect, it } from "vitest"
import { openPage, screenshot, signInThroughForm } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"

describe("the product catalogue in the browser", () => {
  const suite = useBrowserSuite()

  it.each([1440, 375])("browses the mall, filters a category and opens a product at %i px", async (width) => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width, height: width === 375 ? 812 : 900 })
    await page.goto("/product")
    await page.waitForURL(/\/product\/index$/)
    await page.getByRole("heading", { name: "全部商品" }).waitFor()
    await page.getByText("共 23 件商品").waitFor()
    await page.getByRole("link", { name: /玻尿酸多重保湿精华液/ }).waitFor()
    await screenshot(page, `products-index-${width}`)

    if (width === 1440) {
      await page.getByRole("tree", { name: "商品分类" }).getByRole("button", { name: "面部护肤" }).click()
      await page.getByText("共 5 件商品").waitFor()
      // The leaves of 面部护肤 as chips; 精华 narrows to one product.
      await page.getByRole("group", { name: "面部护肤细分" }).getByRole("button", { name: "精华" }).click()
      await page.getByText("共 1 件商品").waitFor()
    } else {
      await page.getByRole("button", { name: /商品分类/ }).first().click()
      await page.getByRole("option", { name: /护肤美妆/ }).first().waitFor()
      await screenshot(page, `products-cascader-${width}`)
      await page.keyboard.press("Escape")
      await page.getByRole("group", { name: "排序" }).getByRole("button", { name: "价格从高到低" }).click()
      await expect.poll(async () => (await page.getByRole("listitem").getByRole("link").first().textContent()) ?? "").toContain("迷你筋膜枪")
      await page.goto("/product/search?keyword=%E7%B2%BE%E5%8D%8E&m=1")
    }
    const link = page.getByRole("link", { name: /玻尿酸多重保湿精华液/ })
    await link.click()
    await page.waitForURL(/\/product\/detail\/\d+$/)
    await page.getByRole("heading", { name: "玻尿酸多重保湿精华液 30ml" }).waitFor()
    await page.getByText("￥129.00").first().waitFor()
    await page.getByText("￥169.00").first().waitFor()
    // Sales and total stock as the server has them (the demo orders of the seed moved them).
    const card = await suite.server.call("productList", { query: { keyword: "玻尿酸多重保湿精华液" } })
    if (!card.ok || !card.body.content[0]) throw new Error("demo product missing")
    await page.getByText(`${card.body.content[0].stock} 件`, { exact: true }).waitFor()
    await page.getByText(`${card.body.content[0].salesCount} 件`, { exact: true }).waitFor()
    await page.getByText("美妍旗舰店").first().waitFor()
    await page.getByRole("button", { name: /查看第 2 张/ }).click()
    await page.getByRole("img", { name: /卖点/ }).first().waitFor()
    // Visitors may fill a cart and are sent to log in for 立即购买; saving needs a login.
    await page.getByRole("button", { name: "加入购物车" }).waitFor()
    await page.getByRole("button", { name: "立即购买" }).waitFor()
    await page.getByRole("link", { name: "登录后收藏" }).waitFor()
    await screenshot(page, `products-detail-${width}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it("finds products by keyword from the mall's search box and says so when nothing matches", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/product/index")
    await page.getByRole("searchbox", { name: "商品关键词" }).fill("维生素")
    await page.getByRole("searchbox", { name: "商品关键词" }).press("Enter")
    await page.waitForURL(/\/product\/search\?keyword=%E7%BB%B4%E7%94%9F%E7%B4%A0&m=\d+/)
    await page.getByRole("heading", { name: "“维生素”的搜索结果" }).waitFor()
    await page.getByText("共 3 件商品").waitFor()
    await screenshot(page, "products-search-1440")
    await page.goto("/product/search?keyword=%E6%B2%A1%E6%9C%89%E8%BF%99%E7%A7%8D%E5%95%86%E5%93%81&m=2")
    await page.getByText("没有找到与“没有这种商品”相关的商品").waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows a not-found state for an unknown product", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url, { width: 375, height: 812 })
    await page.goto("/product/detail/9999999")
    await page.getByText("商品不存在或已下架").first().waitFor()
    await page.getByRole("link", { name: "去商城首页" }).waitFor()
    // The page says it once: no error notice besides the not-found state.
    await page.waitForTimeout(300)
    expect(await page.getByText("商品不存在或已下架").count()).toBe(1)
    await screenshot(page, "products-not-found-375")
    await context.close()
  })

  it("keeps a member's chosen SKU when the session answers after the product", async () => {
    const list = await suite.server.call("productList", { query: { size: 48, sort: "default" } })
    if (!list.ok) throw new Error("no products")
    let found: { spuId: number; attrs: ReadonlyArray<string>; stock: number; names: ReadonlyArray<string> } | null = null
    for (const card of list.body.content) {
      const specs = await suite.server.call("productSkus", { params: { spuId: card.spuId } })
      // A SKU in stock that the buy box does not open on (it opens on the first in stock).
      const later = specs.ok ? specs.body.skus.filter((s) => s.stock > 0)[1] : undefined
      if (specs.ok && later) found = { spuId: card.spuId, attrs: later.attrs, stock: later.stock, names: specs.body.saleAttrs.map((a) => a.name) }
      if (found) break
    }
    if (!found) throw new Error("no demo product with two SKUs in stock")
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token: await suite.tokenOf("lin_xiaoyu") })
    const details: string[] = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/product/spu/${found.spuId}`) details.push(request.url())
    })
    // The member's session answers only once the product has arrived.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/auth/info", async (route) => {
      await held
      await route.fallback()
    })
    const detail = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/product/spu/${found.spuId}`)
    await page.goto(`/product/detail/${found.spuId}`)
    await detail
    await page.getByText("正在加载商品…").waitFor()
    release()
    for (const [i, name] of found.names.entries()) {
      const value = page.getByRole("group", { name, exact: true }).getByRole("button", { name: found.attrs[i]!, exact: true })
      if ((await value.getAttribute("aria-pressed")) !== "true") await value.click()
    }
    await page.getByTestId("sku-stock").filter({ hasText: String(found.stock) }).waitFor()
    // The product was read once: the page did not start again when the session arrived.
    expect(details).toHaveLength(1)
    for (const [i, name] of found.names.entries()) {
      expect(await page.getByRole("group", { name, exact: true }).getByRole("button", { name: found.attrs[i]!, exact: true }).getAttribute("aria-pressed")).toBe("true")
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it("saves a product as lin_xiaoyu, finds it in the collection and removes it again, by keyboard", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/product/search?keyword=%E6%9E%B8%E6%9D%9E&m=3")
    await page.getByRole("link", { name: /宁夏中宁特级枸杞/ }).click()
    await page.getByRole("heading", { name: "宁夏中宁特级枸杞 500g" }).waitFor()
    const detailPath = new URL(page.url()).pathname
    await page.getByRole("link", { name: "登录后收藏" }).click()
    await page.waitForURL(/\/login\?redirect=/)
    await signInThroughForm(page, "lin_xiaoyu", "Member_2024")
    await page.waitForURL((url) => url.pathname === detailPath)

    // The button is disabled until the member's favourite state has loaded.
    const save = page.getByRole("button", { name: "收藏", exact: true, disabled: false })
    await save.waitFor()
    await save.focus()
    await page.keyboard.press("Enter")
    await page.getByText("收藏成功").waitFor()
    await page.getByRole("button", { name: "已收藏" }).waitFor()
    expect(await page.getByRole("button", { name: "已收藏" }).getAttribute("aria-pressed")).toBe("true")
    await screenshot(page, "products-favourite-1440")

    await page.getByRole("link", { name: "我的收藏" }).click()
    await page.waitForURL(/\/account\/collection$/)
    await page.getByRole("button", { name: /^商品/ }).click()
    await page.getByText("宁夏中宁特级枸杞 500g").first().waitFor()
    await screenshot(page, "products-collection-1440")

    await page.goto(detailPath)
    const saved = page.getByRole("button", { name: "已收藏", disabled: false })
    await saved.waitFor()
    await saved.focus()
    await page.keyboard.press("Space")
    await page.getByText("已取消收藏").waitFor()
    await page.getByRole("button", { name: "收藏", exact: true }).waitFor()
    await page.goto("/account/collection")
    await page.getByRole("button", { name: /^商品/ }).click()
    await expect.poll(() => page.getByText("宁夏中宁特级枸杞 500g").count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
