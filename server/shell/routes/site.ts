import { pingDatabase } from "../../core/db/client.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { advertByKey, dictEntries, productCategoryTree, siteSettings } from "../services/site.ts"

/** Site-wide data: health, settings, static page content, categories, dictionaries. */
export const siteHandlers = {
  health: async (_input, { deps }) => {
    const ok = await pingDatabase(deps.db)
    return { status: ok ? "ok" : "degraded", database: ok ? "ok" : "error", databaseKind: deps.database.kind }
  },

  systemConfig: async (_input, { deps }) => deps.siteCache.get("systemConfig", () => siteSettings(deps.db)),

  advert: async ({ query }, { deps }) => deps.siteCache.get(`advert:${query.key}`, () => advertByKey(deps.db, query.key)),

  productCategoryTree: async (_input, { deps }) => deps.siteCache.get("productCategoryTree", () => productCategoryTree(deps.db)),

  dictDetailFree: async ({ query }, { deps }) => dictEntries(deps.db, query),
} satisfies AreaHandlers
