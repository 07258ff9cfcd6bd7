export * from "./unpaid.ts"
export { ordersEndpoints } from "./endpoints.ts"
