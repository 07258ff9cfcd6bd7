import { eq } from "drizzle-orm"
import { users } from "../db/schema/users.ts"
import { notFound } from "../http/errors.ts"
import type { AreaHandlers } from "../http/handler.ts"

const DAY_MS = 86_400_000

/** Whole days of VIP left at `now` (a started day counts), 0 when none. */
export const vipDaysLeft = (expiresAt: Date | null, now: number): number =>
  expiresAt && expiresAt.getTime() > now ? Math.ceil((expiresAt.getTime() - now) / DAY_MS) : 0

/** The member's account: grade and VIP state. */
export const accountHandlers = {
  accountGrade: async (_input, { deps, user }) => {
    const [row] = await deps.db
      .select({ grade: users.grade, vipAmount: users.vipAmount, vipExpiresAt: users.vipExpiresAt, isMaker: users.isMaker })
      .from(users)
      .where(eq(users.id, user.id))
    if (!row) throw notFound()
    return {
      grade: row.grade,
      amount: row.vipAmount,
      expireDate: vipDaysLeft(row.vipExpiresAt, deps.now()),
      expireAt: row.vipExpiresAt?.toISOString() ?? null,
      isShop: row.isMaker,
    }
  },
} satisfies AreaHandlers
