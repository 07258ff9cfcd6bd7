/** The public face of domain/maker. */
export * from "./rules.ts"
export * from "./entities.ts"
export { makerEndpoints } from "./endpoints.ts"
