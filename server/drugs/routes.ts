import type { AreaHandlers } from "../core/http/handler.ts"
import { leafletFor, searchLeaflets } from "./services/leaflets.ts"

/** Drug leaflets: see domain/drugs/endpoints.ts. */
export const drugsHandlers = {
  drugList: async ({ query }, { deps }) => searchLeaflets(deps.db, query),
  drugDetail: async ({ params }, { deps }) => leafletFor(deps.db, params.id),
} satisfies AreaHandlers
