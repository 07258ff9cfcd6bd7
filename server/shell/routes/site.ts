import type { AreaHandlers } from "../../core/http/handler.ts"
import { advertByKey, dictEntries, productCategoryTree, siteHealth, siteSettings } from "../services/site.ts"

/** Site-wide data: health, settings, static page content, categories, dictionaries. */
export const siteHandlers = {
  health: (_input, { deps }) => siteHealth(deps),

  systemConfig: async (_input, { deps }) => deps.siteCache.get("systemConfig", () => siteSettings(deps.db)),

  advert: async ({ query }, { deps }) => deps.siteCache.get(`advert:${query.key}`, () => advertByKey(deps.db, query.key)),

  productCategoryTree: async (_input, { deps }) => deps.siteCache.get("productCategoryTree", () => productCategoryTree(deps.db)),

  dictDetailFree: async ({ query }, { deps }) => dictEntries(deps.db, query),
} satisfies AreaHandlers
