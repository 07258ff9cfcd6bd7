/** Roles (spec 1 §4, §6). Role names other than the default come from the server. */
import { DEFAULT_ROLE } from "../core/constants.ts"

/** The user's roles, or the single default role when the server gives none. */
export function effectiveRoles(roles: ReadonlyArray<string> | null | undefined): ReadonlyArray<string> {
  return roles === null || roles === undefined || roles.length === 0 ? [DEFAULT_ROLE] : roles
}

/**
 * The permission directive: an element stays only when the user holds at least one of the
 * listed roles. An empty list grants nothing.
 */
export function hasAnyRole(userRoles: ReadonlyArray<string>, required: ReadonlyArray<string>): boolean {
  return required.some((role) => userRoles.includes(role))
}
