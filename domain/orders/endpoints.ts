import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { UnpaidOrder, UnpaidOrderKind } from "./unpaid.ts"

/** The member's unpaid orders of every kind, and cancelling one. */
export const ordersEndpoints = {
  unpaidOrders: endpoint({
    method: "GET",
    path: "/api/account/orders/unpaid",
    access: "member",
    response: Schema.Array(UnpaidOrder),
    errors: [],
  }),
  unpaidOrderCancel: endpoint({
    method: "POST",
    path: "/api/account/orders/unpaid/cancel",
    access: "member",
    body: Schema.Struct({ kind: UnpaidOrderKind, id: Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0)) }),
    response: Schema.Struct({ cancelled: Schema.Boolean }),
    errors: [400, 404, 409],
  }),
} as const
