import { randomInt, randomUUID } from "node:crypto"
import { eq, lt } from "drizzle-orm"
import type { Db } from "../../db/client.ts"
import { captchas } from "../../db/schema/auth.ts"

export const CAPTCHA_LIFETIME_MS = 2 * 60_000
export const CAPTCHA_LENGTH = 4
/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
const ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
const WIDTH = 120
const HEIGHT = 40

const pick = (min: number, max: number) => min + randomInt(0, max - min + 1)
const darkColour = () => `rgb(${pick(20, 120)},${pick(20, 120)},${pick(40, 140)})`
const lightColour = () => `rgb(${pick(150, 220)},${pick(150, 220)},${pick(150, 220)})`

/**
 * The captcha picture: each character turned, slanted, sized and coloured at
 * random and set off its line, crossed by curves and speckled with dots.
 */
export const captchaSvg = (text: string): string => {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="rgb(${pick(236, 250)},${pick(240, 252)},${pick(236, 250)})"/>`]
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<path d="M${pick(0, 20)} ${pick(5, 35)} C${pick(20, 50)} ${pick(0, 40)},${pick(60, 90)} ${pick(0, 40)},${pick(100, 120)} ${pick(5, 35)}" stroke="${lightColour()}" stroke-width="${pick(1, 2)}" fill="none"/>`,
    )
  }
  Array.from(text).forEach((char, i) => {
    const x = 14 + i * 26 + pick(-3, 3)
    const y = 28 + pick(-4, 4)
    const size = pick(22, 28)
    parts.push(
      `<text x="${x}" y="${y}" font-size="${size}" font-family="Georgia,'Times New Roman',serif" font-weight="bold" fill="${darkColour()}" transform="rotate(${pick(-28, 28)} ${x + 8} ${y - 8}) skewX(${pick(-12, 12)})">${char}</text>`,
    )
  })
  for (let i = 0; i < 2; i++) {
    parts.push(
      `<path d="M${pick(0, 15)} ${pick(8, 32)} Q${pick(40, 80)} ${pick(-10, 50)} ${pick(105, 120)} ${pick(8, 32)}" stroke="${darkColour()}" stroke-width="1.5" fill="none" opacity="0.7"/>`,
    )
  }
  for (let i = 0; i < 30; i++) parts.push(`<circle cx="${pick(0, WIDTH)}" cy="${pick(0, HEIGHT)}" r="1" fill="${darkColour()}"/>`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join("")}</svg>`
}

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
