import type { AreaHandlers } from "../../core/http/handler.ts"
import { listFootprints, recordFootprint, removeFootprints } from "../services/footprints.ts"

/** 我的足迹: see domain/member/endpoints/footprints.ts. */
export const memberFootprintHandlers = {
  footprintList: async ({ query }, { deps, user }) => listFootprints(deps.db, user.id, query, deps.now()),
  footprintRecord: async ({ body }, { deps, user }) => {
    await recordFootprint(deps.db, user.id, body, deps.now())
    return { recorded: true }
  },
  footprintRemove: async ({ body }, { deps, user }) => ({ removed: await removeFootprints(deps.db, user.id, body) }),
  footprintClear: async (_input, { deps, user }) => ({ removed: await removeFootprints(deps.db, user.id, null) }),
} satisfies AreaHandlers
