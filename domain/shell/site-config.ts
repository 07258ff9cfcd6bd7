import { Schema } from "effect"
import { ChannelTile, HomeBanner, parseChannelTiles, parseHomeBanners } from "./home-setting-schemas.ts"

/**
 * Site configuration (spec 1 §3). The server keeps settings and footer links by
 * group; the portal shows the webuser and website groups merged into one set of
 * settings and one link tree, and never the webshop or websys groups, which
 * belong to the merchant and system back-offices.
 */

const SHOWN_CONFIG_GROUPS = ["webuser", "website"] as const

const SiteLink = Schema.Struct({
  title: Schema.String,
  href: Schema.String,
  show: Schema.Boolean,
  blankTarget: Schema.Boolean,
})
export type SiteLink = typeof SiteLink.Type

export const SiteLinkGroup = Schema.Struct({
  title: Schema.String,
  children: Schema.Array(SiteLink),
})
export type SiteLinkGroup = typeof SiteLinkGroup.Type

const HotKeyword = Schema.Struct({ title: Schema.String, type: Schema.String })
export type HotKeyword = typeof HotKeyword.Type

export const SiteSettings = Schema.Struct({
  title: Schema.String,
  logoImage: Schema.String,
  caseNumber: Schema.String,
  timeout: Schema.Number,
  links: Schema.Array(SiteLinkGroup),
  searchHotKeywords: Schema.Array(HotKeyword),
  /** The home page's channel tiles in order, hidden ones with show false (./channel-tiles.ts). */
  channelTiles: Schema.Array(ChannelTile),
  /** The home page's banners in order, hidden ones with show false (./home-banners.ts). */
  homeBanners: Schema.Array(HomeBanner),
  /** Every other setting of the shown groups, by key (values as stored). */
  extra: Schema.Record(Schema.String, Schema.String),
})
export type SiteSettings = typeof SiteSettings.Type

/** One stored setting. `value` is text; `timeout` holds milliseconds, `searchHotKeywords` JSON. */
export interface ConfigEntry {
  readonly group: string
  readonly key: string
  readonly value: string
}

/** One stored link row; a row with no parent is a group heading. */
export interface LinkRow {
  readonly id: number
  readonly group: string
  readonly parentId: number | null
  readonly title: string
  readonly href: string
  readonly show: boolean
  readonly blankTarget: boolean
  readonly sort: number
}

export const DEFAULT_SITE_TIMEOUT_MS = 1_200_000

const isShown = (group: string): boolean => (SHOWN_CONFIG_GROUPS as readonly string[]).includes(group)

const parseHotKeywords = (text: string): HotKeyword[] => {
  try {
    const parsed: unknown = JSON.parse(text)
    return Schema.decodeUnknownSync(Schema.Array(HotKeyword))(parsed).slice()
  } catch {
    return []
  }
}

const bySort = (a: LinkRow, b: LinkRow) => a.sort - b.sort || a.id - b.id

/** Builds the link tree: headings in sort order, each with its visible children. */
export const buildLinkTree = (rows: readonly LinkRow[]): SiteLinkGroup[] => {
  const shown = rows.filter((row) => isShown(row.group))
  return shown
    .filter((row) => row.parentId === null)
    .sort(bySort)
    .map((heading) => ({
      title: heading.title,
      children: shown
        .filter((row) => row.parentId === heading.id)
        .sort(bySort)
        .map(({ title, href, show, blankTarget }) => ({ title, href, show, blankTarget })),
    }))
}

/**
 * Merges the shown groups into one settings object. When both groups set the
 * same key, website wins over webuser (it is the later, site-wide group).
 */
export const buildSiteSettings = (entries: readonly ConfigEntry[], links: readonly LinkRow[]): SiteSettings => {
  const merged = new Map<string, string>()
  for (const group of SHOWN_CONFIG_GROUPS) {
    for (const entry of entries) if (entry.group === group) merged.set(entry.key, entry.value)
  }
  const take = (key: string): string | undefined => {
    const value = merged.get(key)
    merged.delete(key)
    return value
  }
  const timeout = Number(take("timeout"))
  const settings: SiteSettings = {
    title: take("title") ?? "",
    logoImage: take("logoImage") ?? "",
    caseNumber: take("caseNumber") ?? "",
    timeout: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_SITE_TIMEOUT_MS,
    searchHotKeywords: parseHotKeywords(take("searchHotKeywords") ?? "[]"),
    links: buildLinkTree(links),
    channelTiles: parseChannelTiles(take("channelTiles")),
    homeBanners: parseHomeBanners(take("homeBanners")),
    extra: Object.fromEntries(merged),
  }
  return settings
}
