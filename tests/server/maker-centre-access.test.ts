import { eq, inArray } from "drizzle-orm"
import { Arbitrary, Effect, Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import type { Endpoint } from "../../domain/core/endpoint.ts"
import { endpoints } from "../../domain/api/endpoints.ts"
import { boundaryProblem } from "../../domain/core/validation/boundary.ts"
import { users } from "../../server/session/tables/users.ts"
import { freightTemplates, mallOrders, productSkus } from "../../server/mall/tables.ts"
import { products } from "../../server/mall/tables/products.ts"
import { orderReturns } from "../../server/mall/tables/returns.ts"
import { productReviews } from "../../server/mall/tables/reviews.ts"
import { wareSkus, warehouses } from "../../server/mall/tables/warehouses.ts"
import { openShop } from "../../server/mall/services/shops.ts"
import { attrGroups, attrs, brands, purchaseItems, purchases } from "../../server/merchant/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

/**
 * Every maker-centre endpoint of the endpoint table, called as a visitor (401), a plain member
 * (403) and another shop with the ids of 美妍旗舰店's records (403 or 404 where the path names a
 * record; elsewhere nothing of 美妍旗舰店's in the answer). 美妍旗舰店's rows are unchanged after.
 */
const MAKER_ENDPOINTS = (Object.entries(endpoints) as [string, Endpoint][]).filter(([, e]) => e.access === "makerCentre")

/** The owner's records by the kind a path or an id field names. */
type Ids = Record<"brand" | "attr" | "group" | "product" | "sku" | "ware" | "item" | "purchase" | "category" | "return" | "review" | "freight", number> & { orderNum: string }

const kindOfPath = (path: string): keyof Ids => {
  if (path.includes("/brands")) return "brand"
  if (path.includes("/freight-templates")) return "freight"
  if (path.includes("/attr-groups")) return "group"
  if (path.includes("/attrs")) return "attr"
  if (path.includes("/categories")) return "category"
  if (path.includes("/products")) return "product"
  if (path.includes("/purchase-items")) return "item"
  if (path.includes("/purchases")) return "purchase"
  if (path.includes("/warehouses")) return "ware"
  if (path.includes("/shop-returns")) return "return"
  if (path.includes("/shop-reviews")) return "review"
  if (path.includes("/shop-orders")) return "orderNum"
  return "sku"
}

const FIELD_KINDS: Readonly<Record<string, keyof Ids>> = {
  brandId: "brand",
  attrId: "attr",
  attrIds: "attr",
  categoryId: "category",
  categoryIds: "category",
  spuId: "product",
  skuId: "sku",
  wareId: "ware",
  itemId: "item",
  itemIds: "item",
  purchaseId: "purchase",
  freightTemplateId: "freight",
}

/**
 * Values for fields whose rules go beyond their schema (a courier from the list, a tracking
 * number, a long enough reply), so that a drawn body reaches the ownership rule.
 */
const FIELD_HINTS: Readonly<Record<string, unknown>> = {
  courier: "SF",
  trackingNo: "SF1234567890",
  name: "测试名称",
  phone: "13800138000",
  address: "浙江省杭州市西湖区文三路477号华星科技大厦",
  content: "感谢您的支持，我们会继续为您提供更好的商品和服务。",
  reason: "商品已拆封使用，影响二次销售",
  letter: "M",
  buyer: "王建国",
  buyerPhone: "13912340001",
  title: "测试商品",
}

/** Strings the boundary or a name rule refuses become plain Chinese; hinted fields take their hint. */
const tidy = (value: unknown, field = ""): unknown => {
  if (field in FIELD_HINTS && (typeof value === "string" || value === undefined)) return FIELD_HINTS[field]
  if (typeof value === "string") return boundaryProblem(value) || /[^\p{L}\p{N} ]/u.test(value) ? `测试${value.length % 10}` : value
  if (Array.isArray(value)) return value.map((v, i) => (typeof v === "string" ? `测试${i}` : tidy(v)))
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tidy(v, k)]))
  return value
}

