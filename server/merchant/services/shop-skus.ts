/** 商品管理: the shop's SKUs across its products, searched, filtered, sorted and paged. */
import { and, asc, count, desc, eq, gte, lte, type SQL } from "drizzle-orm"
import type { ShopSku } from "../../../domain/merchant/entities.ts"
import { MERCHANT_MESSAGES } from "../../../domain/merchant/messages.ts"
import type { SkuSort } from "../../../domain/merchant/stock.ts"
import { badRequest } from "../../../domain/core/errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { productCategories } from "../../shell/tables.ts"
import { products } from "../../mall/tables/products.ts"
import { productSkus } from "../../mall/tables.ts"
import { readShopPage, skuKeywordFilter } from "./shop.ts"
import type { PageQuery } from "../../core/db/read-page.ts"
import { cents } from "../../../domain/core/money.ts"

export interface SkuQuery extends PageQuery {
  readonly keyword?: string | undefined
  readonly spuId?: number | undefined
  readonly categoryId?: number | undefined
  readonly brandId?: number | undefined
  readonly minPrice?: number | undefined
  readonly maxPrice?: number | undefined
  readonly sort?: SkuSort | undefined
}

const SKU_ORDER: Readonly<Record<SkuSort, ReadonlyArray<SQL>>> = {
  price_asc: [asc(productSkus.priceCents), asc(productSkus.skuId)],
  price_desc: [desc(productSkus.priceCents), asc(productSkus.skuId)],
  stock_asc: [asc(productSkus.stock), asc(productSkus.skuId)],
  stock_desc: [desc(productSkus.stock), asc(productSkus.skuId)],
}

/** 商品管理: the shop's SKUs across its products, searched, filtered, sorted and paged. */
export const listShopSkus = async (tx: Tx, shopId: number, query: SkuQuery) => {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) throw badRequest(MERCHANT_MESSAGES.priceRangeInvalid, "bad_price_range")
  const where = and(
    eq(products.merchantId, shopId),
    query.spuId === undefined ? undefined : eq(productSkus.spuId, query.spuId),
    query.categoryId === undefined ? undefined : eq(products.categoryId, query.categoryId),
    query.brandId === undefined ? undefined : eq(products.brandId, query.brandId),
    query.minPrice === undefined ? undefined : gte(productSkus.priceCents, cents(query.minPrice)),
    query.maxPrice === undefined ? undefined : lte(productSkus.priceCents, cents(query.maxPrice)),
    skuKeywordFilter(query.keyword),
  )
  const order = query.sort ? SKU_ORDER[query.sort] : [desc(productSkus.spuId), asc(productSkus.sort), asc(productSkus.skuId)]
  const total = () => tx.select({ n: count() }).from(productSkus).innerJoin(products, eq(products.spuId, productSkus.spuId)).where(where)
  return readShopPage(query, order, skuRows(tx, where).$dynamic(), total, (rows) => rows.map(shopSkuOf))
}

const skuRows = (tx: Tx, where: SQL | undefined) =>
  tx
    .select({ sku: productSkus, productTitle: products.title, brand: products.brand, status: products.status, categoryName: productCategories.name })
    .from(productSkus)
    .innerJoin(products, eq(products.spuId, productSkus.spuId))
    .innerJoin(productCategories, eq(productCategories.catId, products.categoryId))
    .where(where)

type ShopSkuRow = Awaited<ReturnType<typeof skuRows>>[number]

const shopSkuOf = ({ sku, productTitle, brand, status, categoryName }: ShopSkuRow): ShopSku => ({
  skuId: sku.skuId,
  spuId: sku.spuId,
  productTitle,
  title: sku.title || [productTitle, ...sku.attrs].join(" "),
  subtitle: sku.subtitle,
  code: sku.code,
  attrs: [...sku.attrs],
  picture: sku.picture,
  priceCents: sku.priceCents,
  stock: sku.stock,
  lockedStock: sku.lockedStock,
  salesCount: sku.salesCount,
  categoryName,
  brand,
  status: status === "on" ? "on" : "off",
})
