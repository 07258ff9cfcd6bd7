/** The public face of ui/orders: what other areas and layers may use. */
import { createElement, lazy, Suspense } from "react"
import { LoadingState } from "../components/loading-state.tsx"

export { UnpaidOrdersList } from "./unpaid-orders-list.tsx"
export { ShopOrders } from "./shop-orders-page.tsx"

const LazyReviews = lazy(() => import("./parts/product-reviews.tsx").then((m) => ({ default: m.ProductReviews })))
const LazyQuestions = lazy(() => import("./parts/product-questions.tsx").then((m) => ({ default: m.ProductQuestions })))

/**
 * 商品评价 for the product page: statistics, filters, reviews with likes; place it with the
 * product's spuId. Its code loads when it is first shown (e.g. when its tab is opened).
 */
export const ProductReviews = (props: { readonly spuId: number }) =>
  createElement(Suspense, { fallback: createElement(LoadingState, { compact: true, label: "正在加载评价…" }) }, createElement(LazyReviews, props))

/** 问大家 for the product page: questions with answers, asking and answering; loads when first shown. */
export const ProductQuestions = (props: { readonly spuId: number }) =>
  createElement(Suspense, { fallback: createElement(LoadingState, { compact: true, label: "正在加载问答…" }) }, createElement(LazyQuestions, props))
