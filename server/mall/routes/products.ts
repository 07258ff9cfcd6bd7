import { normalizeProductKeyword, PRODUCT_MESSAGES } from "../../../domain/mall/catalog.ts"
import { notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { registerFavoriteTarget } from "../../member/services/favorite-targets.ts"
import { homeProducts, listProducts, productDetail, productFavoriteTarget } from "../services/catalog.ts"

// Members save on-shelf products as favourites (/account/collection).
registerFavoriteTarget("product", productFavoriteTarget)

/** The product catalogue: see domain/mall/product-endpoints.ts. */
export const productsHandlers = {
  productList: async ({ query }, { deps }) => listProducts(deps.db, { ...query, keyword: normalizeProductKeyword(query.keyword) || undefined }),

  productDetail: async ({ params }, { deps }) => {
    const detail = await productDetail(deps.db, params.spuId)
    if (!detail) throw notFound(PRODUCT_MESSAGES.notFound)
    return detail
  },

  homeProducts: async (_input, { deps }) => homeProducts(deps.db),
} satisfies AreaHandlers
