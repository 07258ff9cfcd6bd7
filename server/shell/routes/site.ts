import { and, asc, count, eq } from "drizzle-orm"
import { API_MESSAGES } from "../../../domain/core/api-messages.ts"
import type { CategoryNode } from "../../../domain/shell/site-endpoints.ts"
import { buildSiteSettings } from "../../../domain/shell/site-config.ts"
import { pingDatabase } from "../../core/db/client.ts"
import { adverts, dictDetails, dicts, productCategories, siteConfigEntries, siteLinks } from "../tables.ts"
import { notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { sanitizeRichText } from "../../html/sanitize.ts"

/** Site-wide data: health, settings, static page content, categories, dictionaries. */
export const siteHandlers = {
  health: async (_input, { deps }) => {
    const ok = await pingDatabase(deps.db)
    return { status: ok ? "ok" : "degraded", database: ok ? "ok" : "error", databaseKind: deps.database.kind }
  },

  systemConfig: async (_input, { deps }) =>
    deps.siteCache.get("systemConfig", async () => {
      const [entries, links] = await Promise.all([
        deps.db.select().from(siteConfigEntries),
        deps.db.select().from(siteLinks),
      ])
      return buildSiteSettings(entries, links)
    }),

  advert: async ({ query }, { deps }) =>
    deps.siteCache.get(`advert:${query.key}`, async () => {
      const [row] = await deps.db.select().from(adverts).where(eq(adverts.key, query.key))
      if (!row) throw notFound(API_MESSAGES.advertNotFound)
      // Stored html is cleaned on the way out too; the browser cleans it again before rendering.
      return { key: row.key, title: row.title, value: sanitizeRichText(row.value) }
    }),

  productCategoryTree: async (_input, { deps }) =>
    deps.siteCache.get("productCategoryTree", async () => {
    const rows = await deps.db
      .select()
      .from(productCategories)
      .orderBy(asc(productCategories.sort), asc(productCategories.catId))
    const build = (parent: number | null): CategoryNode[] =>
      rows
        .filter((row) => row.parentCid === parent)
        .map((row) => ({ catId: row.catId, name: row.name, parentCid: row.parentCid, icon: row.icon, children: build(row.catId) }))
    return build(null)
    }),

  dictDetailFree: async ({ query }, { deps }) => {
    const page = query.page ?? 0
    const size = query.size ?? 9999
    const where = and(eq(dicts.name, query.dictName))
    const [rows, [total]] = await Promise.all([
      deps.db
        .select({ value: dictDetails.value, label: dictDetails.label })
        .from(dictDetails)
        .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
        .where(where)
        .orderBy(asc(dictDetails.sort), asc(dictDetails.id))
        .limit(size)
        .offset(page * size),
      deps.db.select({ n: count() }).from(dictDetails).innerJoin(dicts, eq(dicts.id, dictDetails.dictId)).where(where),
    ])
    return { content: rows, totalElements: total?.n ?? 0 }
  },
} satisfies AreaHandlers
