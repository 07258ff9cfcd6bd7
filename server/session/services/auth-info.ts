import type { AuthInfo, AuthState } from "../../../domain/session/endpoints.ts"
import { maskPhone } from "../../../domain/core/masking.ts"
import { effectiveRoles } from "../../../domain/session/roles.ts"
import type { UserRow } from "../../core/db/factories/users.ts"

const AUTH_STATES: ReadonlyArray<AuthState> = ["not_certified", "auth_examine", "auth_fail", "certified"]
const TYPES = ["member", "sys", "merchant"] as const

/** What GET auth/info and the login answer say about a user (phone masked, roles never empty). */
export const authInfoOf = (row: UserRow): AuthInfo => {
  const authState = AUTH_STATES.find((s) => s === row.authState) ?? "not_certified"
  return {
    user: {
      userId: row.id,
      username: row.username,
      nickName: row.nickName,
      avatarPath: row.avatarPath,
      gender: row.gender === "女" ? "女" : "男",
      phone: row.phone ? maskPhone(row.phone) : null,
      email: row.email,
      type: TYPES.find((t) => t === row.type) ?? "member",
      authState,
      auth: authState === "certified",
    },
    roles: [...effectiveRoles(row.roles)],
  }
}
