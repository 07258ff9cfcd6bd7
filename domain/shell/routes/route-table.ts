/**
 * The route table: every page of the portal as data (spec 1 §2.2, spec 2 §2). The view layer
 * maps each record's `area` to its lazily loaded page; the guard and document titles read it.
 */
import { MAIN_ROUTES } from "./main-routes.ts"
import { MAKER_ROUTES } from "./maker-routes.ts"
import { compilePattern, matchPattern, type CompiledPattern, type RouteRecord } from "./route.ts"
import { STANDALONE_ROUTES } from "./standalone-routes.ts"
import { STATIC_ROUTES } from "./static-routes.ts"

export const ROUTES: ReadonlyArray<RouteRecord> = [
  ...MAIN_ROUTES,
  ...STANDALONE_ROUTES,
  ...STATIC_ROUTES,
  ...MAKER_ROUTES,
]

export const NOT_FOUND_PATH = "/404"
export const FORBIDDEN_PATH = "/401"
export const LOGIN_PATH = "/login"
export const HOME_PATH = "/"

const BY_PATH: ReadonlyMap<string, RouteRecord> = new Map(ROUTES.map((r) => [r.path, r]))

// Patterns without parameters are tried before those with, so a fixed page always wins.
const COMPILED: ReadonlyArray<readonly [RouteRecord, CompiledPattern]> = [...ROUTES]
  .sort((a, b) => Number(a.path.includes(":")) - Number(b.path.includes(":")))
  .map((r) => [r, compilePattern(r.path)])

/** The record of a pattern exactly as written in the table. */
export function routeByPath(pattern: string): RouteRecord | undefined {
  return BY_PATH.get(pattern)
}

export interface RouteMatch {
  readonly route: RouteRecord
  readonly params: Readonly<Record<string, string>>
}

/** Finds the page for a path (query and hash are ignored; a trailing slash is allowed). */
export function matchRoute(path: string): RouteMatch | null {
  const pathname = splitPath(path).pathname
  for (const [route, compiled] of COMPILED) {
    const params = matchPattern(compiled, pathname)
    if (params !== null) return { route, params }
  }
  return null
}

/** Splits `/a/b?x=1#h` into pathname `/a/b` and the rest `?x=1#h`. */
export function splitPath(path: string): { readonly pathname: string; readonly search: string } {
  const cut = path.search(/[?#]/)
  return cut < 0 ? { pathname: path, search: "" } : { pathname: path.slice(0, cut), search: path.slice(cut) }
}

/** Child routes of a nested view, in table order. */
export function childRoutes(parentPattern: string): ReadonlyArray<RouteRecord> {
  return ROUTES.filter((r) => r.parent === parentPattern)
}

/** Document title of a page: `<route title> - <site title>`, or the route title alone. */
export function documentTitle(route: Pick<RouteRecord, "title">, siteTitle?: string): string {
  return siteTitle === undefined || siteTitle === "" ? route.title : `${route.title} - ${siteTitle}`
}
