import { asc, eq, sql } from "drizzle-orm"
import { API_MESSAGES } from "../../../domain/core/api-messages.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { SITE_ADMIN_MESSAGES, type AdminSiteLink, type SiteLinkInput, type SiteSettingsInput } from "../../../domain/shell/site-admin-endpoints.ts"
import type { ChannelTilesInput, HomeBannersInput } from "../../../domain/shell/home-setting-schemas.ts"
import type { ChannelTile } from "../../../domain/shell/channel-tiles.ts"
import { inSortOrder } from "../../../domain/shell/home-list-rules.ts"
import { HOME_BANNER_MESSAGES, type HomeBanner } from "../../../domain/shell/home-banners.ts"
import { isSearchType } from "../../../domain/shell/search-history.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import type { FileOwnership } from "../../core/deps.ts"
import { recordAudit, type AuditActor } from "../../admin/index.ts"
import { sanitizeRichText } from "../../html/sanitize.ts"
import { adverts, siteConfigEntries, siteLinks } from "../tables.ts"
import { siteSettings } from "./site.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

/**
 * The operator's changes to the site: settings, footer links, static pages. Each runs in one
 * transaction with its audit record; the caller empties the site's read cache afterwards.
 */

/** The settings group the operator edits: the later of the two the portal shows, so its values win. */
const EDITED_GROUP = "website"

/** The editable settings and every footer link row (hidden ones too). */
export const siteConfigForEditing = async (db: Db): Promise<{ settings: SiteSettingsInput; links: AdminSiteLink[]; channelTiles: ChannelTile[]; homeBanners: HomeBanner[] }> => {
  const [settings, links] = await Promise.all([siteSettings(db), db.select().from(siteLinks).orderBy(asc(siteLinks.sort), asc(siteLinks.id))])
  return {
    settings: {
      title: settings.title,
      logoImage: settings.logoImage,
      caseNumber: settings.caseNumber,
      timeout: settings.timeout,
      searchHotKeywords: settings.searchHotKeywords.map((k) => ({ title: k.title, type: isSearchType(k.type) ? k.type : "comprehensive" })),
    },
    links: links.filter((row) => row.group === "webuser" || row.group === "website"),
    channelTiles: settings.channelTiles.slice(),
    homeBanners: settings.homeBanners.slice(),
  }
}

const setEntry = (tx: Tx, key: string, value: string) =>
  tx
    .insert(siteConfigEntries)
    .values({ group: EDITED_GROUP, key, value })
    .onConflictDoUpdate({ target: [siteConfigEntries.group, siteConfigEntries.key], set: { value, updatedAt: sql`now()` } })

export const saveSiteSettings = async (db: Db, actor: AuditActor, input: SiteSettingsInput): Promise<void> => {
  const before = (await siteConfigForEditing(db)).settings
  await db.transaction(async (tx) => {
    await setEntry(tx, "title", input.title)
    await setEntry(tx, "logoImage", input.logoImage)
    await setEntry(tx, "caseNumber", input.caseNumber)
    await setEntry(tx, "timeout", String(input.timeout))
    await setEntry(tx, "searchHotKeywords", JSON.stringify(input.searchHotKeywords))
    await recordAudit(tx, actor, { action: "site.config", target: "站点配置", before, after: input })
  })
}

/** Replaces the channel tiles; the list is stored in its order (sorts equal keep it). */
export const saveChannelTiles = async (db: Db, actor: AuditActor, input: ChannelTilesInput): Promise<void> => {
  const before = (await siteSettings(db)).channelTiles
  const tiles = inSortOrder(input.tiles.map((tile) => ({ ...tile, title: tile.title.trim(), text: tile.text.trim() })))
  await db.transaction(async (tx) => {
    await setEntry(tx, "channelTiles", JSON.stringify(tiles))
    await recordAudit(tx, actor, { action: "site.channels", target: "首页频道导航", before, after: tiles })
  })
}

/**
 * Replaces the home banners. A picture is a site picture or one the operator uploaded: an
 * administrator cannot put a member's upload on the home page by its address.
 */
