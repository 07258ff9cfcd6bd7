/**
 * Menus by role (spec 1 §2.1, §6): the server answers GET api/menus/build with the items whose
 * permission the user's roles hold; ./menus.ts turns the listed paths into dynamic routes.
 */
import { ADMIN_ROLE, PERMISSIONS, hasPermission, rolesWith, type Permission } from "../admin/permissions.ts"

export { ADMIN_ROLE }

export interface RoleMenuItem {
  readonly path: string
  readonly title: string
  /** The permission that opens the item (domain/admin/permissions.ts). */
  readonly permission: Permission
  /** The back office's menu section the item sits in. */
  readonly section: string
  /** Only while the portal runs in development mode. */
  readonly devOnly?: boolean
}

/** Every menu item of the portal, in display order. */
const ROLE_MENU: ReadonlyArray<RoleMenuItem> = [
  { path: "/admin", title: "后台首页", permission: PERMISSIONS.enter, section: "概览" },
  { path: "/admin/review", title: "审核中心", permission: PERMISSIONS.enter, section: "审核" },
  { path: "/admin/review/realName", title: "实名认证审核", permission: PERMISSIONS.reviewIdentity, section: "审核" },
  { path: "/admin/review/news", title: "资讯审核", permission: PERMISSIONS.reviewContent, section: "审核" },
  { path: "/admin/review/science", title: "科普审核", permission: PERMISSIONS.reviewContent, section: "审核" },
  { path: "/admin/review/bbs", title: "论坛举报", permission: PERMISSIONS.reviewContent, section: "审核" },
  { path: "/admin/review/products", title: "商品上架审核", permission: PERMISSIONS.reviewContent, section: "审核" },
  { path: "/admin/review/maker", title: "创客申请审核", permission: PERMISSIONS.reviewContent, section: "审核" },
  { path: "/admin/review/micro", title: "短视频审核", permission: PERMISSIONS.reviewContent, section: "审核" },
  { path: "/admin/review/courses", title: "课程审核", permission: PERMISSIONS.reviewContent, section: "审核" },
  { path: "/admin/review/shop", title: "开店审核", permission: PERMISSIONS.reviewIdentity, section: "审核" },
  { path: "/admin/brandAuth", title: "品牌授权管理", permission: PERMISSIONS.reviewIdentity, section: "审核" },
  { path: "/admin/withdrawals", title: "提现审核", permission: PERMISSIONS.money, section: "财务" },
  { path: "/admin/money", title: "资金监管", permission: PERMISSIONS.money, section: "财务" },
  { path: "/admin/accounts", title: "账号管理", permission: PERMISSIONS.members, section: "会员" },
  { path: "/admin/site", title: "站点配置", permission: PERMISSIONS.site, section: "运营" },
  { path: "/admin/adverts", title: "单页与广告", permission: PERMISSIONS.site, section: "运营" },
  { path: "/admin/dicts", title: "字典管理", permission: PERMISSIONS.site, section: "运营" },
  { path: "/admin/announcements", title: "公告管理", permission: PERMISSIONS.site, section: "运营" },
  { path: "/admin/activities", title: "活动管理", permission: PERMISSIONS.site, section: "运营" },
  { path: "/admin/roles", title: "角色授权", permission: PERMISSIONS.roles, section: "系统" },
  { path: "/admin/audit", title: "操作日志", permission: PERMISSIONS.audit, section: "系统" },
  { path: "/dev/flows", title: "流程图", permission: PERMISSIONS.devTools, section: "开发" },
  { path: "/dev/outbox", title: "短信发件箱", permission: PERMISSIONS.devTools, section: "开发", devOnly: true },
  { path: "/dev/mail", title: "邮件发件箱", permission: PERMISSIONS.devTools, section: "开发", devOnly: true },
]

/** The menu of a user with these roles. */
export function menusFor(roles: ReadonlyArray<string>, options: { readonly production: boolean }): ReadonlyArray<RoleMenuItem> {
  return ROLE_MENU.filter((item) => hasPermission(roles, item.permission) && !(options.production && item.devOnly))
}

/** A menu item as api/menus/build answers it: the roles beside it are those that hold its permission. */
export const menuEntryOf = (item: RoleMenuItem) => ({ path: item.path, title: item.title, roles: rolesWith(item.permission), permission: item.permission, section: item.section })

