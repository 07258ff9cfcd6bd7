import type { AreaHandlers } from "../core/http/handler.ts"
import { siteSearch } from "./services/site-search.ts"

/** 综合搜索: see domain/search/endpoints.ts. */
export const searchHandlers = {
  siteSearch: async ({ query }, { deps }) => siteSearch(deps.db, query, deps.now()),
} satisfies AreaHandlers
