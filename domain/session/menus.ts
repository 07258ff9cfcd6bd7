/**
 * Menus by role and the dynamic routes they open (spec 1 §2.1, §6). The server answers
 * GET api/menus/build with the items of the user's roles; the browser registers a menu-only
 * page only when the menu lists it, so a page for administrators does not exist for anyone else.
 */
import { defineRoute, type RouteRecord } from "../shell/routes/route.ts"

export const ADMIN_ROLE = "ROLE_ADMIN"

export interface RoleMenuItem {
  readonly path: string
  readonly title: string
  /** Holders of any of these roles get the item. */
  readonly roles: ReadonlyArray<string>
  /** Only while the portal runs in development mode. */
  readonly devOnly?: boolean
}

/** Every menu item of the portal, in display order. */
const ROLE_MENU: ReadonlyArray<RoleMenuItem> = [
  { path: "/admin/accounts", title: "账号管理", roles: [ADMIN_ROLE] },
  { path: "/dev/flows", title: "流程图", roles: [ADMIN_ROLE] },
  { path: "/dev/outbox", title: "短信发件箱", roles: [ADMIN_ROLE], devOnly: true },
  { path: "/admin/review", title: "审核中心", roles: [ADMIN_ROLE] },
  { path: "/admin/review/realName", title: "实名认证审核", roles: [ADMIN_ROLE] },
  { path: "/admin/review/news", title: "资讯审核", roles: [ADMIN_ROLE] },
  { path: "/admin/review/science", title: "科普审核", roles: [ADMIN_ROLE] },
  { path: "/admin/review/bbs", title: "论坛举报", roles: [ADMIN_ROLE] },
  { path: "/admin/announcements", title: "公告管理", roles: [ADMIN_ROLE] },
  { path: "/dev/mail", title: "邮件发件箱", roles: [ADMIN_ROLE], devOnly: true },
]

/** Pages that exist only through the menu: they are not in the static route table. */
const MENU_ONLY_ROUTES: ReadonlyArray<RouteRecord> = [
  defineRoute({ path: "/admin/accounts", title: "账号管理", area: "session", layout: "standalone" }),
  defineRoute({ path: "/admin/review", title: "审核中心", area: "member", layout: "standalone" }),
  defineRoute({ path: "/admin/review/realName", title: "实名认证审核", area: "member", layout: "standalone" }),
  defineRoute({ path: "/admin/review/news", title: "资讯审核", area: "content", layout: "standalone" }),
  defineRoute({ path: "/admin/review/science", title: "科普审核", area: "content", layout: "standalone" }),
  defineRoute({ path: "/admin/review/bbs", title: "论坛举报", area: "content", layout: "standalone" }),
  defineRoute({ path: "/admin/announcements", title: "公告管理", area: "content", layout: "standalone" }),
  // Also a development-only route of the table: open to everyone in development, to administrators in production.
  defineRoute({ path: "/dev/flows", title: "流程图", area: "dev", layout: "standalone" }),
]

/** The menu of a user with these roles. */
export function menusFor(roles: ReadonlyArray<string>, options: { readonly production: boolean }): ReadonlyArray<RoleMenuItem> {
  return ROLE_MENU.filter((item) => item.roles.some((role) => roles.includes(role)) && !(options.production && item.devOnly))
}

/** The menu-only pages a menu opens: the dynamic routes added after login. */
export function dynamicRoutes(menus: ReadonlyArray<Pick<RoleMenuItem, "path">>): ReadonlyArray<RouteRecord> {
  const listed = new Set(menus.map((item) => item.path))
  return MENU_ONLY_ROUTES.filter((route) => listed.has(route.path))
}

export function isMenuOnlyPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname
  return MENU_ONLY_ROUTES.some((route) => route.path === trimmed)
}
