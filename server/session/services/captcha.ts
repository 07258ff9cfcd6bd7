import { randomInt, randomUUID } from "node:crypto"
import { createRequire } from "node:module"
import { eq, lt } from "drizzle-orm"
import type { Db } from "../../core/db/client.ts"
import { captchas } from "../tables/auth.ts"

export const CAPTCHA_LIFETIME_MS = 2 * 60_000
export const CAPTCHA_LENGTH = 4
/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
const ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
const WIDTH = 120
const HEIGHT = 40

/**
 * The captcha picture, drawn by svg-captcha: every character is a path traced from a font's
 * outline (no SVG text a program could read back), set at a random size, angle and height,
 * coloured at random and crossed by noise curves.
 */
export const captchaSvg = (text: string): string =>
  drawCaptcha(text, { width: WIDTH, height: HEIGHT, fontSize: 44, noise: 3, color: true, background: "#f2f5f0" })

interface DrawOptions {
  readonly width: number
  readonly height: number
  readonly fontSize: number
  readonly noise: number
  readonly color: boolean
  readonly background: string
}
// The package's main export draws a given text; its type declarations name only its helpers.
const drawCaptcha = createRequire(import.meta.url)("svg-captcha") as (text: string, options: DrawOptions) => string

export type CaptchaCheck = "ok" | "wrong" | "expired"

/** Image captchas kept in the database: two minutes, one use (right or wrong). */
export class Captchas {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async create(): Promise<{ uuid: string; img: string; expiresIn: number }> {
    const now = this.now()
    const text = Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join("")
    const uuid = randomUUID()
    await this.db.delete(captchas).where(lt(captchas.expiresAt, new Date(now - 60 * 60_000)))
    await this.db.insert(captchas).values({ uuid, answer: text.toLowerCase(), createdAt: new Date(now), expiresAt: new Date(now + CAPTCHA_LIFETIME_MS) })
    const img = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text)).toString("base64")}`
    return { uuid, img, expiresIn: CAPTCHA_LIFETIME_MS / 1000 }
  }

  /** Uses the captcha up and says whether the answer was right (case does not matter). */
  async consume(uuid: string, answer: string): Promise<CaptchaCheck> {
    if (uuid === "") return "expired"
    const [row] = await this.db.delete(captchas).where(eq(captchas.uuid, uuid)).returning()
    if (!row || row.expiresAt.getTime() <= this.now()) return "expired"
    return row.answer === answer.trim().toLowerCase() ? "ok" : "wrong"
  }
}