export const saveHomeBanners = async (db: Db, files: FileOwnership, actor: AuditActor, input: HomeBannersInput): Promise<void> => {
  for (const banner of input.banners)
    if (banner.image.startsWith("/files/") && !(await files.owns(actor.id, banner.image))) throw badRequest(HOME_BANNER_MESSAGES.notOwnImage)
  const before = (await siteSettings(db)).homeBanners
  const banners = inSortOrder(input.banners.map((banner) => ({ ...banner, title: banner.title.trim(), href: banner.href.trim() })))
  await db.transaction(async (tx) => {
    await setEntry(tx, "homeBanners", JSON.stringify(banners))
    await recordAudit(tx, actor, { action: "site.banners", target: "首页轮播图", before, after: banners })
  })
}

const linkById = async (tx: Tx, id: number) => {
  const [row] = await tx.select().from(siteLinks).where(eq(siteLinks.id, id))
  return row
}

/** The group of a new or moved row: its heading's group, or the edited group for a new heading. */
const groupFor = async (tx: Tx, parentId: number | null): Promise<string> => {
  if (parentId === null) return EDITED_GROUP
  const parent = await linkById(tx, parentId)
  if (!parent || parent.parentId !== null) throw notFound(SITE_ADMIN_MESSAGES.noSuchParent)
  return parent.group
}

export const createSiteLink = async (db: Db, actor: AuditActor, input: SiteLinkInput): Promise<AdminSiteLink> =>
  db.transaction(async (tx) => {
    const group = await groupFor(tx, input.parentId)
    const [row] = await tx.insert(siteLinks).values({ ...input, group }).returning()
    if (!row) throw new Error("link not stored")
    await recordAudit(tx, actor, { action: "site.link.create", target: `页脚链接 ${row.title}`, after: row })
    return row
  })

export const updateSiteLink = async (db: Db, actor: AuditActor, id: number, input: SiteLinkInput): Promise<AdminSiteLink> =>
  db.transaction(async (tx) => {
    const before = await linkById(tx, id)
    if (!before) throw notFound(API_MESSAGES.notFound)
    // A heading stays a heading and a link stays a link: moving a link to another group is allowed.
    const parentId = before.parentId === null ? null : input.parentId
    if (before.parentId !== null && parentId === null) throw notFound(SITE_ADMIN_MESSAGES.noSuchParent)
    const group = await groupFor(tx, parentId)
    const [row] = await tx.update(siteLinks).set({ ...input, parentId, group }).where(eq(siteLinks.id, id)).returning()
    if (!row) throw notFound(API_MESSAGES.notFound)
    await recordAudit(tx, actor, { action: "site.link.update", target: `页脚链接 ${row.title}`, before, after: row })
    return row
  })

export const deleteSiteLink = async (db: Db, actor: AuditActor, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    const before = await linkById(tx, id)
    if (!before) throw notFound(API_MESSAGES.notFound)
    const children = await tx.select({ id: siteLinks.id }).from(siteLinks).where(eq(siteLinks.parentId, id)).limit(1)
    if (children.length > 0) throw conflict(SITE_ADMIN_MESSAGES.groupNotEmpty)
    await tx.delete(siteLinks).where(eq(siteLinks.id, id))
    await recordAudit(tx, actor, { action: "site.link.delete", target: `页脚链接 ${before.title}`, before })
  })

export const advertList = async (db: Db) =>
  (await db.select({ key: adverts.key, title: adverts.title, updatedAt: adverts.updatedAt }).from(adverts).orderBy(asc(adverts.key))).map((row) => ({
    ...row,
    updatedAt: row.updatedAt.toISOString(),
  }))

export const advertForEditing = async (db: Db, key: string) => {
  const [row] = await db.select({ key: adverts.key, title: adverts.title, value: adverts.value }).from(adverts).where(eq(adverts.key, key))
  if (!row) throw notFound(API_MESSAGES.advertNotFound)
  return row
}

/** Saves a static page: its html goes through the same sanitizer as members' articles. */
export const saveAdvert = async (db: Db, actor: AuditActor, key: string, input: { readonly title: string; readonly value: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const before = await rowOrNotFound(tx, adverts, eq(adverts.key, key), API_MESSAGES.advertNotFound)
    const value = sanitizeRichText(input.value)
    await tx.update(adverts).set({ title: input.title, value, updatedAt: sql`now()` }).where(eq(adverts.key, key))
    await recordAudit(tx, actor, { action: "site.advert", target: `单页 ${key}`, before: { title: before.title, value: before.value }, after: { title: input.title, value } })
  })
