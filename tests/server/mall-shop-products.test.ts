import { describe, expect, it } from "vitest"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("a shop's products page by page on %s", (kind) => {
  const suite = useTestServer(kind)

  it("lists only the shop's products on the shelf, page by page, as the shop page counts them", async () => {
    const all = await suite.server.call("productList", { query: { size: 1 } })
    if (!all.ok) throw new Error("no products")
    const shopId = all.body.content[0]!.shop.id
    const shop = await suite.server.call("shopPage", { params: { shopId } })
    if (!shop.ok) throw new Error("no shop page")
    const first = await suite.server.call("productList", { query: { shopId, page: 0, size: 10, sort: "sales" } })
    const second = await suite.server.call("productList", { query: { shopId, page: 1, size: 10, sort: "sales" } })
    if (!first.ok || !second.ok) throw new Error("list refused")
    expect(first.body.totalElements).toBe(shop.body.shop.productCount)
    expect(first.body.content).toHaveLength(10)
    expect(first.body.content.every((p) => p.shop.id === shopId)).toBe(true)
    const ids = [...first.body.content, ...second.body.content].map((p) => p.spuId)
    expect(new Set(ids).size).toBe(ids.length)
    const none = await suite.server.call("productList", { query: { shopId: 999_999 } })
    expect(none.ok && none.body).toMatchObject({ content: [], totalElements: 0 })
    const bad = await fetch(new URL("/api/product/spu?shopId=-1", suite.server.url))
    expect(bad.status).toBe(400)
  })
})
