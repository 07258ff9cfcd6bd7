import { fromPromise } from "xstate"
import { unpaidOrdersMachine } from "../../machines/orders/unpaid-orders.machine.ts"
import { api } from "./services.ts"

/** The member's unpaid orders wired to the request client; refusals show in the list. */
export const wiredUnpaidOrdersMachine = unpaidOrdersMachine.provide({
  actors: {
    loadOrders: fromPromise(() => api.call("unpaidOrders", undefined, { silent: true })),
    cancelOrder: fromPromise(({ input }) => api.call("unpaidOrderCancel", { body: input }, { silent: true })),
  },
})