const CANDIDATES: ReadonlyArray<unknown> = ["测试", 1, 0, true, [], ["测试"], "base", null]

/** A value the field's schema accepts: drawn from it, or the first plain candidate it takes. */
const fieldValue = (schema: Schema.Top, seed: number): unknown => {
  try {
    const [value] = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema as never), { count: 1, seed }))
    return Schema.encodeUnknownSync(schema as never)(value)
  } catch {
    return CANDIDATES.find((c) => Schema.decodeUnknownExit(schema as never)(c)._tag === "Success")
  }
}

/** A body the endpoint's schema accepts, drawn field by field, with the owner's ids in its id fields. */
const bodyFor = (endpoint: Endpoint, ids: Ids): unknown => {
  const schema = endpoint.body
  if (!schema) return undefined
  const fields = (schema as unknown as { fields?: Record<string, Schema.Top> }).fields ?? {}
  for (let seed = 1; seed <= 30; seed++) {
    const body = tidy(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldValue(field, seed)]))) as Record<string, unknown>
    for (const [field, kind] of Object.entries(FIELD_KINDS)) if (field in body) body[field] = field.endsWith("s") ? [ids[kind]] : ids[kind]
    if ("ids" in body) body.ids = [ids[kindOfPath(endpoint.path)]]
    if (Schema.decodeUnknownExit(schema)(body)._tag === "Success") return body
  }
  throw new Error(`no body of ${endpoint.method} ${endpoint.path} could be drawn`)
}

