/**
 * 发布商品 and SPU/SKU管理: publishing a product with its base attribute values, sale attributes and
 * SKUs in one transaction (the demo seed calls the same function), the shop's product list, going
 * on and off the shelf, and the administrators' review of going on the shelf. The SKU list is in
 * shop-skus.ts.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm"
import type { ProductFigures, ShopProduct } from "../../../domain/merchant/entities.ts"
import type { ProductBaseValues, ProductPreview, PublishInput } from "../../../domain/merchant/endpoints.ts"
import { MERCHANT_MESSAGES } from "../../../domain/merchant/messages.ts"
import { combinations } from "../../../domain/mall/sku.ts"
import { chinaDateTime } from "../../../domain/member/china-day.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { productCategories } from "../../shell/tables.ts"
import { users } from "../../session/tables/users.ts"
import { footprints } from "../../member/tables/footprints.ts"
import { products } from "../../mall/tables/products.ts"
import { freightTemplates, productSkus, productSpecs } from "../../mall/tables.ts"
import { readProductSkus, syncProductRow } from "../../mall/services/skus.ts"
import { productDetail } from "../../mall/services/catalog.ts"
import { indexSearchEntries } from "../../search/services/search-index.ts"
import { attrGroups, attrs, brands, productAttrValues } from "../tables.ts"
import { categorySpecs, leafCategory } from "./catalogue.ts"
import { keywordFilter, readShopPage } from "./shop.ts"
import type { PageQuery } from "../../core/db/read-page.ts"
import { cents } from "../../../domain/core/money.ts"
import { lockedRowOrNotFound } from "../../core/db/row-or-not-found.ts"

const productSelect = {
  spuId: products.spuId,
  title: products.title,
  cover: products.cover,
  categoryName: productCategories.name,
  brand: products.brand,
  priceCents: products.priceCents,
  stock: products.stock,
  salesCount: products.salesCount,
  status: products.status,
  reviewState: products.reviewState,
  rejectReason: products.rejectReason,
  createdAt: products.createdAt,
  shopName: users.nickName,
  skuCount: sql<number>`(select count(*)::int from ${productSkus} where ${productSkus.spuId} = ${products.spuId})`,
}

const productRows = (tx: Tx, where: SQL | undefined) =>
  tx
    .select(productSelect)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.catId, products.categoryId))
    .innerJoin(users, eq(users.id, products.merchantId))
    .where(where)

type ProductRow = Awaited<ReturnType<typeof productRows>>[number]

const productView = (row: ProductRow): ShopProduct & { shopName: string } => ({
  ...row,
  status: row.status === "on" ? "on" : "off",
  reviewState: row.reviewState as ShopProduct["reviewState"],
  skuCount: Number(row.skuCount),
  createdAt: chinaDateTime(row.createdAt.getTime()),
})

const shopProduct = async (tx: Tx, where: SQL): Promise<ShopProduct> => {
  const [row] = await productRows(tx, where)
  if (!row) throw notFound(MERCHANT_MESSAGES.productNotFound, "product_not_found")
  const { shopName: _shopName, ...view } = productView(row)
  return view
}

/** The shop's chosen freight template (404 when not the shop's), else its first one, else a free one opened for it. */
const freightOf = async (tx: Tx, shopId: number, chosen: number | null = null): Promise<number> => {
  if (chosen !== null) {
    const [own] = await tx.select({ id: freightTemplates.id }).from(freightTemplates).where(and(eq(freightTemplates.id, chosen), eq(freightTemplates.shopId, shopId)))
    if (!own) throw notFound(MERCHANT_MESSAGES.freightNotFound, "freight_not_found")
    return own.id
  }
  const [row] = await tx.select({ id: freightTemplates.id }).from(freightTemplates).where(eq(freightTemplates.shopId, shopId)).orderBy(asc(freightTemplates.id)).limit(1)
  if (row) return row.id
  const [made] = await tx.insert(freightTemplates).values({ shopId, name: "包邮", chargeBy: "count", rules: [] }).returning({ id: freightTemplates.id })
  return made!.id
}

/**
 * The 规格参数 rule the wizard and 修改商品 share: every value names a base attribute of the shop
 * in the product's category (404 otherwise); empty values are left out; values are trimmed. Gives
 * the rows to store, the catalogue's params and the groups the detail page shows.
 */
