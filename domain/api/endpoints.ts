import { accountEndpoints } from "./endpoints/account.ts"
import { chatEndpoints } from "./endpoints/chat.ts"
import { coursesEndpoints } from "./endpoints/courses.ts"
import { friendsEndpoints } from "./endpoints/friends.ts"
import { memberEndpoints } from "./endpoints/member.ts"
import { productsEndpoints } from "./endpoints/products.ts"
import { newsEndpoints } from "./endpoints/news.ts"
import { sessionEndpoints } from "./endpoints/session.ts"
import { shellEndpoints } from "./endpoints/shell.ts"
import { siteEndpoints } from "./endpoints/site.ts"
import { walletEndpoints } from "./endpoints/wallet.ts"

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
  ...memberEndpoints,
  ...productsEndpoints,
  ...newsEndpoints,
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
