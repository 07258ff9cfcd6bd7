import { and, count, desc, eq, gt, ne } from "drizzle-orm"
import type { Db } from "../../core/db/client.ts"
import { loginAttempts } from "../tables/auth.ts"

export const LOGIN_WINDOW_MS = 15 * 60_000
/** Failed logins of one account from one address within the window before each next one waits. */
export const FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5
/** Failed logins from one address (any account) within the window before each next one waits. */
export const FREE_FAILURES_PER_ADDRESS = 30
/** The longest wait: the window itself. */
export const MAX_DELAY_MS = LOGIN_WINDOW_MS

/** The wait before the next attempt after `failures` failures, of which `free` cost nothing: 1 s, 2 s, 4 s... up to 15 minutes. */
export const delayAfter = (failures: number, free: number): number =>
  failures < free ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - free))

export interface LoginReservation {
  readonly id: number
}

/**
 * Rate limits of password logins, kept in the database (shared by every process).
 *
 * An attempt is written (as a failure) before the password hash is checked, so a burst of
 * guesses sent at once counts every one of them: an attempt that finds too many failures
 * before it is refused without a check, and counts as a failure itself. After FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS failures of one
 * account from one address, and FREE_FAILURES_PER_ADDRESS from one address, every next attempt
 * waits twice as long as the last (1 s up to 15 min). Nothing locks an account itself: an
 * attacker elsewhere slows only their own address, and the member still signs in from theirs.
 */
export class LoginLimits {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  static accountKey(name: string): string {
    return name.trim().toLowerCase()
  }

  /**
   * Counts the attempt before the password is checked. Answers the reservation, or the seconds
   * to wait (the attempt still counts, and nothing is checked).
   */
  async reserve(account: string, ip: string): Promise<LoginReservation | { readonly waitSeconds: number }> {
    const now = this.now()
    const [row] = await this.db.insert(loginAttempts).values({ account, ip, success: false, createdAt: new Date(now) }).returning({ id: loginAttempts.id })
    if (!row) throw new Error("login attempt not stored")
    const since = new Date(now - LOGIN_WINDOW_MS)
    const failuresBefore = async (where: ReturnType<typeof and>) => {
      const [total] = await this.db.select({ n: count() }).from(loginAttempts).where(where)
      const [latest] = await this.db
        .select({ at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(where)
        .orderBy(desc(loginAttempts.createdAt))
        .limit(1)
      return { n: total?.n ?? 0, latest: latest?.at.getTime() ?? 0 }
    }
    const failed = (extra: ReturnType<typeof eq>) =>
      and(extra, eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since), ne(loginAttempts.id, row.id))
    const [pair, address] = await Promise.all([
      failuresBefore(failed(and(eq(loginAttempts.account, account), eq(loginAttempts.ip, ip)) as ReturnType<typeof eq>)),
      failuresBefore(failed(eq(loginAttempts.ip, ip))),
    ])
    const waitUntil = Math.max(
      pair.n >= FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS ? pair.latest + delayAfter(pair.n, FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS) : 0,
      address.n >= FREE_FAILURES_PER_ADDRESS ? address.latest + delayAfter(address.n, FREE_FAILURES_PER_ADDRESS) : 0,
    )
    // A refused attempt stays counted: were it taken back, the attempts of a burst that counted it
    // could find fewer failures before them and pass.
    if (waitUntil > now) return { waitSeconds: Math.max(1, Math.ceil((waitUntil - now) / 1000)) }
    return { id: row.id }
  }

  /** Records the outcome of a reserved attempt: a success no longer counts as a failure. */
  async settle(reservation: LoginReservation, success: boolean): Promise<void> {
    if (success) await this.db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, reservation.id))
  }
}