const resolveBaseValues = async (tx: Tx, shopId: number, categoryId: number, baseValues: ReadonlyArray<{ readonly attrId: number; readonly value: string }>) => {
  const attrIds = [...new Set(baseValues.map((v) => v.attrId))]
  if (attrIds.length !== baseValues.length) throw badRequest(MERCHANT_MESSAGES.baseValueTwice, "bad_base_values")
  const baseRows = attrIds.length === 0 ? [] : await tx
    .select({ id: attrs.id, name: attrs.name, group: attrGroups.name, sort: attrGroups.sort })
    .from(attrs)
    .leftJoin(attrGroups, eq(attrGroups.id, attrs.groupId))
    .where(and(eq(attrs.shopId, shopId), eq(attrs.categoryId, categoryId), eq(attrs.kind, "base"), inArray(attrs.id, attrIds)))
  if (baseRows.length !== attrIds.length) throw notFound(MERCHANT_MESSAGES.attrNotFound, "attr_not_found")
  const values = baseValues.filter((v) => v.value.trim() !== "").map((v) => ({ attrId: v.attrId, value: v.value.trim() }))
  const groups = new Map<string, { name: string; value: string }[]>()
  for (const v of values) {
    const row = baseRows.find((r) => r.id === v.attrId)!
    const group = row.group ?? "其他"
    groups.set(group, [...(groups.get(group) ?? []), { name: row.name, value: v.value }])
  }
  return {
    values,
    params: values.map((v) => ({ name: baseRows.find((r) => r.id === v.attrId)!.name, value: v.value })),
    baseAttrs: [...groups].map(([group, items]) => ({ group, items })),
  }
}

const ownProduct = async (tx: Tx, shopId: number, spuId: number, lock = false) => {
  const query = tx.select({ spuId: products.spuId, title: products.title, categoryId: products.categoryId, categoryName: productCategories.name }).from(products).innerJoin(productCategories, eq(productCategories.catId, products.categoryId)).where(and(eq(products.spuId, spuId), eq(products.merchantId, shopId)))
  const [row] = lock ? await query.for("update", { of: products }) : await query
  if (!row) throw notFound(MERCHANT_MESSAGES.productNotFound, "product_not_found")
  return row
}

/** 商品监控: the shop's products with their visitors (members' footprints), sales and stock, most first by the chosen figure. */
export const productFigures = async (tx: Tx, shopId: number, query: PageQuery & { sort?: "views" | "sales" | "stock" | undefined }) => {
  const views = sql<number>`(select count(*)::int from ${footprints} where ${footprints.targetType} = 'product' and ${footprints.targetId} = ${products.spuId})`
  const by = query.sort === "sales" ? products.salesCount : query.sort === "stock" ? products.stock : views
  const where = eq(products.merchantId, shopId)
  return readShopPage(
    query,
    [desc(by), desc(products.spuId)],
    tx
      .select({ spuId: products.spuId, title: products.title, status: products.status, views, salesCount: products.salesCount, stock: products.stock })
      .from(products)
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(products).where(where),
    (rows): ProductFigures[] => rows.map((r) => ({ ...r, status: r.status === "on" ? "on" : "off", views: Number(r.views) })),
  )
}

/** 商品预览: what the mall's detail page will show of one of the shop's products, on the shelf or not. */
export const previewProduct = async (tx: Tx, shopId: number, spuId: number): Promise<ProductPreview> => {
  const [own] = await tx.select({ status: products.status, reviewState: products.reviewState }).from(products).where(and(eq(products.spuId, spuId), eq(products.merchantId, shopId)))
  if (!own) throw notFound(MERCHANT_MESSAGES.productNotFound, "product_not_found")
  const detail = await productDetail(tx, spuId, eq(products.merchantId, shopId))
  if (!detail) throw notFound(MERCHANT_MESSAGES.productNotFound, "product_not_found")
  const specs = await readProductSkus(tx, spuId, true)
  return { detail, specs, status: own.status === "on" ? "on" : "off", reviewState: own.reviewState as ProductPreview["reviewState"] }
}

/** 修改商品: the product's base attribute values with the groups of its category. */
export const productBaseValues = async (tx: Tx, shopId: number, spuId: number): Promise<ProductBaseValues> => {
  const product = await ownProduct(tx, shopId, spuId)
  const specs = await categorySpecs(tx, shopId, product.categoryId)
  const values = await tx.select({ attrId: productAttrValues.attrId, value: productAttrValues.value }).from(productAttrValues).where(eq(productAttrValues.spuId, spuId)).orderBy(asc(productAttrValues.attrId))
  const [spec] = await tx.select({ freightTemplateId: productSpecs.freightTemplateId }).from(productSpecs).where(eq(productSpecs.spuId, spuId))
  return { ...product, groups: specs.groups, values, freightTemplateId: spec?.freightTemplateId ?? null }
}

