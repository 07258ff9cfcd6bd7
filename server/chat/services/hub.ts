import { setTimeout as sleep } from "node:timers/promises"
import { and, gt, inArray, isNull } from "drizzle-orm"
import type { PushNotice, ServerFrame } from "../../../domain/chat/protocol.ts"
import { WS_CLOSE_TOKEN_REVOKED } from "../../../domain/chat/rules.ts"
import type { Db } from "../../core/db/client.ts"
import { notices } from "../tables.ts"
import { sessions } from "../../session/tables/users.ts"
import type { BusEvent, MessageBus } from "../../core/bus/bus.ts"

/** How many sockets' tokens one statement of the token check reads. */
export const TOKEN_CHECK_SLICE = 100

/** One open websocket of a member, as the hub sees it. */
export interface HubClient {
  readonly userId: number
  /** The id of the session token the socket was opened with. */
  readonly jti: string
  send(text: string): void
  close(code: number, reason: string): void
}

export interface HubOptions {
  /** How often the tokens of open sockets are checked against the sessions table. */
  readonly tokenCheckMs?: number
}

/**
 * The sockets of this process by member and by token, fed by the bus: every frame for a
 * member, from any process, reaches all of that member's sockets here. Token revocations
 * come through the bus too (TokenService.onRevoke on whichever process revoked), and a
 * periodic check against the sessions table closes sockets whose token expired or was
 * revoked some other way.
 */
export class ChatHub {
  private readonly byUser = new Map<number, Set<HubClient>>()
  private readonly byJti = new Map<string, Set<HubClient>>()
  private readonly unsubscribe: () => void
  private readonly timer: NodeJS.Timeout | undefined
  private closed = false
  private checking = false

  constructor(
    private readonly db: Db,
    readonly bus: MessageBus,
    private readonly now: () => number,
    options: HubOptions = {},
  ) {
    this.unsubscribe = bus.subscribe((event) => this.onEvent(event))
    const every = options.tokenCheckMs ?? 60_000
    if (every > 0) {
      this.timer = setInterval(() => {
        if (this.checking) return
        this.checking = true
        this.checkTokens(every / 2)
          .catch((error: Error) => console.error(`chat token check failed: ${error.message}`))
          .finally(() => {
            this.checking = false
          })
      }, every)
      this.timer.unref()
    }
  }

  /** Open sockets of this process. */
  get size(): number {
    let n = 0
    for (const set of this.byUser.values()) n += set.size
    return n
  }

  isOnline(userId: number): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0
  }

  add(client: HubClient): void {
    if (this.closed) {
      client.close(1001, "server stopping")
      return
    }
    const users = this.byUser.get(client.userId) ?? new Set()
    users.add(client)
    this.byUser.set(client.userId, users)
    const tokens = this.byJti.get(client.jti) ?? new Set()
    tokens.add(client)
    this.byJti.set(client.jti, tokens)
  }

  remove(client: HubClient): void {
    const users = this.byUser.get(client.userId)
    users?.delete(client)
    if (users?.size === 0) this.byUser.delete(client.userId)
    const tokens = this.byJti.get(client.jti)
    tokens?.delete(client)
    if (tokens?.size === 0) this.byJti.delete(client.jti)
  }

  /**
   * Sends a frame to every socket of these members, on every process. A bus failure is
   * logged, not thrown: what was stored is still delivered by the pages' catch-up.
   */
  async send(userIds: readonly number[], frame: ServerFrame): Promise<void> {
    try {
      await this.bus.publish({ kind: "deliver", userIds: [...new Set(userIds)], frame: JSON.stringify(frame) })
    } catch (error) {
      console.error(`chat delivery not published: ${(error as Error).message}`)
    }
  }

  /** Closes the sockets of these tokens on every process. */
  revoke(jtis: readonly string[]): Promise<void> {
    return this.bus.publish({ kind: "revoke", jtis })
  }

  /**
   * An account notice (spec 1 §8): kept for the member's message list and pushed to the
   * member's open pages, which show it as a notification (TOKEN-WEB ones show nothing).
   */
  async pushNotice(userId: number, notice: PushNotice): Promise<void> {
    await this.db.insert(notices).values({ userId, msgType: notice.msgType, title: notice.title, msg: notice.msg })
    await this.send([userId], { type: "push", notice })
  }

  /** `pushNotice` about something already done (a review decision): a failure is logged as `<what> notice failed` and undoes nothing. */
  async pushNoticeAfter(userId: number, notice: PushNotice, what: string): Promise<void> {
    await this.pushNotice(userId, notice).catch((error: Error) => console.error(`${what} notice failed: ${error.message}`))
  }

  private onEvent(event: BusEvent): void {
    if (event.kind === "deliver") {
      for (const userId of event.userIds) {
        const clients = this.byUser.get(userId)
        if (!clients) continue
        for (const client of clients) client.send(event.frame)
      }
      return
    }
    for (const jti of event.jtis) {
      const clients = this.byJti.get(jti)
      if (!clients) continue
      for (const client of [...clients]) {
        this.remove(client)
        client.close(WS_CLOSE_TOKEN_REVOKED, "token revoked")
      }
    }
  }

  /**
   * Closes every socket whose token is no longer valid (expired, revoked elsewhere), reading
   * TOKEN_CHECK_SLICE tokens a statement. The periodic check spreads its statements over
   * `spreadMs` (half its interval): thousands of open sockets read all at once were a burst of
   * database work that held up the messages of that moment.
   */
  async checkTokens(spreadMs = 0): Promise<number> {
    const jtis = [...this.byJti.keys()]
    const slices = Math.ceil(jtis.length / TOKEN_CHECK_SLICE)
    const gap = slices > 1 ? spreadMs / slices : 0
    let stale = 0
    for (let i = 0; i < jtis.length && !this.closed; i += TOKEN_CHECK_SLICE) {
      if (i > 0 && gap > 0) await sleep(gap, undefined, { ref: false })
      const slice = jtis.slice(i, i + TOKEN_CHECK_SLICE)
      const rows = await this.db
        .select({ jti: sessions.jti })
        .from(sessions)
        .where(and(inArray(sessions.jti, slice), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(this.now()))))
      const valid = new Set(rows.map((row) => row.jti))
      const gone = slice.filter((jti) => !valid.has(jti))
      if (gone.length > 0) this.onEvent({ kind: "revoke", jtis: gone })
      stale += gone.length
    }
    return stale
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    if (this.timer) clearInterval(this.timer)
    this.unsubscribe()
    for (const clients of this.byUser.values()) for (const client of clients) client.close(1001, "server stopping")
    this.byUser.clear()
    this.byJti.clear()
    await this.bus.close()
  }
}
