import { endpoint } from "../core/endpoint.ts"
import { AccountGrade } from "./entities/wallet.ts"

/** The grade schema lives with the wallet's entities; importers of this module keep it. */
export { AccountGrade }

/** The member's grade (spec 1 §3, spec 2 §3): label, VIP amount, days of VIP left, maker flag. */
export const accountEndpoints = {
  accountGrade: endpoint({
    method: "GET",
    path: "/api/Account/account/grade",
    access: "member",
    response: AccountGrade,
    errors: [],
  }),
} as const
