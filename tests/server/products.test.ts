import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { API_MESSAGES } from "../../domain/core/api-messages.ts"
import { BOUNDARY_CODES, BOUNDARY_MESSAGES } from "../../domain/core/validation/boundary.ts"
import { categoryWithDescendants, PRODUCT_MESSAGES, productTotalLabel } from "../../domain/mall/catalog.ts"
import { listProducts } from "../../server/mall/services/catalog.ts"
import { COLLECTION_MESSAGES } from "../../domain/member/collection.ts"
import { products } from "../../server/mall/tables/products.ts"
import { shops } from "../../server/mall/tables.ts"
import { productCategories } from "../../server/shell/tables.ts"
import { users } from "../../server/session/tables/users.ts"
import { PRODUCT_SEEDS } from "../../server/seed/product-data.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { ok } from "../setup/test-server.ts"

const ON_SHELF = PRODUCT_SEEDS.filter((p) => !p.off)
const OFF_SHELF = PRODUCT_SEEDS.filter((p) => p.off)

describe.each(databaseKinds())("product catalogue on %s", (kind) => {
  const suite = useTestServer(kind)
  const category = async (name: string) => {
    const [row] = await suite.server.deps.db.select().from(productCategories).where(eq(productCategories.name, name))
    if (!row) throw new Error(`no category ${name}`)
    return row
  }
  const spuIdOf = async (title: string) => {
    const [row] = await suite.server.deps.db.select({ spuId: products.spuId }).from(products).where(eq(products.title, title))
    if (!row) throw new Error(`no product ${title}`)
    return row.spuId
  }

  it("seeds 美妍旗舰店's products in leaf categories, one off the shelf", async () => {
    const all = await suite.server.deps.db.select().from(products)
    const rows = all.filter((r) => PRODUCT_SEEDS.some((p) => p.title === r.title))
    expect(rows).toHaveLength(PRODUCT_SEEDS.length)
    // The maker centre's demo products were published through the wizard and wait off the shelf.
    expect(all.filter((r) => !rows.includes(r)).every((r) => r.status === "off")).toBe(true)
    expect(rows.length).toBeGreaterThanOrEqual(20)
    const [shop] = await suite.server.deps.db.select().from(users).where(eq(users.username, "meiyan_shop"))
    expect(rows.every((r) => r.merchantId === shop?.id)).toBe(true)
    const categories = await suite.server.deps.db.select().from(productCategories)
    for (const r of rows) expect(categories.some((c) => c.parentCid === r.categoryId), `${r.title} is in a leaf`).toBe(false)
    expect(rows.filter((r) => r.status === "off").map((r) => r.title)).toEqual(OFF_SHELF.map((p) => p.title))
  })

  it("lists on-shelf products with paging, and never an off-shelf one", async () => {
    const first = ok(await suite.server.call("productList", { query: { size: 10 } }))
    expect(first.body.totalElements).toBe(ON_SHELF.length)
    expect(first.body.totalPages).toBe(Math.ceil(ON_SHELF.length / 10))
    expect(first.body.content).toHaveLength(10)
    const pages = [first.body.content]
    for (let page = 1; page < first.body.totalPages; page++) pages.push(ok(await suite.server.call("productList", { query: { size: 10, page } })).body.content)
    const all = pages.flat()
    expect(new Set(all.map((p) => p.spuId)).size).toBe(ON_SHELF.length)
    expect(all.map((p) => p.title)).not.toContain(OFF_SHELF[0]?.title)
    // 综合 is the merchant's display order: the seed's order.
    expect(all.map((p) => p.title)).toEqual(ON_SHELF.map((p) => p.title))
    const serum = all.find((p) => p.title.startsWith("玻尿酸"))
    expect(serum).toMatchObject({ priceCents: 12_900, originalPriceCents: 16_900, categoryName: "精华", shop: { name: "美妍旗舰店" }, cover: "/product/hyaluronic-serum-1.svg" })
    const beyond = ok(await suite.server.call("productList", { query: { size: 10, page: 99 } }))
    expect(beyond.body).toMatchObject({ content: [], totalElements: ON_SHELF.length })
    expect(beyond.body.more).toBeUndefined()
  })

  it("names each product's shop by the shop's own name, as the cart does, not by its owner's nickname", async () => {
    const db = suite.server.deps.db
    const [owner] = await db.select().from(users).where(eq(users.username, "meiyan_shop"))
    const spuId = await spuIdOf(ON_SHELF[0]!.title)
    await db.update(shops).set({ name: "美妍官方旗舰店" }).where(eq(shops.id, owner!.id))
    // Written around the API, so visitors' shared copies do not know of it yet.
    suite.server.deps.sharedReads?.clear()
    try {
      expect(ok(await suite.server.call("productList", { query: { size: 10 } })).body.content.every((p) => p.shop.name === "美妍官方旗舰店")).toBe(true)
      expect(ok(await suite.server.call("productDetail", { params: { spuId } })).body.shop).toEqual({ id: owner!.id, name: "美妍官方旗舰店" })
      expect(owner!.nickName).not.toBe("美妍官方旗舰店")
    } finally {
      await db.update(shops).set({ name: "美妍旗舰店" }).where(eq(shops.id, owner!.id))
      suite.server.deps.sharedReads?.clear()
    }
  })

  it("counts and pages through at most the list's cap, and says when more match", async () => {
    const whole = await listProducts(suite.server.deps.db, { size: 4 })
    const cap = 10
    const first = await listProducts(suite.server.deps.db, { size: 4 }, cap)
    expect(first).toMatchObject({ totalElements: cap, totalPages: 3, more: true })
    expect(first.content.map((p) => p.spuId)).toEqual(whole.content.map((p) => p.spuId))
    // The last page stops at the cap; a page beyond it is empty.
    const last = await listProducts(suite.server.deps.db, { size: 4, page: 2 }, cap)
    expect(last.content).toHaveLength(2)
    expect((await listProducts(suite.server.deps.db, { size: 4, page: 3 }, cap)).content).toEqual([])
    // Exactly as many as the cap: no "more".
    expect(await listProducts(suite.server.deps.db, { size: 4 }, ON_SHELF.length)).toMatchObject({ totalElements: ON_SHELF.length })
    expect((await listProducts(suite.server.deps.db, { size: 4 }, ON_SHELF.length)).more).toBeUndefined()
    expect(productTotalLabel(first)).toBe("10+")
    expect(productTotalLabel(whole)).toBe(String(ON_SHELF.length))
  })

  it("filters by a category with every category below it", async () => {
    const top = await category("护肤美妆")
    const facial = await category("面部护肤")
    const serum = await category("精华")
    const tree = await suite.server.deps.db.select().from(productCategories)
    const inTop = ok(await suite.server.call("productList", { query: { catId: top.catId, size: 48 } })).body
    const covered = new Set(categoryWithDescendants(tree, top.catId))
    expect(inTop.content.length).toBeGreaterThan(0)
    expect(inTop.content.every((p) => covered.has(p.categoryId))).toBe(true)
    const skinSeeds = ON_SHELF.filter((p) => ["洁面", "爽肤水", "精华", "面霜", "面膜", "面部防晒", "身体防晒", "隔离霜", "粉底", "口红", "眼妆", "卸妆", "祛痘修护", "敏感肌修护", "美白淡斑"].includes(p.category))
    expect(inTop.totalElements).toBe(skinSeeds.length)

    const inFacial = ok(await suite.server.call("productList", { query: { catId: facial.catId, size: 48 } })).body
    expect(inFacial.content.map((p) => p.categoryName).sort()).toEqual(ON_SHELF.filter((p) => ["洁面", "爽肤水", "精华", "面霜", "面膜"].includes(p.category)).map((p) => p.category).sort())

    const inLeaf = ok(await suite.server.call("productList", { query: { catId: serum.catId } })).body
    expect(inLeaf.content.map((p) => p.title)).toEqual(["玻尿酸多重保湿精华液 30ml"])

    const empty = await category("口红")
    expect(ok(await suite.server.call("productList", { query: { catId: empty.catId } })).body).toEqual({ content: [], totalElements: 0, totalPages: 0 })
    expect(ok(await suite.server.call("productList", { query: { catId: 9_999_999 } })).body.totalElements).toBe(0)
  })

  it("finds products by keyword in the title, brand or category, with a category filter too", async () => {
    const byTitle = ok(await suite.server.call("productList", { query: { keyword: "  维生素  " } })).body
    expect(byTitle.content.map((p) => p.title).sort()).toEqual(["复合维生素B族片 100片", "维生素C泡腾片 20片×3支", "维生素D3软胶囊 90粒"].sort())
    const byBrand = ok(await suite.server.call("productList", { query: { keyword: "安康", size: 48 } })).body
    expect(byBrand.content.map((p) => p.categoryName).sort()).toEqual(["体温计", "电子血压计", "血氧仪"].sort())
    // A category name finds what is below it (the home page's category links search by name).
    const byCategory = ok(await suite.server.call("productList", { query: { keyword: "医疗器械", size: 48 } })).body
    expect(byCategory.totalElements).toBe(3)
    const narrowed = ok(await suite.server.call("productList", { query: { keyword: "维生素", catId: (await category("维生素C")).catId } })).body
    expect(narrowed.content.map((p) => p.title)).toEqual(["维生素C泡腾片 20片×3支"])
    expect(ok(await suite.server.call("productList", { query: { keyword: "100%_\\" } })).body.totalElements).toBe(0)
    expect(ok(await suite.server.call("productList", { query: { keyword: "经典补水喷雾" } })).body.totalElements).toBe(0)
  })

  it("sorts by sales and by price either way, ties by id", async () => {
    const sorted = async (sort: "sales" | "priceAsc" | "priceDesc") => ok(await suite.server.call("productList", { query: { sort, size: 48 } })).body.content
    const sales = (await sorted("sales")).map((p) => p.salesCount)
    expect(sales).toEqual([...sales].sort((a, b) => b - a))
    const up = (await sorted("priceAsc")).map((p) => p.priceCents)
    expect(up).toEqual([...up].sort((a, b) => a - b))
    const down = await sorted("priceDesc")
    expect(down.map((p) => p.priceCents)).toEqual([...down.map((p) => p.priceCents)].sort((a, b) => b - a))
    expect(down[0]?.title).toBe("迷你筋膜枪 肌肉放松按摩器")
    // Same price: the lower id first, so pages never overlap.
    const same = down.filter((p) => p.priceCents === 12_900).map((p) => p.spuId)
    expect(same.length).toBeGreaterThan(1)
    expect(same).toEqual([...same].sort((a, b) => a - b))
  })

  it("answers bad list input with 400 and a message", async () => {
    const bad = async (query: Record<string, string>) => {
      const url = new URL("/api/product/spu", suite.server.url)
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
      const response = await fetch(url)
      return { status: response.status, body: (await response.json()) as { status: number; message: string } }
    }
    const badQueries: ReadonlyArray<Record<string, string>> = [{ sort: "hot" }, { size: "0" }, { size: "49" }, { page: "-1" }, { page: "abc" }, { catId: "0" }, { catId: "x" }, { keyword: "长".repeat(101) }]
    for (const query of badQueries) {
      const answer = await bad(query)
      expect(answer, JSON.stringify(query)).toEqual({ status: 400, body: { status: 400, code: "bad_request", message: API_MESSAGES.badRequest } })
    }
  })

  it("shows an on-shelf product's page; 404 with a message for an off-shelf or unknown one, 400 for a bad id", async () => {
    const spuId = await spuIdOf("上臂式电子血压计 家用语音款")
    const detail = ok(await suite.server.call("productDetail", { params: { spuId } })).body
    expect(detail).toMatchObject({
      spuId,
      brand: "安康",
      stock: 75,
      salesCount: 2960,
      priceCents: 26_900,
      originalPriceCents: 39_900,
      shop: { name: "美妍旗舰店" },
      categoryPath: [{ name: "医疗器械" }, { name: "检测监测" }, { name: "电子血压计" }],
      images: ["/product/blood-pressure-monitor-1.svg", "/product/blood-pressure-monitor-2.svg", "/product/blood-pressure-monitor-3.svg"],
    })
    expect(detail.description).toHaveLength(3)
    expect(detail.params[0]).toEqual({ name: "品牌", value: "安康" })

    const off = await spuIdOf(OFF_SHELF[0]!.title)
    expect(await suite.server.call("productDetail", { params: { spuId: off } })).toMatchObject({ status: 404, body: { status: 404, message: PRODUCT_MESSAGES.notFound } })
    expect(await suite.server.call("productDetail", { params: { spuId: 9_999_999 } })).toMatchObject({ status: 404, body: { message: PRODUCT_MESSAGES.notFound } })
    for (const [id, code, message] of [
      ["0", "bad_request", API_MESSAGES.badRequest],
      ["abc", "bad_request", API_MESSAGES.badRequest],
      ["-3", "bad_request", API_MESSAGES.badRequest],
      ["99999999999", BOUNDARY_CODES.numberOutOfRange, BOUNDARY_MESSAGES.numberOutOfRange],
    ] as const) {
      const response = await fetch(new URL(`/api/product/spu/${id}`, suite.server.url))
      expect(response.status, id).toBe(400)
      expect(await response.json()).toMatchObject({ code, message })
    }
  })

  it("saves an on-shelf product as a favourite, lists it in the collection, and refuses an off-shelf one", async () => {
    const { token } = await signedInUser(suite.server)
    const spuId = await spuIdOf("宁夏中宁特级枸杞 500g")
    const added = ok(await suite.server.call("collectionAdd", { body: { targetType: "product", targetId: spuId } }, { token })).body
    expect(added).toMatchObject({ targetType: "product", targetId: spuId, title: "宁夏中宁特级枸杞 500g", cover: "/product/goji-berry-1.svg", href: `/product/detail/${spuId}` })
    const status = ok(await suite.server.call("collectionStatus", { query: { targetType: "product", targetId: spuId } }, { token })).body
    expect(status).toEqual({ collected: true, id: added.id })
    const list = ok(await suite.server.call("collectionList", { query: { type: "product" } }, { token })).body
    expect(list.content.map((f) => f.title)).toEqual(["宁夏中宁特级枸杞 500g"])
    expect(list.counts.product).toBe(1)

    const off = await spuIdOf(OFF_SHELF[0]!.title)
    expect(await suite.server.call("collectionAdd", { body: { targetType: "product", targetId: off } }, { token })).toMatchObject({ status: 404, body: { message: COLLECTION_MESSAGES.unknownTarget } })

    expect(ok(await suite.server.call("collectionRemove", { body: [added.id] }, { token })).body.removed).toBe(1)
    expect(ok(await suite.server.call("collectionStatus", { query: { targetType: "product", targetId: spuId } }, { token })).body.collected).toBe(false)
  })

  it("recommends the best sellers for the home page", async () => {
    const cards = ok(await suite.server.call("homeProducts")).body
    expect(cards).toHaveLength(8)
    expect(cards[0]).toMatchObject({ title: "宁夏中宁特级枸杞 500g", href: expect.stringMatching(/^\/product\/detail\/\d+$/), priceCents: 4900 })
  })
})
