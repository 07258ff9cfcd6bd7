import { lazy, type ComponentType, type LazyExoticComponent } from "react"

/** What every page receives: the parameters of its route pattern. */
export interface PageProps {
  readonly params: Readonly<Record<string, string>>
}

export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>

/**
 * The page of each route of the domain route table that is built, keyed by the
 * route's pattern. Each page is its own chunk, loaded on demand. A route of the
 * table with no page here shows the not-found page.
 */
export const pages: Readonly<Record<string, LazyPage>> = {
  "/": lazy(() => import("../pages/home/home-page.tsx")),
  "/login": lazy(() => import("../pages/session/login-page.tsx")),
  "/login/qr/confirm": lazy(() => import("../pages/session/qr-confirm-page.tsx")),
  "/register": lazy(() => import("../pages/session/register-page.tsx")),
  "/password/find": lazy(() => import("../pages/session/password-find-page.tsx")),
  "/admin/accounts": lazy(() => import("../pages/session/admin-accounts-page.tsx")),
  "/dev/outbox": lazy(() => import("../pages/dev/outbox-page.tsx")),
}
