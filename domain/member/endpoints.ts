import { memberAccountEndpoints } from "./endpoints/account.ts"
import { memberAddressEndpoints } from "./endpoints/addresses.ts"
import { memberFileEndpoints } from "./endpoints/files.ts"
import { memberUploadSessionEndpoints } from "./endpoints/upload-sessions.ts"
import { memberFootprintEndpoints } from "./endpoints/footprints.ts"
import { memberPointsEndpoints } from "./endpoints/points.ts"
import { memberProfileEndpoints } from "./endpoints/profile.ts"

/**
 * The member centre (spec 1 §2.2 user centre, §3, §4; spec 2 §3-§9): profile and security,
 * real-name certification and its review, addresses, uploads, sign-in, prize draw, points
 * gifts, favourites, footprints, promotion, feedback, invoices, closing the account or the shop.
 */
export const memberEndpoints = {
  ...memberProfileEndpoints,
  ...memberAddressEndpoints,
  ...memberFileEndpoints,
  ...memberUploadSessionEndpoints,
  ...memberPointsEndpoints,
  ...memberAccountEndpoints,
  ...memberFootprintEndpoints,
} as const