/** 修改商品: sets the product's freight template (one of the shop's, 404 otherwise); checkout charges by it from then on. */
export const saveProductFreight = async (tx: Tx, shopId: number, spuId: number, freightTemplateId: number): Promise<ProductBaseValues> => {
  await ownProduct(tx, shopId, spuId, true)
  const id = await freightOf(tx, shopId, freightTemplateId)
  const [spec] = await tx.update(productSpecs).set({ freightTemplateId: id }).where(eq(productSpecs.spuId, spuId)).returning({ spuId: productSpecs.spuId })
  if (!spec) throw notFound(MERCHANT_MESSAGES.productNotFound, "product_not_found")
  return productBaseValues(tx, shopId, spuId)
}

/** Saves the product's base attribute values, its catalogue params and grouped attributes in the caller's transaction. */
export const saveProductBaseValues = async (tx: Tx, shopId: number, spuId: number, baseValues: ReadonlyArray<{ readonly attrId: number; readonly value: string }>): Promise<ProductBaseValues> => {
  const product = await ownProduct(tx, shopId, spuId, true)
  const base = await resolveBaseValues(tx, shopId, product.categoryId, baseValues)
  await tx.delete(productAttrValues).where(eq(productAttrValues.spuId, spuId))
  if (base.values.length > 0) await tx.insert(productAttrValues).values(base.values.map((v) => ({ spuId, ...v })))
  await tx.update(products).set({ params: base.params }).where(eq(products.spuId, spuId))
  await tx.update(productSpecs).set({ baseAttrs: base.baseAttrs }).where(eq(productSpecs.spuId, spuId))
  await indexSearchEntries(tx, "product", [spuId])
  return productBaseValues(tx, shopId, spuId)
}

/** Checks the wizard's input; the message of the first problem, or null. */
export function publishProblem(input: PublishInput): string | null {
  if (input.title.trim() === "") return MERCHANT_MESSAGES.titleRequired
  if (input.images.length === 0) return MERCHANT_MESSAGES.coverRequired
  const saleAttrs = input.saleAttrs.filter((a) => a.values.length > 0)
  if (saleAttrs.length === 0) return MERCHANT_MESSAGES.saleAttrsRequired
  if (saleAttrs.some((a) => new Set(a.values).size !== a.values.length)) return "销售属性的取值不能重复"
  const wanted = combinations(saleAttrs).map((c) => c.join("\u0000"))
  const given = input.skus.map((s) => s.attrs.join("\u0000"))
  if (given.length !== wanted.length || new Set(given).size !== given.length || !wanted.every((w) => given.includes(w))) return "每种规格组合需要且只能有一个SKU"
  if (input.skus.some((s) => s.title.trim() === "")) return MERCHANT_MESSAGES.skuTitleRequired
  if (input.skus.some((s) => !Number.isSafeInteger(s.priceCents) || s.priceCents <= 0)) return MERCHANT_MESSAGES.skuPriceInvalid
  return null
}

/**
 * Writes the product (off the shelf, review not asked), its base attribute values, sale
 * attributes and SKUs (no stock: goods come in through purchase orders) in the caller's
 * transaction.
 */
export const publishProduct = async (tx: Tx, shopId: number, input: PublishInput, now = new Date()): Promise<ShopProduct> => {
  const problem = publishProblem(input)
  if (problem) throw badRequest(problem, "bad_product")
  await leafCategory(tx, input.categoryId)
  let brandName = ""
  if (input.brandId !== null) {
    const [brand] = await tx.select({ name: brands.name }).from(brands).where(and(eq(brands.id, input.brandId), eq(brands.shopId, shopId)))
    if (!brand) throw notFound(MERCHANT_MESSAGES.brandNotFound, "brand_not_found")
    brandName = brand.name
  }
  const base = await resolveBaseValues(tx, shopId, input.categoryId, input.baseValues)
  const lowest = cents(Math.min(...input.skus.map((s) => s.priceCents)))
  const [product] = await tx
    .insert(products)
    .values({
      merchantId: shopId,
      categoryId: input.categoryId,
      title: input.title.trim(),
      subtitle: input.skus[0]?.subtitle.trim() ?? "",
      brand: brandName,
      brandId: input.brandId,
      cover: input.images[0]!,
      images: input.images.slice(1),
      detailImages: [...input.detailImages],
      params: base.params,
      description: input.description.trim(),
      priceCents: lowest,
      originalPriceCents: lowest,
      stock: 0,
      status: "off",
      reviewState: "none",
      weightGrams: input.weightGrams,
      createdAt: now,
    })
    .returning({ spuId: products.spuId })
  const spuId = product!.spuId
  // Found by the mall's search from the moment it goes on shelf.
  await indexSearchEntries(tx, "product", [spuId])
  if (base.values.length > 0) await tx.insert(productAttrValues).values(base.values.map((v) => ({ spuId, ...v })))
  const saleAttrs = input.saleAttrs.filter((a) => a.values.length > 0).map((a) => ({ name: a.name, values: [...a.values] }))
  await tx.insert(productSpecs).values({ spuId, saleAttrs, baseAttrs: base.baseAttrs, freightTemplateId: await freightOf(tx, shopId, input.freightTemplateId ?? null) })
  await tx.insert(productSkus).values(
    input.skus.map((s, sort) => ({
      spuId,
      code: s.code.trim() || `SPU${spuId}-${sort + 1}`,
      attrs: [...s.attrs],
      title: s.title.trim(),
      subtitle: s.subtitle.trim(),
      priceCents: cents(s.priceCents),
      originalPriceCents: cents(s.priceCents),
      stock: 0,
      picture: s.picture || input.images[0]!,
      weightGrams: input.weightGrams,
      sort,
    })),
  )
  await syncProductRow(tx, spuId)
  return shopProduct(tx, eq(products.spuId, spuId))
}

