import { and, desc, eq, gte } from "drizzle-orm"
import { addDays, chinaDay } from "../../../domain/member/china-day.ts"
import {
  nextStreak,
  SIGN_IN_MESSAGES,
  signInPointsFor,
  signInTitle,
  signInWeek,
  type SignInWeek,
} from "../../../domain/member/sign-in-rules.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { signIns } from "../tables.ts"
import { conflict } from "../../../domain/core/errors.ts"
import { credit } from "../../wallet/services/ledger.ts"

/** The member's records from a week before this week's Monday on (enough for the week and yesterday). */
const recentRecords = async (tx: Tx, userId: number, today: string) => {
  const rows = await tx
    .select({ day: signIns.day, streak: signIns.streak, points: signIns.points })
    .from(signIns)
    .where(and(eq(signIns.userId, userId), gte(signIns.day, addDays(today, -8))))
    .orderBy(desc(signIns.day))
  return rows
}

/** What GET api/sign/in answers today. */
export const signInState = async (db: Db, userId: number, now: number): Promise<SignInWeek> => {
  const today = chinaDay(now)
  return signInWeek(today, await recentRecords(db, userId, today))
}

export interface SignedIn extends SignInWeek {
  readonly gained: number
  readonly points: number
}

/**
 * Signs the member in for today (China time) and credits the day's points through the ledger,
 * in one transaction. The unique (member, day) row is written first: of any number of
 * concurrent requests one inserts it and the others find the conflict, so the points are
 * credited once; the ledger's idempotency key backs this up.
 */
export const signInToday = async (db: Db, userId: number, now: number): Promise<SignedIn> => {
  const today = chinaDay(now)
  return db.transaction(async (tx) => {
    const [yesterday] = await tx
      .select({ streak: signIns.streak })
      .from(signIns)
      .where(and(eq(signIns.userId, userId), eq(signIns.day, addDays(today, -1))))
    const streak = nextStreak(yesterday?.streak ?? null)
    const points = signInPointsFor(streak)
    const [inserted] = await tx
      .insert(signIns)
      .values({ userId, day: today, streak, points, createdAt: new Date(now) })
      .onConflictDoNothing({ target: [signIns.userId, signIns.day] })
      .returning({ id: signIns.id })
    if (!inserted) throw conflict(SIGN_IN_MESSAGES.alreadySigned)
    const posted = await credit(tx, {
      userId,
      points,
      kind: "sign_in",
      title: signInTitle(streak),
      ref: `sign-in:${today}`,
      idempotencyKey: `sign-in:${today}`,
    })
    const week = signInWeek(today, await recentRecords(tx, userId, today))
    return { ...week, gained: points, points: posted.balanceAfter }
  })
}
