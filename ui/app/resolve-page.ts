import { matchRoute } from "../../domain/shell/routes/route-table.ts"
import type { RouteRecord } from "../../domain/shell/routes/route.ts"
import { pages, type LazyPage } from "./page-registry.ts"

export type Resolved =
  | { readonly kind: "page"; readonly route: RouteRecord; readonly Page: LazyPage; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "notFound" }

/**
 * The page for a pathname: a route of the table whose page is built (registered in the page
 * registry); a bare path that forwards (`/product` -> `/product/index`); otherwise not found,
 * also for routes whose area is not built yet and development-only pages in a production build.
 */
export function resolvePage(pathname: string, production: boolean = import.meta.env.PROD): Resolved {
  const match = matchRoute(pathname)
  if (match === null) return { kind: "notFound" }
  const { route, params } = match
  if (route.meta.redirect !== undefined) return { kind: "redirect", to: route.meta.redirect }
  if (route.meta.devOnly === true && production) return { kind: "notFound" }
  const Page = pages[route.path]
  if (Page === undefined) return { kind: "notFound" }
  return { kind: "page", route, Page, params }
}
