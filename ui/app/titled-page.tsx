import { lazy, useEffect } from "react"
import { documentTitle } from "../../domain/shell/routes/route-table.ts"
import type { RouteRecord } from "../../domain/shell/routes/route.ts"
import { isMakerCentrePath } from "../../domain/shell/maker-centre-access.ts"
import { makerCentreSide } from "../../domain/shell/routes/maker-routes.ts"
import type { LazyPage } from "./page-registry.ts"
import { SITE_NAME } from "./site-context.tsx"

const ShopPage = lazy(() => import("../components/centre-frame/shop-page.tsx"))

/** Whether the route is one of the maker centre's shop pages, shown only once the member's shop is open. */
const isShopPage = (route: RouteRecord) => isMakerCentrePath(route.path) && makerCentreSide(route.path.split("/").pop() ?? "") === "shop"

/** Sets the document title from the route table whenever the page is on screen. */
export function TitledPage({ route, Page, params }: { route: RouteRecord; Page: LazyPage; params: Readonly<Record<string, string>> }) {
  useEffect(() => {
    document.title = route.path === "/" ? SITE_NAME : documentTitle(route, SITE_NAME)
  }, [route])
  const page = <Page params={params} route={route} />
  return isShopPage(route) ? <ShopPage route={route}>{page}</ShopPage> : page
}