export const listShopProducts = async (
  tx: Tx,
  shopId: number,
  query: PageQuery & { keyword?: string | undefined; status?: "on" | "off" | undefined; review?: ShopProduct["reviewState"] | undefined; sort?: "new" | "old" | "name" | undefined },
) => {
  const where = and(
    eq(products.merchantId, shopId),
    keywordFilter(products.title, query.keyword),
    query.status ? eq(products.status, query.status) : undefined,
    query.review ? eq(products.reviewState, query.review) : undefined,
  )
  const order = query.sort === "name" ? [asc(products.title)] : query.sort === "old" ? [asc(products.spuId)] : [desc(products.spuId)]
  return readShopPage(query, order, productRows(tx, where).$dynamic(), () => tx.select({ n: count() }).from(products).where(where), (rows) =>
    rows.map((r) => {
      const { shopName: _s, ...v } = productView(r)
      return v
    }),
  )
}

/**
 * 上架: an approved product with stock goes on the shelf; one not yet approved is sent for review
 * (409 shelf_needs_approval tells the shop so); 下架 takes it off.
 */
export const setShelf = async (tx: Tx, shopId: number, spuId: number, on: boolean): Promise<ShopProduct> => {
  const row = await lockedRowOrNotFound(tx, products, and(eq(products.spuId, spuId), eq(products.merchantId, shopId)), MERCHANT_MESSAGES.productNotFound, "product_not_found")
  if (!on) {
    await tx.update(products).set({ status: "off" }).where(eq(products.spuId, spuId))
  } else if (row.reviewState === "pending") {
    throw conflict(MERCHANT_MESSAGES.shelfPending, "review_pending")
  } else if (row.reviewState !== "approved") {
    await tx.update(products).set({ reviewState: "pending", rejectReason: null }).where(eq(products.spuId, spuId))
  } else {
    if (row.stock <= 0) throw conflict(MERCHANT_MESSAGES.shelfNeedsStock, "no_stock")
    await tx.update(products).set({ status: "on" }).where(eq(products.spuId, spuId))
  }
  return shopProduct(tx, eq(products.spuId, spuId))
}

// ---- the administrators' review

export const listProductReviews = async (tx: Tx, query: PageQuery & { review?: "pending" | "approved" | "rejected" | undefined }) => {
  const where = eq(products.reviewState, query.review ?? "pending")
  return readShopPage(query, [asc(products.spuId)], productRows(tx, where).$dynamic(), () => tx.select({ n: count() }).from(products).where(where), (rows) => rows.map(productView))
}

const lockPending = async (tx: Tx, spuId: number) => {
  const [row] = await tx.select({ reviewState: products.reviewState }).from(products).where(eq(products.spuId, spuId)).for("update")
  if (!row) throw notFound(MERCHANT_MESSAGES.productNotFound, "product_not_found")
  if (row.reviewState !== "pending") throw conflict(MERCHANT_MESSAGES.notPending, "not_pending")
}

/** Approves going on the shelf; the shop puts it on once it has stock. */
export const approveProduct = async (tx: Tx, spuId: number): Promise<ShopProduct> => {
  await lockPending(tx, spuId)
  await tx.update(products).set({ reviewState: "approved", rejectReason: null }).where(eq(products.spuId, spuId))
  return shopProduct(tx, eq(products.spuId, spuId))
}

export const rejectProduct = async (tx: Tx, spuId: number, reason: string): Promise<ShopProduct> => {
  if (reason.trim() === "") throw badRequest(MERCHANT_MESSAGES.rejectReasonRequired, "bad_reason")
  await lockPending(tx, spuId)
  await tx.update(products).set({ reviewState: "rejected", rejectReason: reason.trim() }).where(eq(products.spuId, spuId))
  return shopProduct(tx, eq(products.spuId, spuId))
}
