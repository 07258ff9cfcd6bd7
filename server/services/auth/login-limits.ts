import { and, count, eq, gt } from "drizzle-orm"
import type { Db } from "../../db/client.ts"
import { loginAttempts } from "../../db/schema/auth.ts"

export const LOGIN_WINDOW_MS = 15 * 60_000
/** Failed logins of one account within the window before it is refused for a while. */
export const MAX_FAILURES_PER_ACCOUNT = 5
/** Failed logins from one address within the window. */
export const MAX_FAILURES_PER_ADDRESS = 30

/**
 * Rate limits of password logins, kept in the database (shared by every
 * process): per account (a lower-cased name or phone, whether it exists or not)
 * and per client address.
 */
export class LoginLimits {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  static accountKey(name: string): string {
    return name.trim().toLowerCase()
  }

  /** Whether further attempts for this account or from this address are refused now. */
  async blocked(account: string, ip: string): Promise<boolean> {
    const since = new Date(this.now() - LOGIN_WINDOW_MS)
    const failures = (column: typeof loginAttempts.account | typeof loginAttempts.ip, value: string) =>
      this.db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(column, value), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)))
    const [[byAccount], [byAddress]] = await Promise.all([failures(loginAttempts.account, account), failures(loginAttempts.ip, ip)])
    return (byAccount?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT || (byAddress?.n ?? 0) >= MAX_FAILURES_PER_ADDRESS
  }

  async record(account: string, ip: string, success: boolean): Promise<void> {
    await this.db.insert(loginAttempts).values({ account, ip, success, createdAt: new Date(this.now()) })
  }
}
