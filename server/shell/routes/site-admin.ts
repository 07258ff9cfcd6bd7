import type { AreaHandlers } from "../../core/http/handler.ts"
import { advertForEditing, advertList, createSiteLink, deleteSiteLink, saveAdvert, saveChannelTiles, saveHomeBanners, saveSiteSettings, siteConfigForEditing, updateSiteLink } from "../services/site-admin.ts"

/** The operator's site editing; each change empties the site's read cache so the portal shows it at once. */
export const siteAdminHandlers = {
  adminSiteConfig: async (_input, { deps }) => siteConfigForEditing(deps.db),
  adminSiteConfigSave: async ({ body }, { deps, user }) => {
    await saveSiteSettings(deps.db, user, body)
    deps.siteCache.clear()
    return { ok: true }
  },
  adminSiteChannelsSave: async ({ body }, { deps, user }) => {
    await saveChannelTiles(deps.db, user, body)
    deps.siteCache.clear()
    return { ok: true }
  },
  adminSiteBannersSave: async ({ body }, { deps, user }) => {
    await saveHomeBanners(deps.db, deps.files, user, body)
    deps.siteCache.clear()
    return { ok: true }
  },
  adminSiteLinkCreate: async ({ body }, { deps, user }) => {
    const link = await createSiteLink(deps.db, user, body)
    deps.siteCache.clear()
    return link
  },
  adminSiteLinkUpdate: async ({ params, body }, { deps, user }) => {
    const link = await updateSiteLink(deps.db, user, params.id, body)
    deps.siteCache.clear()
    return link
  },
  adminSiteLinkDelete: async ({ params }, { deps, user }) => {
    await deleteSiteLink(deps.db, user, params.id)
    deps.siteCache.clear()
    return { ok: true }
  },
  adminAdverts: async (_input, { deps }) => advertList(deps.db),
  adminAdvert: async ({ params }, { deps }) => advertForEditing(deps.db, params.key),
  adminAdvertSave: async ({ params, body }, { deps, user }) => {
    await saveAdvert(deps.db, user, params.key, body)
    deps.siteCache.clear()
    return { ok: true }
  },
} satisfies AreaHandlers
