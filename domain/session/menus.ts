/**
 * The dynamic routes (spec 1 §2.1, §6): the browser registers a menu-only page only when the
 * user's menu (GET api/menus/build, ./role-menu.ts) lists it, so a page for administrators does
 * not exist for anyone else.
 */
import { defineRoute, type RouteRecord } from "../shell/routes/route.ts"

/** Pages that exist only through the menu: they are not in the static route table. */
const MENU_ONLY_ROUTES: ReadonlyArray<RouteRecord> = [
  defineRoute({ path: "/admin", title: "后台首页", area: "admin", layout: "standalone" }),
  defineRoute({ path: "/admin/withdrawals", title: "提现审核", area: "wallet", layout: "standalone" }),
  defineRoute({ path: "/admin/money", title: "资金监管", area: "admin", layout: "standalone" }),
  defineRoute({ path: "/admin/site", title: "站点配置", area: "admin", layout: "standalone" }),
  defineRoute({ path: "/admin/adverts", title: "单页与广告", area: "admin", layout: "standalone" }),
  defineRoute({ path: "/admin/dicts", title: "字典管理", area: "admin", layout: "standalone" }),
  defineRoute({ path: "/admin/roles", title: "角色授权", area: "admin", layout: "standalone" }),
  defineRoute({ path: "/admin/audit", title: "操作日志", area: "admin", layout: "standalone" }),
  defineRoute({ path: "/admin/accounts", title: "账号管理", area: "session", layout: "standalone" }),
  defineRoute({ path: "/admin/review", title: "审核中心", area: "member", layout: "standalone" }),
  defineRoute({ path: "/admin/review/realName", title: "实名认证审核", area: "member", layout: "standalone" }),
  defineRoute({ path: "/admin/review/news", title: "资讯审核", area: "content", layout: "standalone" }),
  defineRoute({ path: "/admin/review/science", title: "科普审核", area: "content", layout: "standalone" }),
  defineRoute({ path: "/admin/review/bbs", title: "论坛举报", area: "content", layout: "standalone" }),
  defineRoute({ path: "/admin/review/products", title: "商品上架审核", area: "mall", layout: "standalone" }),
  defineRoute({ path: "/admin/review/maker", title: "创客申请审核", area: "maker", layout: "standalone" }),
  defineRoute({ path: "/admin/review/micro", title: "短视频审核", area: "maker", layout: "standalone" }),
  defineRoute({ path: "/admin/review/courses", title: "课程审核", area: "course", layout: "standalone" }),
  defineRoute({ path: "/admin/announcements", title: "公告管理", area: "content", layout: "standalone" }),
  defineRoute({ path: "/admin/review/shop", title: "开店审核", area: "mall", layout: "standalone" }),
  defineRoute({ path: "/admin/activities", title: "活动管理", area: "content", layout: "standalone" }),
  defineRoute({ path: "/admin/brandAuth", title: "品牌授权管理", area: "mall", layout: "standalone" }),
  // Also a development-only route of the table: open to everyone in development, to administrators in production.
  defineRoute({ path: "/dev/flows", title: "流程图", area: "dev", layout: "standalone" }),
]

/** The menu-only pages a menu opens: the dynamic routes added after login. */
export function dynamicRoutes(menus: ReadonlyArray<{ readonly path: string }>): ReadonlyArray<RouteRecord> {
  const listed = new Set(menus.map((item) => item.path))
  return MENU_ONLY_ROUTES.filter((route) => listed.has(route.path))
}

export function isMenuOnlyPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname
  return MENU_ONLY_ROUTES.some((route) => route.path === trimmed)
}
