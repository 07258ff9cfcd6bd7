/** The public face of ui/orders: what other areas and layers may use. */
import { lazyBlock } from "../components/lazy-block.tsx"

export { UnpaidOrdersList } from "./unpaid-orders-list.tsx"
export { ShopOrders } from "./shop-orders-page.tsx"

/**
 * 商品评价 for the product page: statistics, filters, reviews with likes; place it with the
 * product's spuId. Its code loads when it is first shown (e.g. when its tab is opened).
 */
export const ProductReviews = lazyBlock<{ readonly spuId: number }>(() => import("./parts/product-reviews.tsx").then((m) => m.ProductReviews), "正在加载评价…")

/** 问大家 for the product page: questions with answers, asking and answering; loads when first shown. */
export const ProductQuestions = lazyBlock<{ readonly spuId: number }>(() => import("./parts/product-questions.tsx").then((m) => m.ProductQuestions), "正在加载问答…")
