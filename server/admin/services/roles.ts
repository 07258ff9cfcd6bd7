import { arrayOverlaps, asc, eq, ilike, or, type SQL } from "drizzle-orm"
import { ADMIN_ROLES, ROLE_GRANT_MESSAGES, ROLE_SEARCH_LIMIT, roleGrantProblem, rolesAfterGrant, type RoleAccount } from "../../../domain/admin/index.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import type { Db } from "../../core/db/client.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import { users } from "../../session/tables/users.ts"
import { recordAudit, type AuditActor } from "./audit.ts"

/**
 * Who holds the administrators' roles. The roles live on the account (users.roles) and are read
 * with the session on every call (server/session/services/tokens.ts), so a grant or a revocation
 * takes effect at the member's next call with no cache to empty.
 */

const columns = { id: users.id, username: users.username, nickName: users.nickName, phone: users.phone, enabled: users.enabled, roles: users.roles }

const accountOf = (row: { id: number; username: string; nickName: string; phone: string | null; enabled: boolean; roles: string[] }): RoleAccount => ({
  id: row.id,
  username: row.username,
  nickName: row.nickName,
  phone: row.phone,
  enabled: row.enabled,
  adminRoles: ADMIN_ROLES.map((role) => role.role).filter((role) => row.roles.includes(role)),
})

/** Accounts matching the keyword (user name, nickname, phone); without one, every account holding an administrator's role. */
export const roleAccounts = async (db: Db, keyword: string | undefined): Promise<RoleAccount[]> => {
  const text = keyword?.trim()
  const like = text ? likePattern(text) : null
  const where: SQL | undefined = like
    ? or(ilike(users.username, like), ilike(users.nickName, like), ilike(users.phone, like))
    : arrayOverlaps(users.roles, ADMIN_ROLES.map((role) => role.role))
  const rows = await db.select(columns).from(users).where(where).orderBy(asc(users.id)).limit(ROLE_SEARCH_LIMIT)
  return rows.map(accountOf)
}

/** Sets the administrators' roles of an account, keeping its other roles; audited with before and after. */
export const grantRoles = async (db: Db, actor: AuditActor, accountId: number, granted: readonly string[]): Promise<RoleAccount> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select(columns).from(users).where(eq(users.id, accountId)).for("update")
    if (!row) throw notFound(ROLE_GRANT_MESSAGES.noSuchAccount)
    const problem = roleGrantProblem({ actorId: actor.id, accountId, current: row.roles, granted })
    if (problem === ROLE_GRANT_MESSAGES.unknownRole) throw badRequest(problem)
    if (problem) throw conflict(problem, "own_super_admin")
    const roles = rolesAfterGrant(row.roles, granted)
    const [updated] = await tx.update(users).set({ roles }).where(eq(users.id, accountId)).returning(columns)
    if (!updated) throw notFound(ROLE_GRANT_MESSAGES.noSuchAccount)
    const before = accountOf(row)
    const after = accountOf(updated)
    await recordAudit(tx, actor, {
      action: "roles.grant",
      target: `账号 ${row.nickName}（${row.username}）`,
      before: before.adminRoles,
      after: after.adminRoles,
    })
    return after
  })
