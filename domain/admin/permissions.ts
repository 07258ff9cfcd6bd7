/**
 * The back office's permission keys and the roles that hold them. One list, read on both sides:
 * the endpoint table's access rules (the server refuses a caller without the key), the menu of
 * api/menus/build, the admin frame's routes and the permission directive of the views.
 *
 * A role is a name stored on the user (users.roles); what a role may do is decided here, in
 * reviewed code, not in the database: granting a role to a user is an administrator's action,
 * defining what a role means is a developer's.
 */

/** Every permission key of the back office. */
export const PERMISSIONS = {
  /** Enter the back office: its home, the review centre's counts. Every administrator's role holds it. */
  enter: "admin.enter",
  /** 内容审核: members' articles, forum reports, and the content queues other areas add. */
  reviewContent: "review.content",
  /** 实名审核: real-name requests. */
  reviewIdentity: "review.identity",
  /** 财务: withdrawals, orders, refunds, the ledger, daily totals and their export. */
  money: "money",
  /** 客服: members — search, view, disable and enable, password reset, points adjustment. */
  members: "members",
  /** 运营: site configuration, adverts and static pages, banners, dictionaries, announcements. */
  site: "site",
  /** 超级管理员: administrators' roles. */
  roles: "roles",
  /** The audit log of every administrator's action. */
  audit: "audit",
  /** Development conveniences (SMS and mail outboxes, the flow charts). */
  devTools: "dev.tools",
} as const

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS]

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS)

/** What each permission is called in the back office. */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  "admin.enter": "进入管理后台",
  "review.content": "内容审核",
  "review.identity": "实名审核",
  money: "财务",
  members: "会员管理",
  site: "站点运营",
  roles: "角色管理",
  audit: "操作日志",
  "dev.tools": "开发工具",
}

/** The super administrator: every permission. */
export const ADMIN_ROLE = "ROLE_ADMIN"

export interface AdminRole {
  readonly role: string
  readonly title: string
  readonly permissions: readonly Permission[]
}

/** The administrators' roles, in display order. */
export const ADMIN_ROLES: readonly AdminRole[] = [
  { role: ADMIN_ROLE, title: "超级管理员", permissions: ALL_PERMISSIONS },
  { role: "ROLE_CONTENT_AUDITOR", title: "内容审核", permissions: [PERMISSIONS.enter, PERMISSIONS.reviewContent] },
  { role: "ROLE_FINANCE", title: "财务", permissions: [PERMISSIONS.enter, PERMISSIONS.money] },
  { role: "ROLE_SERVICE", title: "客服", permissions: [PERMISSIONS.enter, PERMISSIONS.members, PERMISSIONS.reviewIdentity] },
  { role: "ROLE_OPERATOR", title: "运营", permissions: [PERMISSIONS.enter, PERMISSIONS.site] },
]

const BY_ROLE = new Map(ADMIN_ROLES.map((role) => [role.role, role]))

export const isAdminRole = (role: string): boolean => BY_ROLE.has(role)

/** The permissions the roles hold together. */
export function permissionsOf(roles: ReadonlyArray<string>): ReadonlySet<Permission> {
  const held = new Set<Permission>()
  for (const role of roles) for (const permission of BY_ROLE.get(role)?.permissions ?? []) held.add(permission)
  return held
}

/** Whether the roles hold the permission. */
export function hasPermission(roles: ReadonlyArray<string>, permission: string): boolean {
  return roles.some((role) => (BY_ROLE.get(role)?.permissions as readonly string[] | undefined)?.includes(permission) === true)
}

/** Whether the roles open the back office. */
export const isAdministrator = (roles: ReadonlyArray<string>): boolean => hasPermission(roles, PERMISSIONS.enter)

/** The roles holding a permission (what api/menus/build lists beside a menu item). */
export const rolesWith = (permission: Permission): string[] => ADMIN_ROLES.filter((role) => role.permissions.includes(permission)).map((role) => role.role)

/** The access rule of an endpoint that needs the permission. */
export const requires = <const P extends Permission>(permission: P) => ({ permission }) as const
