import { randomBytes } from "node:crypto"
import { and, count, desc, eq, isNull } from "drizzle-orm"
import { maskName } from "../../../domain/core/masking.ts"
import { pageCount } from "../../../domain/core/paging.ts"
import type { ExtensionInfo } from "../../../domain/member/entities/member.ts"
import type { Db } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"

/** The member's invite code (made the first time for accounts older than invite codes). */
const inviteCodeOf = async (db: Db, userId: number): Promise<string> => {
  const [me] = await db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId))
  if (me?.inviteCode) return me.inviteCode
  const inviteCode = randomBytes(4).toString("hex").toUpperCase()
  await db
    .update(users)
    .set({ inviteCode })
    .where(and(eq(users.id, userId), isNull(users.inviteCode)))
  const [again] = await db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId))
  return again?.inviteCode ?? inviteCode
}

/** The member's invite code and one page of the members it brought, names masked. */
export const extensionInfo = async (db: Db, userId: number, page: number, size: number): Promise<ExtensionInfo> => {
  const inviteCode = await inviteCodeOf(db, userId)
  const invitedWhere = eq(users.invitedBy, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select({ nickName: users.nickName, avatarPath: users.avatarPath, createdAt: users.createdAt })
      .from(users)
      .where(invitedWhere)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(users).where(invitedWhere),
  ])
  const totalElements = total?.n ?? 0
  return {
    inviteCode,
    invited: rows.map((r) => ({ nickName: maskName(r.nickName), avatarPath: r.avatarPath, createTime: r.createdAt.toISOString() })),
    totalElements,
    totalPages: pageCount(totalElements, size),
  }
}
