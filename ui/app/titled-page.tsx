import { useEffect } from "react"
import { documentTitle } from "../../domain/shell/routes/route-table.ts"
import type { RouteRecord } from "../../domain/shell/routes/route.ts"
import type { LazyPage } from "./page-registry.ts"

export const SITE_NAME = "悦享健康美丽网"

/** Sets the document title from the route table whenever the page is on screen. */
export function TitledPage({ route, Page, params }: { route: RouteRecord; Page: LazyPage; params: Readonly<Record<string, string>> }) {
  useEffect(() => {
    document.title = route.path === "/" ? SITE_NAME : documentTitle(route, SITE_NAME)
  }, [route])
  return <Page params={params} route={route} />
}