describe.each(databaseKinds())("maker centre access on %s", (kind) => {
  const suite = useTestServer(kind, { timeout: 600_000 })
  let ownerId: number
  let ids: Ids
  let canaries: string[]
  const snapshot = async () => {
    const db = suite.server.deps.db
    const mine = await db.select({ spuId: products.spuId }).from(products).where(eq(products.merchantId, ownerId))
    const skuRows = await db.select().from(productSkus).where(inArray(productSkus.spuId, mine.map((p) => p.spuId)))
    return JSON.stringify([
      await db.select().from(brands).where(eq(brands.shopId, ownerId)),
      await db.select().from(attrs).where(eq(attrs.shopId, ownerId)),
      await db.select().from(attrGroups).where(eq(attrGroups.shopId, ownerId)),
      await db.select().from(warehouses).where(eq(warehouses.shopId, ownerId)),
      await db.select().from(purchases).where(eq(purchases.shopId, ownerId)),
      await db.select().from(purchaseItems).where(eq(purchaseItems.shopId, ownerId)),
      await db.select().from(products).where(eq(products.merchantId, ownerId)),
      skuRows,
      await db.select().from(wareSkus).where(inArray(wareSkus.skuId, skuRows.map((s) => s.skuId))),
      await db.select().from(mallOrders).where(eq(mallOrders.shopId, ownerId)),
      await db.select().from(freightTemplates).where(eq(freightTemplates.shopId, ownerId)),
    ])
  }

  beforeAll(async () => {
    const db = suite.server.deps.db
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, "meiyan_shop"))
    ownerId = owner!.id
    const first = async <T>(rows: Promise<T[]>) => {
      const [row] = await rows
      if (!row) throw new Error("the demo shop lacks a record the test needs")
      return row
    }
    const product = await first(db.select().from(products).where(eq(products.reviewState, "pending")))
    const sku = await first(db.select().from(productSkus).where(eq(productSkus.spuId, product.spuId)))
    const order = await first(db.select().from(mallOrders).where(eq(mallOrders.shopId, ownerId)))
    const ret = await first(db.select({ id: orderReturns.id }).from(orderReturns).innerJoin(mallOrders, eq(mallOrders.id, orderReturns.orderId)).where(eq(mallOrders.shopId, ownerId)))
    const review = await first(db.select({ id: productReviews.id }).from(productReviews).innerJoin(products, eq(products.spuId, productReviews.spuId)).where(eq(products.merchantId, ownerId)))
    const brand = await first(db.select().from(brands).where(eq(brands.shopId, ownerId)))
    const attr = await first(db.select().from(attrs).where(eq(attrs.shopId, ownerId)))
    const group = await first(db.select().from(attrGroups).where(eq(attrGroups.shopId, ownerId)))
    const ware = await first(db.select().from(warehouses).where(eq(warehouses.shopId, ownerId)))
    const item = await first(db.select().from(purchaseItems).where(eq(purchaseItems.shopId, ownerId)))
    const purchase = await first(db.select().from(purchases).where(eq(purchases.shopId, ownerId)))
    const freight = await first(db.select().from(freightTemplates).where(eq(freightTemplates.shopId, ownerId)))
    ids = { brand: brand.id, attr: attr.id, group: group.id, product: product.spuId, sku: sku.skuId, ware: ware.id, item: item.id, purchase: purchase.id, category: product.categoryId, return: ret.id, review: review.id, freight: freight.id, orderNum: order.orderNum }
    canaries = [brand.name, attr.name, ware.name, ware.address, product.title, purchase.buyer, order.orderNum, freight.name].filter((c) => c !== "")
  }, 600_000)

  it("reads the maker-centre endpoints from the table", () => {
    expect(MAKER_ENDPOINTS.length).toBeGreaterThanOrEqual(40)
  })

  it("refuses a visitor (401), a plain member (403) and another shop (403 or 404, nothing of the owner's)", async () => {
    const before = await snapshot()
    const member = await signedInUser(suite.server, { nickName: "普通会员" })
    const other = await signedInUser(suite.server, { nickName: "隔壁小店", type: "merchant" })
    await openShop(suite.server.deps.db, { ownerId: other.user.id, name: "隔壁小店", logo: "", description: "" })
    const problems: string[] = []
    for (const [name, endpoint] of MAKER_ENDPOINTS) {
      const kindOf = kindOfPath(endpoint.path)
      const path = endpoint.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(String(ids[kindOf])))
      const queryFields = Object.keys((endpoint.query as { fields?: Record<string, unknown> } | undefined)?.fields ?? {})
      const queryPairs = queryFields.flatMap((f) => (f === "kind" ? ["kind=base"] : FIELD_KINDS[f] ? [`${f}=${ids[FIELD_KINDS[f]]}`] : []))
      const query = queryPairs.length > 0 ? `?${queryPairs.join("&")}` : ""
      const body = bodyFor(endpoint, ids)
      const call = async (token: string | null) => {
        const headers: Record<string, string> = { "content-type": "application/json" }
        if (token) headers.authorization = `Bearer ${token}`
        const response = await fetch(`${suite.server.url}${path}${query}`, { method: endpoint.method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
        return { status: response.status, text: await response.text() }
      }
      const asVisitor = await call(null)
      if (asVisitor.status !== 401) problems.push(`${name} as a visitor -> ${asVisitor.status}`)
      const asMember = await call(member.token)
      if (asMember.status !== 403) problems.push(`${name} as a plain member -> ${asMember.status}`)
      const asOther = await call(other.token)
      const namesRecord = endpoint.params !== undefined && kindOf !== "category"
      if (namesRecord && asOther.status !== 403 && asOther.status !== 404) problems.push(`${name} as another shop -> ${asOther.status} ${asOther.text.slice(0, 120)}`)
      if (asOther.status >= 500) problems.push(`${name} as another shop -> ${asOther.status}`)
      const leaked = canaries.filter((c) => asOther.text.includes(c))
      if (leaked.length > 0) problems.push(`${name} as another shop shows ${leaked.join(", ")}`)
    }
    expect(problems).toEqual([])
    expect(await snapshot()).toBe(before)
  }, 600_000)
})
