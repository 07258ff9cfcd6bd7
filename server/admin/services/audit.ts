import { and, ilike, or, type SQL } from "drizzle-orm"
import type { AuditEntry } from "../../../domain/admin/index.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import { adminAuditLog } from "../tables.ts"
import { newestFirst, readTablePage } from "../../core/db/read-page.ts"

/** Who acted: the signed-in administrator. */
export interface AuditActor {
  readonly id: number
  readonly nickName: string
  readonly username: string
}

const asText = (value: unknown): string | null => (value === undefined || value === null ? null : typeof value === "string" ? value : JSON.stringify(value))

/**
 * Records one administrator's action. Call it inside the transaction of the change, so the log
 * holds exactly the changes that happened.
 */
export const recordAudit = async (
  tx: Tx,
  actor: AuditActor,
  entry: { readonly action: string; readonly target: string; readonly before?: unknown; readonly after?: unknown },
): Promise<void> => {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: `${actor.nickName}（${actor.username}）`,
    action: entry.action,
    target: entry.target,
    before: asText(entry.before),
    after: asText(entry.after),
  })
}

/** One page of the log, newest first; the keyword matches the actor, the action, the target and the values. */
export const auditPage = async (
  db: Db,
  query: { readonly keyword?: string | undefined; readonly page?: number | undefined },
  size: number,
): Promise<{ content: AuditEntry[]; totalElements: number }> => {
  const keyword = query.keyword?.trim()
  const like = keyword ? likePattern(keyword) : null
  const where: SQL | undefined = like
    ? or(ilike(adminAuditLog.actorName, like), ilike(adminAuditLog.action, like), ilike(adminAuditLog.target, like), ilike(adminAuditLog.before, like), ilike(adminAuditLog.after, like))
    : undefined
  const { rows, totalElements } = await readTablePage(db, { page: query.page, size }, size, newestFirst(adminAuditLog.at, adminAuditLog.id), adminAuditLog, and(where))
  return {
    content: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    totalElements,
  }
}
