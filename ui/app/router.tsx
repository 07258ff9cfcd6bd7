import { Suspense, useEffect } from "react"
import { Route, Switch } from "wouter"
import { ROUTES } from "../../domain/routes/route-table.ts"
import type { RouteRecord } from "../../domain/routes/route.ts"
import NotFoundPage from "../pages/not-found/not-found-page.tsx"
import { pages, type LazyPage } from "./page-registry.ts"
import { RouteGuard } from "./route-guard.tsx"

export const SITE_NAME = "悦享健康美丽网"

function TitledPage({ route, Page, params }: { route: RouteRecord; Page: LazyPage; params: Record<string, string> }) {
  useEffect(() => {
    document.title = route.path === "/" ? SITE_NAME : `${route.title} - ${SITE_NAME}`
  }, [route])
  return <Page params={params} />
}

function NotFound() {
  useEffect(() => {
    document.title = `页面不存在 - ${SITE_NAME}`
  }, [])
  return <NotFoundPage />
}

const built = ROUTES.flatMap((route) => {
  const Page = pages[route.path]
  return Page ? [{ route, Page }] : []
})

/** Every built route of the table, each loaded on demand; anything else is not found. */
export function AppRoutes() {
  return (
    <Suspense fallback={<div role="status" aria-busy="true" aria-label="正在加载" />}>
      <RouteGuard>
      <Switch>
        {built.map(({ route, Page }) => (
          <Route key={route.path} path={route.path}>
            {(params) => <TitledPage route={route} Page={Page} params={params as Record<string, string>} />}
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
      </RouteGuard>
    </Suspense>
  )
}
