import type { AreaHandlers } from "../http/handler.ts"
import { memberAccountHandlers } from "./member/account.ts"
import { memberAddressHandlers } from "./member/addresses.ts"
import { memberFileHandlers } from "./member/files.ts"
import { memberPointsHandlers } from "./member/points.ts"
import { memberProfileHandlers } from "./member/profile.ts"
import { memberRealNameHandlers } from "./member/real-name.ts"

/** The member centre: see domain/api/endpoints/member.ts. */
export const memberHandlers = {
  ...memberProfileHandlers,
  ...memberRealNameHandlers,
  ...memberAddressHandlers,
  ...memberFileHandlers,
  ...memberPointsHandlers,
  ...memberAccountHandlers,
} satisfies AreaHandlers
