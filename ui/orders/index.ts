/** The public face of ui/orders: what other areas and layers may use. */
import { lazyBlock } from "../components/lazy-block.tsx"

/**
 * The member's unpaid orders with 去付款 and 取消订单, for the account cancellation page; its code
 * loads when it is shown, so that the product page, which takes its blocks from here too, does
 * not bring along its dialogs.
 */
export const UnpaidOrdersList = lazyBlock<{ readonly onChanged?: () => void }>(() => import("./unpaid-orders-list.tsx").then((m) => m.UnpaidOrdersList), "正在加载未付款订单…")

/**
 * 商品评价 for the product page: statistics, filters, reviews with likes; place it with the
 * product's spuId. Its code loads when it is first shown (e.g. when its tab is opened).
 */
export const ProductReviews = lazyBlock<{ readonly spuId: number }>(() => import("./parts/product-reviews.tsx").then((m) => m.ProductReviews), "正在加载评价…")

/** 问大家 for the product page: questions with answers, asking and answering; loads when first shown. */
export const ProductQuestions = lazyBlock<{ readonly spuId: number }>(() => import("./parts/product-questions.tsx").then((m) => m.ProductQuestions), "正在加载问答…")
