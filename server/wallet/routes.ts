import type { AreaHandlers } from "../core/http/handler.ts"
import { walletAccountHandlers } from "./routes/account.ts"
import { walletPayHandlers } from "./routes/pay.ts"

/** The wallet (spec 2 §7 Account, payment password): see domain/wallet/endpoints.ts. */
export const walletHandlers = {
  ...walletAccountHandlers,
  ...walletPayHandlers,
} satisfies AreaHandlers
