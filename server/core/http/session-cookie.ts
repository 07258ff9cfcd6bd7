import type { IncomingMessage } from "node:http"
import type { Context } from "hono"
import { getConnInfo } from "@hono/node-server/conninfo"
import { deleteCookie, getCookie, setCookie } from "hono/cookie"
import { parse } from "hono/utils/cookie"
import { fromTrustedProxy } from "../client-address.ts"

/**
 * The session in the browser: the token travels in an HttpOnly cookie that page scripts cannot
 * read, set and cleared only by the server. Beside it a readable hint cookie without the token
 * tells the page that there is a session to restore (by asking /auth/info), so that a visitor's
 * page does not ask and get a 401. Both expire together: with remember-me when the token does,
 * otherwise with the browser session.
 */
export const TOKEN_COOKIE = "portal_token"
export const SESSION_HINT_COOKIE = "portal_session"

/** What tells where a request came from, read from a Hono request or a websocket upgrade. */
export interface RequestOrigin {
  readonly host: string | undefined
  readonly origin: string | undefined
  readonly fetchSite: string | undefined
  /** Whether the request reached the portal over HTTPS (directly or through a trusted proxy). */
  readonly https: boolean
}

/**
 * HTTPS: the connection's own scheme, or `X-Forwarded-Proto: https` sent by a configured trusted
 * proxy (TRUSTED_PROXIES, the same list the client address believes); any other sender's header
 * is ignored.
 */
export const isHttps = (direct: boolean, peer: string | undefined, forwardedProto: string | undefined, trustedProxies: readonly string[]): boolean =>
  direct || (forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https" && fromTrustedProxy(peer, trustedProxies))

const hostOf = (value: string, scheme: string): string | null => {
  try {
    return new URL(`${scheme}//${value}`).host
  } catch {
    return null
  }
}

/**
 * Whether a request comes from the portal's own pages: its `Origin` names this host (over
 * HTTPS when the request came over HTTPS), or, without an Origin, the browser's
 * `Sec-Fetch-Site` says same-origin. A request with neither is refused: every browser that may
 * hold the cookie sends one of them.
 */
export const isSameOrigin = (request: RequestOrigin): boolean => {
  if (request.origin !== undefined) {
    if (!request.host) return false
    let origin: URL
    try {
      origin = new URL(request.origin)
    } catch {
      return false
    }
    if (origin.protocol !== "https:" && (request.https || origin.protocol !== "http:")) return false
    return origin.host === hostOf(request.host, origin.protocol)
  }
  return request.fetchSite === "same-origin"
}

const peerOf = (c: Context): string | undefined => {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/** Whether a Hono request came over HTTPS. */
export const requestIsHttps = (c: Context, trustedProxies: readonly string[]): boolean =>
  isHttps(new URL(c.req.url).protocol === "https:", peerOf(c), c.req.header("x-forwarded-proto"), trustedProxies)

/** Where a Hono request came from. */
export const originOfRequest = (c: Context, trustedProxies: readonly string[]): RequestOrigin => ({
  host: c.req.header("host"),
  origin: c.req.header("origin"),
  fetchSite: c.req.header("sec-fetch-site"),
  https: requestIsHttps(c, trustedProxies),
})

/** Where a websocket upgrade came from. */
export const originOfUpgrade = (request: IncomingMessage, trustedProxies: readonly string[]): RequestOrigin => {
  const header = (name: string) => {
    const value = request.headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  const direct = (request.socket as { encrypted?: boolean }).encrypted === true
  return {
    host: header("host"),
    origin: header("origin"),
    fetchSite: header("sec-fetch-site"),
    https: isHttps(direct, request.socket.remoteAddress, header("x-forwarded-proto"), trustedProxies),
  }
}

/** The token of the cookie of a Hono request, when it has one. */
export const cookieToken = (c: Context): string | null => getCookie(c, TOKEN_COOKIE) || null

/** The token of the cookie of a Node request (a websocket upgrade, a visitor's front copy), when it has one. */
export const incomingCookieToken = (request: IncomingMessage): string | null => {
  const header = request.headers.cookie
  if (!header) return null
  return parse(header, TOKEN_COOKIE)[TOKEN_COOKIE] || null
}

/**
 * Sets the session's cookies on the answer to a sign-in: HttpOnly token, readable hint,
 * SameSite=Lax, Path=/, Secure over HTTPS; `expiresAt` for a remembered login, otherwise cookies
 * of the browser session.
 */
export const setSessionCookies = (c: Context, token: string, expiresAt: Date | null, https: boolean): void => {
  const common = { path: "/", sameSite: "Lax", secure: https, ...(expiresAt ? { expires: expiresAt } : {}) } as const
  setCookie(c, TOKEN_COOKIE, token, { ...common, httpOnly: true })
  setCookie(c, SESSION_HINT_COOKIE, "1", common)
}

/** Clears both cookies (logout, a revoked or invalid token). */
export const clearSessionCookies = (c: Context, https: boolean): void => {
  deleteCookie(c, TOKEN_COOKIE, { path: "/", sameSite: "Lax", secure: https, httpOnly: true })
  deleteCookie(c, SESSION_HINT_COOKIE, { path: "/", sameSite: "Lax", secure: https })
}
