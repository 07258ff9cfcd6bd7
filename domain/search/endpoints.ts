import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { SafeText } from "../core/validation/boundary.ts"
import { SiteSearchResult } from "./site-search.ts"

/**
 * 综合搜索 (spec 1 §2.2 /comprehensive): every area searched for one keyword. `m` is the
 * cache-buster of the search routes; the server ignores it. Path ours (docs/decisions.md,
 * "Site-wide search").
 */
export const searchEndpoints = {
  siteSearch: endpoint({
    method: "GET",
    path: "/api/search",
    access: "public",
    query: Schema.Struct({ keyword: SafeText(100), m: Schema.optional(SafeText(32)) }),
    response: SiteSearchResult,
    errors: [400],
  }),
} as const
