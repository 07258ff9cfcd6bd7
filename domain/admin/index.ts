export * from "./permissions.ts"
export * from "./audit.ts"
export * from "./review.ts"
export { adminEndpoints, AUDIT_PAGE_SIZE } from "./endpoints.ts"
