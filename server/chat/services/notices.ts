import { and, count, desc, eq, isNull } from "drizzle-orm"
import type { Db } from "../../core/db/client.ts"
import { notices } from "../tables.ts"
import { readTablePage } from "../../core/db/read-page.ts"

/** One page of the member's account notices, latest first, with how many are unread. */
export const noticePage = async (db: Db, userId: number, page: number, size: number) => {
  const mine = eq(notices.userId, userId)
  const [{ rows, totalElements, totalPages }, [unread]] = await Promise.all([
    readTablePage(db, { page, size }, size, [desc(notices.id)], notices, mine),
    db.select({ n: count() }).from(notices).where(and(mine, isNull(notices.readAt))),
  ])
  return {
    content: rows.map((r) => ({
      id: r.id,
      msgType: r.msgType,
      title: r.title,
      msg: r.msg,
      createdAt: r.createdAt.toISOString(),
      read: r.readAt !== null,
    })),
    totalElements,
    totalPages,
    unread: unread?.n ?? 0,
  }
}

/** Marks every unread notice of the member read; answers how many. */
export const markNoticesRead = async (db: Db, userId: number, now: number): Promise<number> => {
  const rows = await db
    .update(notices)
    .set({ readAt: new Date(now) })
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
    .returning({ id: notices.id })
  return rows.length
}
