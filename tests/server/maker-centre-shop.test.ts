import { and, desc, eq, sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { MERCHANT_MESSAGES } from "../../domain/merchant/messages.ts"
import { productSkus, productSpecs } from "../../server/mall/tables.ts"
import { products } from "../../server/mall/tables/products.ts"
import { wareSkus, warehouses } from "../../server/mall/tables/warehouses.ts"
import { moveStock } from "../../server/mall/services/stock.ts"
import { attrGroups, attrs, productAttrValues, wareStockChanges } from "../../server/merchant/tables.ts"
import { footprints } from "../../server/member/tables/footprints.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useDemoShopCallers } from "../setup/mall.ts"
import { useTestServer } from "../setup/server-suite.ts"

/** 商品管理, 商品库存 and 修改商品 of the demo shop 美妍旗舰店, and what another shop and a plain member get. */
describe.each(databaseKinds())("maker centre SKUs, stock and product edits on %s", (kind) => {
  const suite = useTestServer(kind, { timeout: 600_000 })
  const shop = useDemoShopCallers(suite)

  const skusOf = async (query: Record<string, unknown>, token = shop.owner) => {
    const answer = await suite.server.call("makerSkuList", { query: { size: 50, ...query } } as never, { token })
    if (!answer.ok) throw new Error(answer.body.message)
    return answer.body
  }

  it("lists the shop's SKUs with their product, attributes, price, available stock and shelf state", async () => {
    const all = await skusOf({})
    const mine = await suite.server.deps.db.select({ skuId: productSkus.skuId }).from(productSkus).innerJoin(products, eq(products.spuId, productSkus.spuId)).where(eq(products.merchantId, shop.ownerId))
    expect(all.totalElements).toBe(mine.length)
    expect(all.content.length).toBe(Math.min(50, mine.length))
    const first = all.content[0]!
    const [db] = await suite.server.deps.db.select().from(productSkus).where(eq(productSkus.skuId, first.skuId))
    expect(first).toMatchObject({ stock: db!.stock, lockedStock: db!.lockedStock, priceCents: db!.priceCents, attrs: db!.attrs })
    expect(["on", "off"]).toContain(first.status)
    expect(first.categoryName).not.toBe("")
  })

  it("pages the list: pages of three and pages of fifty join up to the same list, each with its page and size", async () => {
    const whole = async (size: number) => {
      const ids: number[] = []
      let total = -1
      for (let page = 0; total < 0 || page * size < total; page++) {
        const one = await skusOf({ page, size })
        expect(one).toMatchObject({ page, size })
        total = one.totalElements
        ids.push(...one.content.map((s) => s.skuId))
      }
      expect(await skusOf({ page: Math.ceil(total / size), size })).toMatchObject({ content: [], totalElements: total })
      return ids
    }
    const byFifty = await whole(50)
    expect(byFifty.length).toBeGreaterThan(50)
    expect(new Set(byFifty).size).toBe(byFifty.length)
    expect(await whole(3)).toEqual(byFifty)
  })

  it("searches by keyword, filters by category, brand and price, and sorts by price or stock", async () => {
    const all = (await skusOf({})).content
    const sample = all[0]!
    const byKeyword = await skusOf({ keyword: sample.productTitle })
    expect(byKeyword.content.length).toBeGreaterThan(0)
    expect(byKeyword.content.every((s) => s.productTitle.includes(sample.productTitle) || s.title.includes(sample.productTitle))).toBe(true)

    const [product] = await suite.server.deps.db.select({ categoryId: products.categoryId, brandId: products.brandId }).from(products).where(eq(products.spuId, sample.spuId))
    const byCategory = await skusOf({ categoryId: product!.categoryId })
    expect(byCategory.content.length).toBeGreaterThan(0)
    expect(byCategory.content.every((s) => s.categoryName === sample.categoryName)).toBe(true)
    if (product!.brandId !== null) {
      const byBrand = await skusOf({ brandId: product!.brandId })
      expect(byBrand.content.every((s) => s.brand === sample.brand)).toBe(true)
      expect(byBrand.content.map((s) => s.skuId)).toContain(sample.skuId)
    }

    const prices = (await suite.server.deps.db.select({ price: productSkus.priceCents }).from(productSkus).innerJoin(products, eq(products.spuId, productSkus.spuId)).where(eq(products.merchantId, shop.ownerId)))
      .map((s) => s.price)
      .sort((a, b) => a - b)
    const low = prices[Math.floor(prices.length / 4)]!
    const high = prices[Math.floor((prices.length * 3) / 4)]!
    const inRange = await skusOf({ minPrice: low, maxPrice: high })
    expect(inRange.totalElements).toBe(prices.filter((p) => p >= low && p <= high).length)
    expect(inRange.content.every((s) => s.priceCents >= low && s.priceCents <= high)).toBe(true)
    expect(await suite.server.call("makerSkuList", { query: { minPrice: 500, maxPrice: 100 } }, { token: shop.owner })).toMatchObject({ status: 400, body: { message: MERCHANT_MESSAGES.priceRangeInvalid } })

    const up = (await skusOf({ sort: "price_asc" })).content.map((s) => s.priceCents)
    expect(up).toEqual([...up].sort((a, b) => a - b))
    const down = (await skusOf({ sort: "stock_desc" })).content.map((s) => s.stock)
    expect(down).toEqual([...down].sort((a, b) => b - a))

    const paged = await suite.server.call("makerSkuList", { query: { size: 2, page: 1, sort: "price_asc" } }, { token: shop.owner })
    if (!paged.ok) throw new Error(paged.body.message)
    expect(paged.body.content.map((s) => s.priceCents)).toEqual(up.slice(2, 4))
  })

  it("shows another shop none of these SKUs and refuses a plain member", async () => {
    const theirs = await skusOf({}, shop.other)
    expect(theirs.totalElements).toBe(0)
    expect((await suite.server.call("makerSkuList", { query: {} }, { token: shop.member })).status).toBe(403)
    expect((await suite.server.call("makerWareSkuList", { query: {} }, { token: shop.member })).status).toBe(403)
    expect((await suite.server.call("makerWareStockHistory", { query: {} }, { token: shop.member })).status).toBe(403)
  })

  it("lists stock per warehouse and SKU, by warehouse and keyword", async () => {
    const list = await suite.server.call("makerWareSkuList", { query: { size: 50 } }, { token: shop.owner })
    if (!list.ok) throw new Error(list.body.message)
    expect(list.body.content.length).toBeGreaterThan(0)
    const row = list.body.content[0]!
    const byWare = await suite.server.call("makerWareSkuList", { query: { wareId: row.wareId, size: 50 } }, { token: shop.owner })
    if (!byWare.ok) throw new Error(byWare.body.message)
    expect(byWare.body.content.every((r) => r.wareId === row.wareId)).toBe(true)
    const byCode = await suite.server.call("makerWareSkuList", { query: { keyword: row.code } }, { token: shop.owner })
    if (!byCode.ok) throw new Error(byCode.body.message)
    expect(byCode.body.content.map((r) => r.skuId)).toEqual(byCode.body.content.map(() => row.skuId))
    const theirs = await suite.server.call("makerWareSkuList", { query: { wareId: row.wareId } }, { token: shop.other })
    expect(theirs.ok && theirs.body.totalElements).toBe(0)
  })

  it("adjusts a warehouse's stock with a reason in one go, never below what orders lock, and records it", async () => {
    const db = suite.server.deps.db
    const list = await suite.server.call("makerWareSkuList", { query: { size: 50 } }, { token: shop.owner })
    if (!list.ok) throw new Error(list.body.message)
    const row = list.body.content.find((r) => r.stock >= 5)!
    expect(row).toBeDefined()
    const skuNow = async () => (await db.select().from(productSkus).where(eq(productSkus.skuId, row.skuId)))[0]!
    const wareNow = async () => (await db.select().from(wareSkus).where(and(eq(wareSkus.wareId, row.wareId), eq(wareSkus.skuId, row.skuId))))[0]!.stock
    const before = await skuNow()

    const raised = await suite.server.call("makerWareStockAdjust", { body: { wareId: row.wareId, skuId: row.skuId, stock: row.stock + 7, reason: "盘点多出" } }, { token: shop.owner })
    if (!raised.ok) throw new Error(raised.body.message)
    expect(raised.body.stock).toBe(row.stock + 7)
    expect(await wareNow()).toBe(row.stock + 7)
    expect((await skuNow()).stock).toBe(before.stock + 7)
    const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.spuId, before.spuId))
    const spuSkus = await db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.spuId, before.spuId))
    expect(product!.stock).toBe(spuSkus.reduce((n, s) => n + s.stock, 0))

    // An unpaid order holds all the SKU can sell: the warehouses must keep at least that much.
    const available = (await skuNow()).stock
    await db.transaction((tx) => moveStock(tx, [{ skuId: row.skuId, quantity: available }], "hold"))
    const below = await suite.server.call("makerWareStockAdjust", { body: { wareId: row.wareId, skuId: row.skuId, stock: row.stock + 6, reason: "损耗" } }, { token: shop.owner })
    expect(below).toMatchObject({ status: 409, body: { message: MERCHANT_MESSAGES.stockBelowLocked } })
    expect(await wareNow()).toBe(row.stock + 7)
    await db.transaction((tx) => moveStock(tx, [{ skuId: row.skuId, quantity: available }], "release"))

    expect(await suite.server.call("makerWareStockAdjust", { body: { wareId: row.wareId, skuId: row.skuId, stock: 1, reason: "  " } }, { token: shop.owner })).toMatchObject({
      status: 400,
      body: { message: MERCHANT_MESSAGES.adjustReasonRequired },
    })
    const lowered = await suite.server.call("makerWareStockAdjust", { body: { wareId: row.wareId, skuId: row.skuId, stock: row.stock, reason: "损耗" } }, { token: shop.owner })
    if (!lowered.ok) throw new Error(lowered.body.message)
    expect((await skuNow()).stock).toBe(before.stock)

    const history = await suite.server.call("makerWareStockHistory", { query: { skuId: row.skuId } }, { token: shop.owner })
    if (!history.ok) throw new Error(history.body.message)
    expect(history.body.content.slice(0, 2).map((c) => [c.before, c.after, c.reason, c.wareName])).toEqual([
      [row.stock + 7, row.stock, "损耗", row.wareName],
      [row.stock, row.stock + 7, "盘点多出", row.wareName],
    ])
    expect(history.body.content[0]!.operator).not.toBe("")
    // Its time is Beijing time whatever the server's zone (the tests run in UTC).
    const [latest] = await db.select({ createdAt: wareStockChanges.createdAt }).from(wareStockChanges).where(eq(wareStockChanges.skuId, row.skuId)).orderBy(desc(wareStockChanges.id)).limit(1)
    expect(history.body.content[0]!.createdAt).toBe(latest!.createdAt.toLocaleString("sv-SE", { timeZone: "Asia/Shanghai" }))
  })

  it("answers another shop 404 for this shop's warehouse or SKU, a plain member 403, and changes nothing", async () => {
    const db = suite.server.deps.db
    const [ware] = await db.select().from(warehouses).where(eq(warehouses.shopId, shop.ownerId))
    const [held] = await db.select().from(wareSkus).where(eq(wareSkus.wareId, ware!.id))
    const body = { wareId: ware!.id, skuId: held!.skuId, stock: held!.stock + 100, reason: "盘点" }
    const changes = (await db.select().from(wareStockChanges)).length
    expect((await suite.server.call("makerWareStockAdjust", { body }, { token: shop.other })).status).toBe(404)
    expect((await suite.server.call("makerWareStockAdjust", { body }, { token: shop.member })).status).toBe(403)
    const theirHistory = await suite.server.call("makerWareStockHistory", { query: {} }, { token: shop.other })
    expect(theirHistory.ok && theirHistory.body.totalElements).toBe(0)
    expect((await db.select().from(wareSkus).where(and(eq(wareSkus.wareId, ware!.id), eq(wareSkus.skuId, held!.skuId))))[0]!.stock).toBe(held!.stock)
    expect((await db.select().from(wareStockChanges)).length).toBe(changes)
  })

  it("edits a product's base attribute values by group in one go, by the wizard's rule", async () => {
    const db = suite.server.deps.db
    const [peptide] = await db.select().from(products).where(and(eq(products.merchantId, shop.ownerId), eq(products.title, "美妍实验室 多肽紧致精华")))
    const spuId = peptide!.spuId
    const read = await suite.server.call("makerProductBaseValues", { params: { id: spuId } }, { token: shop.owner })
    if (!read.ok) throw new Error(read.body.message)
    const attrByName = new Map(read.body.groups.flatMap((g) => g.attrs.map((a) => [a.name, { ...a, group: g.name }] as const)))
    expect(read.body.groups.map((g) => g.name)).toEqual(["主体", "其他"])
    const origin = attrByName.get("产地")!
    const skin = attrByName.get("适用肤质")!
    const shelfLife = attrByName.get("保质期")!
    expect(read.body.values).toEqual(expect.arrayContaining([{ attrId: origin.id, value: "中国" }, { attrId: skin.id, value: "干性、混合性" }]))

    const saved = await suite.server.call(
      "makerProductBaseValuesSave",
      { params: { id: spuId }, body: { baseValues: [{ attrId: origin.id, value: " 日本 " }, { attrId: skin.id, value: "" }, { attrId: shelfLife.id, value: "3年" }] } },
      { token: shop.owner },
    )
    if (!saved.ok) throw new Error(saved.body.message)
    expect(saved.body.values).toEqual([{ attrId: origin.id, value: "日本" }, { attrId: shelfLife.id, value: "3年" }].sort((a, b) => a.attrId - b.attrId))
    const [row] = await db.select({ params: products.params }).from(products).where(eq(products.spuId, spuId))
    expect(row!.params).toEqual([{ name: "产地", value: "日本" }, { name: "保质期", value: "3年" }])
    const [specs] = await db.select({ baseAttrs: productSpecs.baseAttrs }).from(productSpecs).where(eq(productSpecs.spuId, spuId))
    expect(specs!.baseAttrs).toEqual([{ group: "主体", items: [{ name: "产地", value: "日本" }] }, { group: "其他", items: [{ name: "保质期", value: "3年" }] }])

    // An attribute of another shop, or one named twice, changes nothing.
    const [foreign] = await db.select({ id: attrs.id }).from(attrs).where(and(eq(attrs.kind, "base"), sql`${attrs.shopId} <> ${shop.ownerId}`))
    const before = await db.select().from(productAttrValues).where(eq(productAttrValues.spuId, spuId))
    expect((await suite.server.call("makerProductBaseValuesSave", { params: { id: spuId }, body: { baseValues: [{ attrId: foreign!.id, value: "x" }] } }, { token: shop.owner })).status).toBe(404)
    expect(await suite.server.call("makerProductBaseValuesSave", { params: { id: spuId }, body: { baseValues: [{ attrId: origin.id, value: "法国" }, { attrId: origin.id, value: "日本" }] } }, { token: shop.owner })).toMatchObject({
      status: 400,
      body: { message: MERCHANT_MESSAGES.baseValueTwice },
    })
    expect(await db.select().from(productAttrValues).where(eq(productAttrValues.spuId, spuId))).toEqual(before)

    // Another shop and a plain member.
    expect((await suite.server.call("makerProductBaseValues", { params: { id: spuId } }, { token: shop.other })).status).toBe(404)
    expect((await suite.server.call("makerProductBaseValuesSave", { params: { id: spuId }, body: { baseValues: [] } }, { token: shop.other })).status).toBe(404)
    expect((await suite.server.call("makerProductBaseValues", { params: { id: spuId } }, { token: shop.member })).status).toBe(403)
    expect((await suite.server.call("makerProductBaseValuesSave", { params: { id: spuId }, body: { baseValues: [] } }, { token: shop.member })).status).toBe(403)
    expect(await db.select().from(productAttrValues).where(eq(productAttrValues.spuId, spuId))).toEqual(before)
  })

  it("previews one of the shop's products off the shelf as the mall's page shows it; others get 404, a plain member 403", async () => {
    const db = suite.server.deps.db
    const [peptide] = await db.select().from(products).where(and(eq(products.merchantId, shop.ownerId), eq(products.title, "美妍实验室 多肽紧致精华")))
    expect(peptide!.status).toBe("off")
    expect((await suite.server.call("productDetail", { params: { spuId: peptide!.spuId } })).status).toBe(404)
    const preview = await suite.server.call("makerProductPreview", { params: { id: peptide!.spuId } }, { token: shop.owner })
    if (!preview.ok) throw new Error(preview.body.message)
    expect(preview.body).toMatchObject({ status: "off", reviewState: "approved", detail: { spuId: peptide!.spuId, title: "美妍实验室 多肽紧致精华", shop: { id: shop.ownerId } } })
    expect(preview.body.specs.saleAttrs.map((a) => a.name)).toEqual(["容量", "包装"])
    expect(preview.body.specs.skus.map((s) => s.priceCents)).toEqual([19_900, 25_900, 29_900, 35_900])
    expect(preview.body.detail.categoryPath.length).toBeGreaterThan(0)

    const [foreign] = await db.select({ spuId: products.spuId }).from(products).where(sql`${products.merchantId} <> ${shop.ownerId}`)
    expect((await suite.server.call("makerProductPreview", { params: { id: foreign!.spuId } }, { token: shop.owner })).status).toBe(404)
    expect((await suite.server.call("makerProductPreview", { params: { id: peptide!.spuId } }, { token: shop.other })).status).toBe(404)
    expect((await suite.server.call("makerProductPreview", { params: { id: peptide!.spuId } }, { token: shop.member })).status).toBe(403)
  })

  it("keeps attribute groups per category with icon and description, links the category's free base attributes, and deletes in batches", async () => {
    const db = suite.server.deps.db
    const [main] = await db.select().from(attrGroups).where(eq(attrGroups.shopId, shop.ownerId))
    expect(main!.name).toBe("主体")
    const categoryId = main!.categoryId
    const created = await suite.server.call("makerAttrGroupCreate", { body: { categoryId, name: " 功效 ", sort: 2, icon: "/product/hyaluronic-serum-1.svg", description: "保质期与功效" } }, { token: shop.owner })
    if (!created.ok) throw new Error(created.body.message)
    expect(created.body).toMatchObject({ name: "功效", sort: 2, icon: "/product/hyaluronic-serum-1.svg", description: "保质期与功效", attrs: [] })
    const id = created.body.id

    const candidates = await suite.server.call("makerAttrGroupCandidates", { params: { id } }, { token: shop.owner })
    if (!candidates.ok) throw new Error(candidates.body.message)
    expect(candidates.body.map((a) => a.name)).toEqual(["保质期"])
    const shelfLife = candidates.body[0]!
    const [origin] = await db.select().from(attrs).where(and(eq(attrs.shopId, shop.ownerId), eq(attrs.name, "产地")))

    expect(await suite.server.call("makerAttrGroupLink", { params: { id }, body: { attrIds: [shelfLife.id, origin!.id] } }, { token: shop.owner })).toMatchObject({
      status: 409,
      body: { message: MERCHANT_MESSAGES.attrInOtherGroup },
    })
    const linked = await suite.server.call("makerAttrGroupLink", { params: { id }, body: { attrIds: [shelfLife.id] } }, { token: shop.owner })
    if (!linked.ok) throw new Error(linked.body.message)
    expect(linked.body.attrs).toEqual([{ id: shelfLife.id, name: "保质期" }])
    const after = await suite.server.call("makerAttrGroupCandidates", { params: { id } }, { token: shop.owner })
    expect(after.ok && after.body).toEqual([])

    const listed = await suite.server.call("makerAttrGroupList", { query: { categoryId } }, { token: shop.owner })
    if (!listed.ok) throw new Error(listed.body.message)
    expect(listed.body.content.map((g) => g.name)).toEqual(["主体", "功效"])
    const updated = await suite.server.call("makerAttrGroupUpdate", { params: { id }, body: { categoryId, name: "功效", sort: 1, icon: "", description: "只放功效" } }, { token: shop.owner })
    expect(updated.ok && updated.body).toMatchObject({ description: "只放功效", icon: "", attrs: [{ id: shelfLife.id }] })

    // Another shop and a plain member.
    expect((await suite.server.call("makerAttrGroupUpdate", { params: { id }, body: { categoryId, name: "别人的", sort: 0, icon: "", description: "" } }, { token: shop.other })).status).toBe(404)
    expect((await suite.server.call("makerAttrGroupCandidates", { params: { id } }, { token: shop.other })).status).toBe(404)
    expect((await suite.server.call("makerAttrGroupDelete", { body: { ids: [id] } }, { token: shop.other })).status).toBe(404)
    expect((await suite.server.call("makerAttrGroupList", { query: {} }, { token: shop.member })).status).toBe(403)
    const theirs = await suite.server.call("makerAttrGroupList", { query: {} }, { token: shop.other })
    expect(theirs.ok && theirs.body.totalElements).toBe(0)

    const removed = await suite.server.call("makerAttrGroupDelete", { body: { ids: [id] } }, { token: shop.owner })
    expect(removed.ok).toBe(true)
    expect(await db.select().from(attrGroups).where(eq(attrGroups.id, id))).toEqual([])
    expect((await db.select({ groupId: attrs.groupId }).from(attrs).where(eq(attrs.id, shelfLife.id)))[0]!.groupId).toBeNull()
  })

  it("counts each product's visitors from members' footprints beside its sales and stock, sorted by the chosen figure", async () => {
    const db = suite.server.deps.db
    const mine = await db.select().from(products).where(eq(products.merchantId, shop.ownerId))
    const target = mine.find((p) => p.title === "美妍实验室 维C焕亮精华")!
    const figures = async (sort: "views" | "sales" | "stock", token = shop.owner) => {
      const answer = await suite.server.call("makerProductMonitor", { query: { sort, size: 50 } }, { token })
      if (!answer.ok) throw new Error(answer.body.message)
      return answer.body
    }
    const before = (await figures("views")).content.find((r) => r.spuId === target.spuId)?.views ?? 0
    for (const nick of ["访客甲", "访客乙"]) {
      const visitor = await signedInUser(suite.server, { nickName: nick })
      await db.insert(footprints).values({ userId: visitor.user.id, targetType: "product", targetId: target.spuId, title: target.title, href: `/product/detail/${target.spuId}`, viewedAt: new Date() })
    }
    const byViews = await figures("views")
    expect(byViews.totalElements).toBe(mine.length)
    const row = byViews.content.find((r) => r.spuId === target.spuId)!
    expect(row).toMatchObject({ views: before + 2, salesCount: target.salesCount, stock: target.stock, status: target.status })
    const views = byViews.content.map((r) => r.views)
    expect(views).toEqual([...views].sort((a, b) => b - a))
    const sales = (await figures("sales")).content.map((r) => r.salesCount)
    expect(sales).toEqual([...sales].sort((a, b) => b - a))
    const stock = (await figures("stock")).content.map((r) => r.stock)
    expect(stock).toEqual([...stock].sort((a, b) => b - a))

    expect((await figures("views", shop.other)).totalElements).toBe(0)
    expect((await suite.server.call("makerProductMonitor", { query: {} }, { token: shop.member })).status).toBe(403)
  })
})
