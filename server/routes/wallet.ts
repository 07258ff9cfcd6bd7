import type { AreaHandlers } from "../http/handler.ts"
import { walletAccountHandlers } from "./wallet/account.ts"
import { walletPayHandlers } from "./wallet/pay.ts"

/** The wallet (spec 2 §7 Account, payment password): see domain/api/endpoints/wallet.ts. */
export const walletHandlers = {
  ...walletAccountHandlers,
  ...walletPayHandlers,
} satisfies AreaHandlers
