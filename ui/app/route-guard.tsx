import { Suspense, useEffect, useMemo, type ReactNode } from "react"
import { useLocation, useSearch } from "wouter"
import { guardRoute, isProtectedPath } from "../../domain/shell/routes/guard.ts"
import { isMakerCentrePath, mayEnterMakerCentre } from "../../domain/shell/maker-centre-access.ts"
import type { RouteRecord } from "../../domain/shell/routes/route.ts"
import { NOT_FOUND_PATH } from "../../domain/shell/routes/route-table.ts"
import { dynamicRoutes, isMenuOnlyPath } from "../../domain/session/menus.ts"
import { LoadingState } from "../components/loading-state.tsx"
import { AdminFrame } from "../admin/index.ts"
import { useSession } from "../session/index.ts"
import { pages, type LazyPage, type PageProps } from "./page-registry.ts"
import { SITE_NAME } from "./site-context.tsx"


/** A menu-only page the user's menu lists: rendered by the guard itself, with its title. */
function DynamicPage({ route, Page }: { readonly route: RouteRecord; readonly Page: LazyPage }) {
  useEffect(() => {
    document.title = `${route.title} - ${SITE_NAME}`
  }, [route])
  const props = { params: {}, route } as PageProps
  const page = <Page {...props} />
  return (
    <Suspense fallback={<LoadingState />}>{route.path === "/admin" || route.path.startsWith("/admin/") ? <AdminFrame>{page}</AdminFrame> : page}</Suspense>
  )
}

/**
 * The route guard (domain/shell/routes/guard.ts) on wouter: a visitor on a protected
 * path goes to /login?redirect=<full path>, a member on /login to /, a bare
 * path that forwards (e.g. /account) to its first page, and a path of no route
 * — static or from the menu — to /404. Menu-only pages (dynamic routes) the
 * user's menu lists are rendered here. While a remembered session is being
 * restored, protected and menu-only paths wait for it.
 */
export function RouteGuard({ children }: { readonly children: ReactNode }) {
  const [pathname, navigate] = useLocation()
  const search = useSearch()
  const session = useSession()
  const full = search ? `${pathname}?${search}` : pathname
  const menuOnly = isMenuOnlyPath(pathname)
  // The maker centre's rule reads the grade (isShop), which is loaded with the menus.
  const makerCentrePath = isMakerCentrePath(pathname)
  const waiting =
    (session.status === "loading" && (isProtectedPath(pathname) || menuOnly || pathname === "/login")) ||
    ((menuOnly || makerCentrePath) && session.status === "member" && !session.menusReady)
  const makerCentre = session.user !== null && mayEnterMakerCentre({ type: session.user.type, isMaker: session.grade?.isShop === true })
  const dynamic = menuOnly ? dynamicRoutes(session.menus).find((route) => pathname.replace(/\/$/, "") === route.path) : undefined
  const DynamicEntry = dynamic ? pages[dynamic.path] : undefined
  const listed = dynamic !== undefined && DynamicEntry !== undefined

  const decision = useMemo(() => {
    if (waiting) return null
    if (listed) return { kind: "allow" as const }
    const result = guardRoute(full, { loggedIn: session.status === "member", roles: session.roles, makerCentre })
    return result.kind === "allow" ? { kind: "allow" as const } : { kind: result.kind, to: result.to }
  }, [waiting, listed, full, session.status, session.roles, makerCentre])

  useEffect(() => {
    if (decision && decision.kind !== "allow" && pathname !== NOT_FOUND_PATH) navigate(decision.to, { replace: true })
  }, [decision, navigate, pathname])

  if (waiting) return <LoadingState />
  if (dynamic && DynamicEntry) return <DynamicPage route={dynamic} Page={DynamicEntry} />
  if (decision && decision.kind !== "allow" && pathname !== NOT_FOUND_PATH) return null
  return <>{children}</>
}
