import { memberAccountEndpoints } from "./member/account.ts"
import { memberAddressEndpoints } from "./member/addresses.ts"
import { memberFileEndpoints } from "./member/files.ts"
import { memberPointsEndpoints } from "./member/points.ts"
import { memberProfileEndpoints } from "./member/profile.ts"

/**
 * The member centre (spec 1 §2.2 user centre, §3, §4; spec 2 §3-§9): profile and security,
 * real-name certification and its review, addresses, uploads, sign-in, prize draw, points
 * gifts, favourites, promotion, feedback, invoices, closing the account or the shop.
 */
export const memberEndpoints = {
  ...memberProfileEndpoints,
  ...memberAddressEndpoints,
  ...memberFileEndpoints,
  ...memberPointsEndpoints,
  ...memberAccountEndpoints,
} as const
