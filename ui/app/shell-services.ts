import { localChoice } from "../../adapters/storage/local-choice.ts"
import { createSearchHistoryStore, type KeyValueStorage } from "../../adapters/storage/search-history-store.ts"
import { hasSessionHint } from "../../adapters/storage/session-hint.ts"
import type { EndpointName } from "../../domain/api/endpoints.ts"
import { isMobileSiteChoice } from "../../domain/shell/mobile-site.ts"
import { api } from "./services.ts"

/**
 * Adapters the portal shell hands to its views (the shell's part of the composition root).
 */

const browserStorage = (): KeyValueStorage | null => {
  try {
    return typeof localStorage === "undefined" ? null : localStorage
  } catch {
    return null
  }
}

export const searchHistory = createSearchHistoryStore(browserStorage())

/** Whether this browser was already sent to the mobile site, or chose to stay. */
export const mobileSiteChoice = localChoice(browserStorage(), "portal.mobileSite", isMobileSiteChoice)

/**
 * The session token for the cross-site login frame and /iframe, the one place a page script sees
 * it: asked of the server with the HttpOnly cookie (GET /api/auth/frameToken, same-origin only,
 * never cached) when the frame asks, and never kept. Null for a visitor or when the call fails.
 */
export const loadFrameToken = async (): Promise<string | null> => {
  if (!hasSessionHint()) return null
  try {
    return (await api.call("frameToken", undefined, { silent: true, ignoreUnauthorized: true })).token
  } catch {
    return null
  }
}

/**
 * Calls an endpoint by a name that may not be in the endpoint table yet (the home page's
 * recommendation blocks, which their areas add). Resolves `undefined` when there is no such
 * endpoint or the call fails; failures are not shown to the visitor.
 */
export async function callIfPresent(name: string): Promise<unknown> {
  // The table loads apart from the first page's code (see adapters/api/client.ts).
  const { hasEndpoint } = await import("../../adapters/api/endpoint-table.ts")
  if (!hasEndpoint(name)) return undefined
  try {
    // A call by a name known only at run time: typed as such, not against every endpoint at once.
    const callByName = api.call as (name: EndpointName, input: undefined, options: { silent: boolean }) => Promise<unknown>
    return await callByName(name as EndpointName, undefined, { silent: true })
  } catch {
    return undefined
  }
}
