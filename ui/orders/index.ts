/** The public face of ui/orders: what other areas and layers may use. */
export { UnpaidOrdersList } from "./unpaid-orders-list.tsx"
export { ShopOrders } from "./shop-orders-page.tsx"
/** 商品评价 for the product page: statistics, filters, reviews with likes; place it with the product's spuId. */
export { ProductReviews } from "./parts/product-reviews.tsx"
/** 问大家 for the product page: questions with answers, asking and answering; place it with the product's spuId. */
export { ProductQuestions } from "./parts/product-questions.tsx"
