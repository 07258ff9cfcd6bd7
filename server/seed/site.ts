import type { Tx } from "../core/db/client.ts"
import { adverts, dictDetails, dicts, productCategories, siteConfigEntries, siteLinks } from "../shell/tables.ts"
import { advertPages, dictionarySeed, footerLinkGroups, hotKeywords, productCategorySeed, siteSettings } from "./advert-pages.ts"
import { advertForPath } from "./advert-keys.ts"
import type { SeedSet } from "./seed-sets.ts"

/** What the portal needs to run at all: settings, footer, static pages, categories, dictionaries. */
export const siteSeed: SeedSet = {
  name: "site",
  demo: false,
  async apply(tx: Tx) {
    await tx.insert(siteConfigEntries).values([
      ...siteSettings,
      { group: "website", key: "searchHotKeywords", value: JSON.stringify(hotKeywords) },
    ])

    let sort = 0
    for (const group of footerLinkGroups) {
      const [heading] = await tx
        .insert(siteLinks)
        .values({ group: group.group, parentId: null, title: group.title, href: "", sort: sort++ })
        .returning({ id: siteLinks.id })
      if (!heading) continue
      await tx.insert(siteLinks).values(
        group.links.map((link, index) => ({
          group: group.group,
          parentId: heading.id,
          title: link.title,
          href: link.href,
          blankTarget: link.blankTarget ?? false,
          sort: index,
        })),
      )
    }

    await tx.insert(adverts).values(
      advertPages.map((page) => ({ ...advertForPath(page.path), value: page.html })),
    )

    let categorySort = 0
    const insertCategory = async (name: string, parentCid: number | null) => {
      const [row] = await tx
        .insert(productCategories)
        .values({ name, parentCid, sort: categorySort++ })
        .returning({ catId: productCategories.catId })
      if (!row) throw new Error(`category ${name} not stored`)
      return row.catId
    }
    for (const top of productCategorySeed) {
      const topId = await insertCategory(top.name, null)
      for (const child of top.children) {
        const childId = await insertCategory(child.name, topId)
        for (const leaf of child.children ?? []) await insertCategory(leaf, childId)
      }
    }

    for (const dict of dictionarySeed) {
      const [row] = await tx.insert(dicts).values({ name: dict.name, description: dict.description }).returning({ id: dicts.id })
      if (!row) continue
      await tx.insert(dictDetails).values(dict.details.map((d, index) => ({ dictId: row.id, label: d.label, value: d.value, sort: index })))
    }
  },
}
