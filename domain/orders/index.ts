export * from "./unpaid.ts"
export { ordersEndpoints } from "./endpoints.ts"
export * from "./mall-orders.ts"
