import { accountEndpoints } from "../wallet/account-endpoints.ts"
import { chatEndpoints } from "../chat/endpoints.ts"
import { coursesEndpoints } from "../courses/endpoints.ts"
import { makerCourseEndpoints } from "../courses/maker-endpoints.ts"
import { friendsEndpoints } from "../chat/friend-endpoints.ts"
import { memberEndpoints } from "../member/endpoints.ts"
import { productsEndpoints } from "../mall/product-endpoints.ts"
import { newsEndpoints } from "../news/endpoints.ts"
import { sessionEndpoints } from "../session/endpoints.ts"
import { shellEndpoints } from "../shell/endpoints.ts"
import { siteEndpoints } from "../shell/site-endpoints.ts"
import { walletEndpoints } from "../wallet/endpoints.ts"
import { mallEndpoints } from "../mall/endpoints.ts"
import { ordersEndpoints } from "../orders/endpoints.ts"
import { communityEndpoints } from "../community/endpoints.ts"
import { drugsEndpoints } from "../drugs/endpoints.ts"
import { noticesEndpoints } from "../notices/endpoints.ts"
import { shopOpeningEndpoints } from "../mall/shop-opening-endpoints.ts"
import { searchEndpoints } from "../search/endpoints.ts"
import { adminEndpoints } from "../admin/index.ts"
import { siteAdminEndpoints } from "../shell/site-admin-endpoints.ts"
import { dictAdminEndpoints } from "../shell/dict-admin-endpoints.ts"
import { merchantEndpoints } from "../merchant/endpoints.ts"
import { makerEndpoints } from "../maker/endpoints.ts"

/**
 * The endpoint table: every call of the portal once, gathered from one module
 * per area. The server must register a handler for each entry (a type check
 * fails otherwise) and the browser client derives its calls from the same entries.
 */
export const endpoints = {
  ...siteEndpoints,
  ...sessionEndpoints,
  ...shellEndpoints,
  ...accountEndpoints,
  ...walletEndpoints,
  ...friendsEndpoints,
  ...chatEndpoints,
  ...coursesEndpoints,
  ...makerCourseEndpoints,
  ...memberEndpoints,
  ...productsEndpoints,
  ...newsEndpoints,
  ...mallEndpoints,
  ...ordersEndpoints,
  ...communityEndpoints,
  ...drugsEndpoints,
  ...noticesEndpoints,
  ...searchEndpoints,
  ...siteAdminEndpoints,
  ...dictAdminEndpoints,
  ...adminEndpoints,
  ...shopOpeningEndpoints,
  ...merchantEndpoints,
  ...makerEndpoints,
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
