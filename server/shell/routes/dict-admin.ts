import type { AreaHandlers } from "../../core/http/handler.ts"
import { createDictEntry, deleteDictEntry, dictEntriesForEditing, dictList, updateDictEntry } from "../services/dict-admin.ts"

/**
 * The operator's dictionary editing. api/dictDetail/free is read from the rows on every call, so a
 * change shows at once; the site's read cache is emptied anyway, in case a cached read comes to
 * depend on a dictionary.
 */
export const dictAdminHandlers = {
  adminDicts: async (_input, { deps }) => dictList(deps.db),
  adminDictEntries: async ({ params }, { deps }) => dictEntriesForEditing(deps.db, params.id),
  adminDictEntryCreate: async ({ params, body }, { deps, user }) => {
    const entry = await createDictEntry(deps.db, user, params.id, body)
    deps.siteCache.clear()
    return entry
  },
  adminDictEntryUpdate: async ({ params, body }, { deps, user }) => {
    const entry = await updateDictEntry(deps.db, user, params.id, body)
    deps.siteCache.clear()
    return entry
  },
  adminDictEntryDelete: async ({ params }, { deps, user }) => {
    await deleteDictEntry(deps.db, user, params.id)
    deps.siteCache.clear()
    return { ok: true }
  },
} satisfies AreaHandlers
