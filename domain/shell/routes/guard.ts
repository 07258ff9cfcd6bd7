/**
 * The route guard (spec 1 §2.1, spec 2 §2) as a pure function of the path and the session.
 */
import { isMakerCentrePath } from "../maker-centre-access.ts"
import { buildQuery } from "./query-string.ts"
import { FORBIDDEN_PATH, HOME_PATH, LOGIN_PATH, matchRoute, NOT_FOUND_PATH, splitPath, type RouteMatch } from "./route-table.ts"

/** What the guard needs to know about the visitor. */
export interface GuardSession {
  readonly loggedIn: boolean
  readonly roles: ReadonlyArray<string>
  /** Whether the member may enter the maker centre (mayEnterMakerCentre); false when not given. */
  readonly makerCentre?: boolean
}

export type GuardResult =
  | ({ readonly kind: "allow" } & RouteMatch)
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "notFound"; readonly to: string }

/** Paths under these prefixes need a logged-in user. */
const PROTECTED_PREFIXES: ReadonlyArray<string> = ["/account", "/product/payment/", "/product/comment"]
/**
 * These exact paths need a logged-in user: the cart and checkout, and the maker application with
 * its deposit payment (both act on the member's own account and balance).
 */
const PROTECTED_PATHS: ReadonlyArray<string> = [
  "/product/Cart",
  "/product/checkout",
  "/shopping/cart/checkout",
  "/micro/join",
  "/micro/payDeposit",
  "/micro/payDepositSuccess",
]

function underPrefix(pathname: string, prefix: string): boolean {
  if (prefix.endsWith("/")) return pathname.startsWith(prefix)
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/** Whether a logged-out visitor must sign in before opening the path. */
export function isProtectedPath(path: string): boolean {
  const pathname = splitPath(path).pathname
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname
  return PROTECTED_PATHS.includes(trimmed) || PROTECTED_PREFIXES.some((p) => underPrefix(pathname, p))
}

/** `/login?redirect=<full original path with its query, URI-encoded>`. */
export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}${buildQuery({ redirect: fullPath })}`
}

/**
 * Decides what opening `path` (pathname with optional query) leads to:
 * - logged out on a protected path: to /login with the original path as `redirect`;
 * - logged in on /login: to /;
 * - logged in on the maker centre without the right to enter it: to the forbidden page (/401);
 * - a route whose bare path forwards (e.g. /account): to its first page;
 * - a path of no route: not found (/404);
 * - otherwise the page, with its parameters.
 */
export function guardRoute(path: string, session: GuardSession): GuardResult {
  const { pathname } = splitPath(path)
  if (!session.loggedIn && isProtectedPath(path)) return { kind: "redirect", to: loginRedirect(path) }
  if (session.loggedIn && (pathname === LOGIN_PATH || pathname === `${LOGIN_PATH}/`)) {
    return { kind: "redirect", to: HOME_PATH }
  }
  if (session.loggedIn && session.makerCentre !== true && isMakerCentrePath(pathname)) return { kind: "redirect", to: FORBIDDEN_PATH }
  const match = matchRoute(path)
  if (match === null) return { kind: "notFound", to: NOT_FOUND_PATH }
  const redirect = match.route.meta.redirect
  if (redirect !== undefined) return { kind: "redirect", to: redirect }
  return { kind: "allow", ...match }
}

/** Where an HTTP status sends the user: 403 to /401 (forbidden page), 401 to /login. */
export function statusDestination(status: number): string | null {
  if (status === 403) return FORBIDDEN_PATH
  if (status === 401) return LOGIN_PATH
  return null
}
