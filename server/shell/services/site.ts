import { and, asc, count, eq } from "drizzle-orm"
import { API_MESSAGES } from "../../../domain/core/api-messages.ts"
import type { CategoryNode } from "../../../domain/shell/site-endpoints.ts"
import { buildSiteSettings, type SiteSettings } from "../../../domain/shell/site-config.ts"
import { pingDatabase, type Db } from "../../core/db/client.ts"
import type { AppDeps } from "../../core/deps.ts"
import { sanitizeRichText } from "../../html/sanitize.ts"
import { adverts, dictDetails, dicts, productCategories, siteConfigEntries, siteLinks } from "../tables.ts"
import { readSelectPage } from "../../core/db/read-page.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

/** The health answer: whether the database answers a query now, and which kind it is. */
export const siteHealth = async ({ db, database }: Pick<AppDeps, "db" | "database">) => {
  const ok = await pingDatabase(db)
  return { status: ok ? "ok" : "degraded", database: ok ? "ok" : "error", databaseKind: database.kind } as const
}

/** The site's settings from its configuration entries and links. */
export const siteSettings = async (db: Db): Promise<SiteSettings> => {
  const [entries, links] = await Promise.all([db.select().from(siteConfigEntries), db.select().from(siteLinks)])
  return buildSiteSettings(entries, links)
}

/** A static page's content by its key, its html cleaned on the way out (the browser cleans it again). */
export const advertByKey = async (db: Db, key: string): Promise<{ key: string; title: string; value: string }> => {
  const row = await rowOrNotFound(db, adverts, eq(adverts.key, key), API_MESSAGES.advertNotFound)
  return { key: row.key, title: row.title, value: sanitizeRichText(row.value) }
}

/** The product categories as a tree, in their order. */
export const productCategoryTree = async (db: Db): Promise<CategoryNode[]> => {
  const rows = await db.select().from(productCategories).orderBy(asc(productCategories.sort), asc(productCategories.catId))
  const build = (parent: number | null): CategoryNode[] =>
    rows
      .filter((row) => row.parentCid === parent)
      .map((row) => ({ catId: row.catId, name: row.name, parentCid: row.parentCid, icon: row.icon, children: build(row.catId) }))
  return build(null)
}

/** One page of a dictionary's enabled entries. */
export const dictEntries = async (
  db: Db,
  query: { readonly dictName: string; readonly page?: number | undefined; readonly size?: number | undefined },
): Promise<{ content: Array<{ value: string; label: string }>; totalElements: number }> => {
  const where = and(eq(dicts.name, query.dictName), eq(dictDetails.enabled, true))
  const { rows, totalElements } = await readSelectPage(
    query,
    9999,
    [asc(dictDetails.sort), asc(dictDetails.id)],
    db
      .select({ value: dictDetails.value, label: dictDetails.label })
      .from(dictDetails)
      .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
      .where(where)
      .$dynamic(),
    () => db.select({ n: count() }).from(dictDetails).innerJoin(dicts, eq(dicts.id, dictDetails.dictId)).where(where),
  )
  return { content: rows, totalElements }
}
