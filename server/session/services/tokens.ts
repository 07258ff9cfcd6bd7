import { randomBytes, randomUUID } from "node:crypto"
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm"
import { SignJWT, jwtVerify } from "jose"
import type { Db } from "../../core/db/client.ts"
import { sessions, users } from "../tables/users.ts"
import { loadOrCreateSecret } from "../../core/secrets.ts"

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000

/** The member behind a valid token. */
export interface SessionUser {
  readonly id: number
  readonly username: string
  readonly nickName: string
  readonly type: string
  readonly roles: readonly string[]
  readonly authState: string
  /** Maker member (grade isShop). */
  readonly isMaker: boolean
  /** The id of the token this request came with. */
  readonly jti: string
}

/** How many checked tokens a process remembers (a token is some 250 bytes). */
const SIGNED_TOKENS_KEPT = 20_000

interface SignedClaims {
  readonly jti: string
  readonly subject: string
  /** Epoch milliseconds of the token's own expiry. */
  readonly expiresAt: number
}

export interface IssuedToken {
  readonly token: string
  readonly jti: string
  readonly expiresAt: Date
}

/**
 * Session tokens: signed JWTs (HS256) that expire after one day, each recorded
 * in the sessions table so that it can be revoked before then.
 */
export class TokenService {
  private readonly revokeListeners = new Set<(jtis: readonly string[]) => void>()
  /** Tokens whose signature was checked, with their claims (the oldest dropped past SIGNED_TOKENS_KEPT). */
  private readonly signed = new Map<string, SignedClaims>()
  /** The member of a live session (every authenticated request runs it, so it is prepared once). */
  private readonly sessionUser

  private constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
    private readonly now: () => number,
  ) {
    this.sessionUser = db
      .select({
        id: users.id,
        username: users.username,
        nickName: users.nickName,
        type: users.type,
        roles: users.roles,
        authState: users.authState,
        isMaker: users.isMaker,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.jti, sql.placeholder("jti")),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder("now")),
          eq(users.enabled, true),
        ),
      )
      .limit(1)
      .prepare("session_user")
  }

  static async create(db: Db, configuredSecret: string | undefined, now: () => number = Date.now): Promise<TokenService> {
    const secret = configuredSecret ?? (await loadOrCreateSecret(db, "jwt", () => randomBytes(48).toString("base64")))
    return new TokenService(db, new TextEncoder().encode(secret), now)
  }

  async issue(userId: number, client = "pc-web"): Promise<IssuedToken> {
    const jti = randomUUID()
    const issuedAt = this.now()
    const expiresAt = new Date(issuedAt + TOKEN_LIFETIME_MS)
    await this.db.insert(sessions).values({ jti, userId, client, expiresAt })
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(Math.floor(issuedAt / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key)
    return { token, jti, expiresAt }
  }

  /** The member for a token, or null when it is malformed, forged, expired or revoked. */
  async verify(token: string): Promise<SessionUser | null> {
    const claims = await this.claimsOf(token)
    if (!claims) return null
    const [row] = await this.sessionUser.execute({ jti: claims.jti, now: new Date(this.now()) })
    if (!row || String(row.id) !== claims.subject) return null
    return { ...row, jti: claims.jti }
  }

  /**
   * The claims of a well-signed, unexpired token. A token's signature is checked once: a
   * token is a string signed by this process's key, so the same string stays well signed
   * (a forged one is another string); its expiry is checked at every use.
   */
  private async claimsOf(token: string): Promise<SignedClaims | null> {
    let claims = this.signed.get(token)
    if (claims === undefined) {
      try {
        const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"], currentDate: new Date(this.now()) })
        if (!payload.jti || !payload.sub) return null
        claims = { jti: payload.jti, subject: payload.sub, expiresAt: payload.exp === undefined ? Number.POSITIVE_INFINITY : payload.exp * 1000 }
      } catch {
        return null
      }
      if (this.signed.size >= SIGNED_TOKENS_KEPT) this.signed.delete(this.signed.keys().next().value as string)
      this.signed.set(token, claims)
    }
    return this.now() < claims.expiresAt ? claims : null
  }

  /**
   * Called with the ids of the tokens this process revokes (logout, password change), so that
   * open websockets of those tokens are closed at once; returns the unsubscribe function.
   */
  onRevoke(listener: (jtis: readonly string[]) => void): () => void {
    this.revokeListeners.add(listener)
    return () => this.revokeListeners.delete(listener)
  }

  private emitRevoked(jtis: readonly string[]): void {
    if (jtis.length === 0) return
    for (const listener of this.revokeListeners) listener(jtis)
  }

  async revoke(jti: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)))
    this.emitRevoked([jti])
  }

  /** Revokes every token of the member but the one named (after a password change). */
  async revokeOthers(userId: number, keepJti: string): Promise<string[]> {
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(sessions.userId, userId), ne(sessions.jti, keepJti), isNull(sessions.revokedAt)))
      .returning({ jti: sessions.jti })
    const jtis = revoked.map((r) => r.jti)
    this.emitRevoked(jtis)
    return jtis
  }
}
