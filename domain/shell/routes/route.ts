/**
 * Route records: a path pattern (`/product/detail/:spuId`), its document title, the feature
 * area that renders it, the layout it sits in, and meta. `href` fills in parameters and query.
 */
import { buildQuery, type Query } from "./query-string.ts"

/** Which feature area renders the page. */
export type RouteArea =
  | "shell"
  | "session"
  | "static"
  | "wallet"
  | "course"
  | "chat"
  | "member"
  | "mall"
  | "content"
  | "maker"
  | "dev"
  | "admin"

/** `main`: inside the portal layout (top bar, header, footer); `standalone`: a page of its own. */
type RouteLayout = "main" | "standalone"

export interface RouteMeta {
  /** Key of the advert whose html the shared content view shows (GET api/advert?key=...). */
  readonly advertId?: string
  /** Opens in a new tab when linked from the main menu or a banner. */
  readonly newTab?: boolean
  /** The bare path forwards here (e.g. /account -> /account/center). */
  readonly redirect?: string
  /** Query parameters the page reads. */
  readonly query?: ReadonlyArray<string>
  /** Shown only in development builds. */
  readonly devOnly?: boolean
}

/** Parameter names of a pattern: `"/a/:id/b/:x"` -> `"id" | "x"`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

type RouteParams<P extends string> = { readonly [K in ParamNames<P>]: string | number }

/** Arguments of `href`: parameters are required only when the pattern has any. */
export type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [params?: Readonly<Record<string, never>>, query?: Query]
  : [params: RouteParams<P>, query?: Query]

export interface RouteRecord {
  readonly path: string
  readonly title: string
  readonly area: RouteArea
  readonly layout: RouteLayout
  /** Pattern of the enclosing route for nested views (maker centre, user centre, ...). */
  readonly parent?: string
  readonly meta: RouteMeta
  /** Fills in parameters and appends the query: `href({ spuId: 7 }, { from: "cart" })`. */
  readonly href: (params?: Readonly<Record<string, string | number>>, query?: Query) => string
}

export interface RouteDefinition {
  readonly path: string
  readonly title: string
  readonly area: RouteArea
  readonly layout: RouteLayout
  readonly parent?: string
  readonly meta?: RouteMeta
}

/** Replaces each `:name` with its URI-encoded value. Throws when a parameter is missing. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new RangeError(`missing route parameter "${name}" for ${pattern}`)
    return encodeURIComponent(String(value))
  })
}

/** Builds an address from a pattern, typed by the pattern's parameters. */
export function pathTo<P extends string>(pattern: P, ...args: HrefArgs<P>): string {
  const [params, query] = args as [Readonly<Record<string, string | number>> | undefined, Query | undefined]
  return `${fillPattern(pattern, params)}${buildQuery(query)}`
}

export function defineRoute(def: RouteDefinition): RouteRecord {
  const record: RouteRecord = {
    path: def.path,
    title: def.title,
    area: def.area,
    layout: def.layout,
    meta: def.meta ?? {},
    href: (params, query) => `${fillPattern(def.path, params)}${buildQuery(query)}`,
    ...(def.parent === undefined ? {} : { parent: def.parent }),
  }
  return record
}

export interface CompiledPattern {
  readonly regex: RegExp
  readonly names: ReadonlyArray<string>
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

export function compilePattern(pattern: string): CompiledPattern {
  const names: string[] = []
  const source = pattern
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part.startsWith(":")) {
        names.push(part.slice(1))
        return "([^/]+)"
      }
      return escapeRegex(part)
    })
    .join("")
  return { regex: new RegExp(`^${source}/?$`), names }
}

/** Parameters when the path (no query) fits the pattern, else `null`. */
export function matchPattern(compiled: CompiledPattern, pathname: string): Record<string, string> | null {
  const m = compiled.regex.exec(pathname)
  if (m === null) return null
  const params: Record<string, string> = {}
  compiled.names.forEach((name, i) => {
    const raw = m[i + 1] ?? ""
    try {
      params[name] = decodeURIComponent(raw)
    } catch {
      params[name] = raw
    }
  })
  return params
}
