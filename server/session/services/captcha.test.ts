import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/databases.ts"
import type { Db } from "../../core/db/client.ts"
import { captchas } from "../tables/auth.ts"
import { CAPTCHA_LENGTH, CAPTCHA_LIFETIME_MS, captchaSvg, Captchas } from "./captcha.ts"

describe("image captcha", () => {
  let test: TestDatabase
  let db: Db
  let now = Date.parse("2026-03-01T08:00:00Z")
  let service: Captchas

  const answerOf = async (uuid: string): Promise<string> => {
    const [row] = await db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.uuid, uuid))
    if (!row) throw new Error("captcha not stored")
    return row.answer
  }

  beforeAll(async () => {
    test = await createTestDatabase("pglite")
    db = test.database.db
    service = new Captchas(db, () => now)
  })
  afterAll(async () => {
    await test?.dispose()
  })

  it("draws the characters as paths: the picture holds no text a program could read back", () => {
    const svg = captchaSvg("AC34")
    expect(svg).toMatch(/^<svg[^>]*width="120" height="40"/)
    expect(svg).toContain("<path")
    expect(svg).not.toContain("<text")
    expect(svg).not.toContain("AC34")
  })

  it("keeps a four-character answer from the unambiguous alphabet for two minutes", async () => {
    const created = await service.create()
    expect(created.expiresIn).toBe(CAPTCHA_LIFETIME_MS / 1000)
    expect(created.img).toMatch(/^data:image\/svg\+xml;base64,/)
    const answer = await answerOf(created.uuid)
    expect(answer).toHaveLength(CAPTCHA_LENGTH)
    expect(answer).toMatch(/^[acdefghjkmnpqrtuvwxy34679]+$/)
  })

  it("takes the answer in any case, once", async () => {
    const { uuid } = await service.create()
    const answer = await answerOf(uuid)
    expect(await service.consume(uuid, ` ${answer.toUpperCase()} `)).toBe("ok")
    expect(await service.consume(uuid, answer)).toBe("expired")
  })

  it("uses the captcha up on a wrong answer too", async () => {
    const { uuid } = await service.create()
    const answer = await answerOf(uuid)
    expect(await service.consume(uuid, "zzzz")).toBe("wrong")
    expect(await service.consume(uuid, answer)).toBe("expired")
  })

  it("expires after two minutes, and an unknown or empty id is expired", async () => {
    const { uuid } = await service.create()
    const answer = await answerOf(uuid)
    now += CAPTCHA_LIFETIME_MS
    expect(await service.consume(uuid, answer)).toBe("expired")
    expect(await service.consume("", answer)).toBe("expired")
    expect(await service.consume("no-such-captcha", answer)).toBe("expired")
  })

  it("clears captchas an hour past their end when it makes a new one", async () => {
    const { uuid } = await service.create()
    now += CAPTCHA_LIFETIME_MS + 60 * 60_000 + 1
    await service.create()
    expect(await db.select().from(captchas).where(eq(captchas.uuid, uuid))).toEqual([])
  })
})
