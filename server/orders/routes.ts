import type { AreaHandlers } from "../core/http/handler.ts"
import { cancelUnpaid, listUnpaid } from "./services/unpaid-orders.ts"

/** Unpaid orders: see domain/orders/endpoints.ts. */
export const ordersHandlers = {
  unpaidOrders: async (_input, { deps, user }) => listUnpaid(deps.db, user.id, deps.now()),

  unpaidOrderCancel: async ({ body }, { deps, user }) => {
    await cancelUnpaid(deps.db, user.id, body.kind, body.id)
    return { cancelled: true }
  },
} satisfies AreaHandlers
