import { Activity, lazy, useEffect, useLayoutEffect, useState } from "react"
import { Redirect, useLocation, useSearch } from "wouter"
import { KeepAliveOutlet } from "./layout/keep-alive-outlet.tsx"
import { MainLayout } from "./layout/main-layout.tsx"
import { PageBoundary } from "./page-boundary.tsx"
import { RouteGuard } from "./route-guard.tsx"
import { resolvePage, type Resolved } from "./resolve-page.ts"
import { SITE_NAME } from "./site-context.tsx"
import { TitledPage } from "./titled-page.tsx"

const NotFoundPage = lazy(() => import("../shell/not-found-page.tsx"))

function NotFound() {
  useEffect(() => {
    document.title = `页面不存在 - ${SITE_NAME}`
  }, [])
  return (
    <PageBoundary>
      <NotFoundPage />
    </PageBoundary>
  )
}

/** A page outside the main layout: rendered fresh on every visit, starting at the top. */
function StandaloneView({ resolved }: { readonly resolved: Exclude<Resolved, { kind: "redirect" }> }) {
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [])
  if (resolved.kind === "notFound") return <NotFound />
  return (
    <PageBoundary>
      <TitledPage route={resolved.route} Page={resolved.Page} params={resolved.params} />
    </PageBoundary>
  )
}

/**
 * Every built route of the table, each loaded on demand (history mode); anything else, and
 * any route whose area is not built yet, shows the not-found page.
 *
 * Pages of the main layout render inside it and are kept alive by path (KeepAliveOutlet):
 * going back shows the same list where the visitor left it. Once shown, the main layout
 * stays mounted (hidden) while a standalone page is on screen, so its kept pages survive.
 */
function RouteView() {
  const [pathname] = useLocation()
  const search = useSearch()
  const resolved = resolvePage(pathname)
  const isMain = resolved.kind === "page" && resolved.route.layout === "main"
  const [mainShown, setMainShown] = useState(isMain)
  if (isMain && !mainShown) setMainShown(true)
  const key = search === "" ? pathname : `${pathname}?${search}`
  return (
    <>
      {resolved.kind === "redirect" && <Redirect to={resolved.to} replace />}
      {mainShown && (
        <Activity mode={isMain ? "visible" : "hidden"}>
          <MainLayout>
            <KeepAliveOutlet current={isMain && resolved.kind === "page" ? { key, pathname, search, route: resolved.route, Page: resolved.Page, params: resolved.params } : null} />
          </MainLayout>
        </Activity>
      )}
      {!isMain && resolved.kind !== "redirect" && <StandaloneView key={key} resolved={resolved} />}
    </>
  )
}

/** The routes of the app. The session's route guard wraps RouteView here. */
export function AppRoutes() {
  return (
    <RouteGuard>
      <RouteView />
    </RouteGuard>
  )
}
