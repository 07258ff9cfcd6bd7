import { Schema } from "effect"
import { Int4FromString } from "../core/validation/boundary.ts"
import { endpoint } from "../core/endpoint.ts"
import { HomeCards } from "../shell/home-card.ts"
import { PRODUCT_MAX_PAGE_SIZE } from "./catalog.ts"
import { ProductDetail, ProductPage } from "./product.ts"
import { ProductSkus } from "./sku.ts"

/**
 * The product catalogue of the mall (spec 1 §2 /product/index, /product/search,
 * /product/detail/:spuId): on-shelf products by category (with the categories below it),
 * keyword, sort and page, one product's page and its SKUs (the buy box's choices, which the page
 * shows on its first screen). The spec shows no paths for these; ours are under /api/product
 * (docs/decisions.md "Product catalogue before the cart"), the SKUs under /api/mall with the
 * buying loop's other calls.
 */

const IntFromString = Int4FromString
const IdFromString = IntFromString.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(2_147_483_647))

export const productsEndpoints = {
  productList: endpoint({
    method: "GET",
    path: "/api/product/spu",
    access: "public",
    query: Schema.Struct({
      /** A category; products of the categories below it are listed too. */
      catId: Schema.optional(IdFromString),
      /** One shop's products (the shop page lists them page by page). */
      shopId: Schema.optional(IdFromString),
      keyword: Schema.optional(Schema.String.check(Schema.isMaxLength(100))),
      sort: Schema.optional(Schema.Literals(["default", "sales", "priceAsc", "priceDesc"])),
      page: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
      size: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: PRODUCT_MAX_PAGE_SIZE }))),
    }),
    response: ProductPage,
    errors: [400],
    sharedRead: true,
  }),
  productDetail: endpoint({
    method: "GET",
    path: "/api/product/spu/{spuId}",
    access: "public",
    params: Schema.Struct({ spuId: IdFromString }),
    response: ProductDetail,
    errors: [400, 404],
    sharedRead: true,
  }),
  productSkus: endpoint({
    method: "GET",
    path: "/api/mall/product/{spuId}/skus",
    access: "public",
    params: Schema.Struct({ spuId: IdFromString }),
    response: ProductSkus,
    errors: [400, 404],
  }),
  /** The home page's 精选好物 block (domain/shell/home-blocks.ts): the best sellers. */
  homeProducts: endpoint({
    method: "GET",
    path: "/api/product/recommend",
    access: "public",
    response: HomeCards,
    errors: [],
  }),
} as const
