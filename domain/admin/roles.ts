import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { IdFromString, SafeText } from "../core/validation/boundary.ts"
import { ADMIN_ROLE, ADMIN_ROLES, PERMISSIONS, isAdminRole, requires } from "./permissions.ts"

/**
 * Granting the administrators' roles (超级管理员 only). What each role may do is fixed in
 * ./permissions.ts; this only decides who holds which role. Roles are read from the account on
 * every call, so a change opens or closes menus and calls at the member's next call.
 */

export const ROLE_GRANT_MESSAGES = {
  saved: "角色已更新，对方下次操作时生效",
  ownSuperAdmin: "不能撤销自己的超级管理员角色",
  unknownRole: "只能授予管理员角色",
  noSuchAccount: "账号不存在",
} as const

export const ROLE_SEARCH_LIMIT = 30

/** What stays of a member's roles when the administrators' roles are set to `granted`: the other roles are kept. */
export function rolesAfterGrant(current: ReadonlyArray<string>, granted: ReadonlyArray<string>): string[] {
  const kept = current.filter((role) => !isAdminRole(role))
  const adminRoles = ADMIN_ROLES.map((role) => role.role).filter((role) => granted.includes(role))
  return [...kept, ...adminRoles]
}

/** Why a grant is refused, or null: only the administrators' roles, and never one's own super-administrator role taken away. */
export function roleGrantProblem(input: { readonly actorId: number; readonly accountId: number; readonly current: ReadonlyArray<string>; readonly granted: ReadonlyArray<string> }): string | null {
  if (input.granted.some((role) => !isAdminRole(role))) return ROLE_GRANT_MESSAGES.unknownRole
  if (input.actorId === input.accountId && input.current.includes(ADMIN_ROLE) && !input.granted.includes(ADMIN_ROLE)) return ROLE_GRANT_MESSAGES.ownSuperAdmin
  return null
}

export const RoleAccount = Schema.Struct({
  id: Schema.Number,
  username: Schema.String,
  nickName: Schema.String,
  phone: Schema.NullOr(Schema.String),
  enabled: Schema.Boolean,
  /** The administrators' roles the account holds, in display order. */
  adminRoles: Schema.Array(Schema.String),
})
export type RoleAccount = typeof RoleAccount.Type

const ROLES = requires(PERMISSIONS.roles)

export const roleEndpoints = {
  /** Accounts by user name, nickname or phone; without a keyword, the accounts holding an administrator's role. */
  adminRoleAccounts: endpoint({
    method: "GET",
    path: "/api/admin/roles/accounts",
    access: ROLES,
    query: Schema.Struct({ keyword: Schema.optional(SafeText(40)) }),
    response: Schema.Array(RoleAccount),
    errors: [400],
  }),
  /** Sets the administrators' roles of an account; its other roles stay. */
  adminRoleGrant: endpoint({
    method: "PUT",
    path: "/api/admin/roles/accounts/{id}",
    access: ROLES,
    params: Schema.Struct({ id: IdFromString }),
    body: Schema.Struct({ roles: Schema.Array(Schema.String.check(Schema.isMaxLength(40))).check(Schema.isMaxLength(ADMIN_ROLES.length)) }),
    response: RoleAccount,
    auditedByService: true,
    errors: [400, 404, 409],
  }),
} as const
