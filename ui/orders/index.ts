/** The public face of ui/orders: what other areas and layers may use. */
export { UnpaidOrdersList } from "./unpaid-orders-list.tsx"
export { ShopOrders } from "./shop-orders-page.tsx"
