import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto"
import { and, eq, gt, inArray, lt } from "drizzle-orm"
import type { QrStatus } from "../../../domain/session/endpoints.ts"
import { AUTH_MESSAGES } from "../../../domain/session/messages.ts"
import type { Db } from "../../core/db/client.ts"
import { qrLogins } from "../tables/auth.ts"
import { DomainError, badRequest, notFound } from "../../../domain/core/errors.ts"
import { encodeQr, qrSvg } from "./qr/qr-code.ts"

export const QR_LIFETIME_MS = 2 * 60_000
/** The page a signed-in member opens by scanning the code. */
export const QR_CONFIRM_PATH = "/login/qr/confirm"

const hash = (secret: string) => createHash("sha256").update(secret).digest()

/** A short name of the browser that waits, for the confirmation page: 在 Chrome 浏览器上登录. */
export const browserName = (agent: string): string => {
  if (/Edg\//.test(agent)) return "Edge"
  if (/MicroMessenger/i.test(agent)) return "微信"
  if (/Firefox\//.test(agent)) return "Firefox"
  if (/Chrom(e|ium)\//.test(agent)) return "Chrome"
  if (/Safari\//.test(agent)) return "Safari"
  return "未知浏览器"
}

/** The address with its last two parts hidden: 203.0.*.* */
export const maskAddress = (ip: string): string => {
  const v4 = /(\d+)\.(\d+)\.\d+\.\d+$/.exec(ip)
  if (v4) return `${v4[1]}.${v4[2]}.*.*`
  const parts = ip.split(":").filter(Boolean)
  return parts.length > 2 ? `${parts.slice(0, 2).join(":")}:*` : "*"
}

export interface QrLoginCreated {
  readonly id: string
  readonly secret: string
  readonly url: string
  readonly img: string
  readonly expiresIn: number
}

/**
 * QR-code logins. The waiting page gets an id (in the code) and a secret (only
 * for itself); a member signed in elsewhere opens the code's link, confirms,
 * and the waiting page collects a token of its own once with the secret.
 * Codes last two minutes and are used once.
 */
export class QrLogins {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async create(origin: string, ip: string, agent: string): Promise<QrLoginCreated> {
    const now = this.now()
    const id = randomUUID()
    const secret = randomBytes(24).toString("base64url")
    await this.db.delete(qrLogins).where(lt(qrLogins.expiresAt, new Date(now - 60 * 60_000)))
    await this.db.insert(qrLogins).values({
      id,
      secretHash: hash(secret).toString("hex"),
      requesterIp: ip,
      requesterAgent: agent.slice(0, 300),
      createdAt: new Date(now),
      expiresAt: new Date(now + QR_LIFETIME_MS),
    })
    const url = `${origin}${QR_CONFIRM_PATH}?id=${id}`
    const svg = qrSvg(encodeQr(url), { label: "扫码登录二维码" })
    return { id, secret, url, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, expiresIn: QR_LIFETIME_MS / 1000 }
  }

  /**
   * The waiting page's question. When confirmed, the login is handed over once:
   * the answer carries the member's id and the code becomes used.
   */
  async status(id: string, secret: string): Promise<{ status: QrStatus; userId: number | null }> {
    const [row] = await this.db.select().from(qrLogins).where(eq(qrLogins.id, id))
    if (!row) return { status: "expired", userId: null }
    const expected = Buffer.from(row.secretHash, "hex")
    const given = hash(secret)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest()
    if (row.status === "confirmed") {
      const [taken] = await this.db
        .update(qrLogins)
        .set({ status: "consumed" })
        .where(and(eq(qrLogins.id, id), eq(qrLogins.status, "confirmed")))
        .returning({ userId: qrLogins.userId })
      if (taken?.userId) return { status: "confirmed", userId: taken.userId }
      return { status: "expired", userId: null }
    }
    if (row.status === "consumed" || row.expiresAt.getTime() <= this.now()) return { status: "expired", userId: null }
    if (row.status === "cancelled") return { status: "cancelled", userId: null }
    return { status: row.status === "scanned" ? "scanned" : "waiting", userId: null }
  }

  /** The member opened the code's link: the waiting page shows 扫码成功. */
  async scan(id: string, userId: number): Promise<{ browser: string; ip: string; expiresIn: number }> {
    const row = await this.open(id)
    await this.db
      .update(qrLogins)
      .set({ status: "scanned", userId })
      .where(and(eq(qrLogins.id, id), inArray(qrLogins.status, ["waiting", "scanned"])))
    return {
      browser: browserName(row.requesterAgent),
      ip: maskAddress(row.requesterIp),
      expiresIn: Math.max(0, Math.ceil((row.expiresAt.getTime() - this.now()) / 1000)),
    }
  }

  async confirm(id: string, userId: number): Promise<void> {
    await this.decide(id, userId, "confirmed")
  }

  async cancel(id: string, userId: number): Promise<void> {
    await this.decide(id, userId, "cancelled")
  }

  private async decide(id: string, userId: number, status: "confirmed" | "cancelled"): Promise<void> {
    const [done] = await this.db
      .update(qrLogins)
      .set({ status, userId })
      .where(and(eq(qrLogins.id, id), inArray(qrLogins.status, ["waiting", "scanned"]), gt(qrLogins.expiresAt, new Date(this.now()))))
      .returning({ id: qrLogins.id })
    if (!done) await this.open(id)
    if (!done) throw new DomainError(409, "qr_used", AUTH_MESSAGES.qrUsed)
  }

  /** The row of a code still open for a decision, else 404 (unknown, expired) or 409 (decided). */
  private async open(id: string) {
    const [row] = await this.db.select().from(qrLogins).where(eq(qrLogins.id, id))
    if (!row || row.expiresAt.getTime() <= this.now()) throw notFound(AUTH_MESSAGES.qrExpired)
    if (row.status !== "waiting" && row.status !== "scanned") throw new DomainError(409, "qr_used", AUTH_MESSAGES.qrUsed)
    return row
  }
}
