export * from "./unpaid.ts"
export * from "./order-number.ts"
export { ordersEndpoints } from "./endpoints.ts"
export * from "./mall-orders.ts"
