import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/databases.ts"
import type { Db } from "../../core/db/client.ts"
import { users } from "../tables/users.ts"
import { browserName, maskAddress, QR_CONFIRM_PATH, QR_LIFETIME_MS, QrLogins } from "./qr-logins.ts"

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36"

describe("QR-code login", () => {
  let test: TestDatabase
  let db: Db
  let now = Date.parse("2026-03-01T08:00:00Z")
  let logins: QrLogins
  let member = 0

  beforeAll(async () => {
    test = await createTestDatabase("pglite")
    db = test.database.db
    logins = new QrLogins(db, () => now)
    const [row] = await db.insert(users).values({ username: "qr_member", nickName: "扫码会员", passwordHash: "x" }).returning({ id: users.id })
    member = row?.id ?? 0
  })
  afterAll(async () => {
    await test?.dispose()
  })

  it("names the waiting browser and hides the end of its address", () => {
    expect(browserName(CHROME)).toBe("Chrome")
    expect(browserName(`${CHROME} Edg/126.0`)).toBe("Edge")
    expect(browserName("Mozilla/5.0 (iPhone) MicroMessenger/8.0")).toBe("微信")
    expect(browserName("Mozilla/5.0 Firefox/128.0")).toBe("Firefox")
    expect(browserName("curl/8.0")).toBe("未知浏览器")
    expect(maskAddress("203.0.113.7")).toBe("203.0.*.*")
    expect(maskAddress("::ffff:203.0.113.7")).toBe("203.0.*.*")
    expect(maskAddress("2001:db8:1::7")).toBe("2001:db8:*")
  })

  it("hands the login over once: waiting, scanned, confirmed, then used", async () => {
    const created = await logins.create("https://portal.test", "203.0.113.7", CHROME)
    expect(created.url).toBe(`https://portal.test${QR_CONFIRM_PATH}?id=${created.id}`)
    expect(created.img).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(created.expiresIn).toBe(QR_LIFETIME_MS / 1000)
    expect(await logins.status(created.id, created.secret)).toEqual({ status: "waiting", userId: null })

    now += 30_000
    expect(await logins.scan(created.id, member)).toEqual({ browser: "Chrome", ip: "203.0.*.*", expiresIn: 90 })
    expect(await logins.status(created.id, created.secret)).toEqual({ status: "scanned", userId: null })

    await logins.confirm(created.id, member)
    expect(await logins.status(created.id, created.secret)).toEqual({ status: "confirmed", userId: member })
    expect(await logins.status(created.id, created.secret)).toEqual({ status: "expired", userId: null })
    await expect(logins.confirm(created.id, member)).rejects.toMatchObject({ status: 409, code: "qr_used" })
  })

  it("answers only the page that holds the secret", async () => {
    const created = await logins.create("https://portal.test", "203.0.113.7", CHROME)
    await expect(logins.status(created.id, "not-the-secret")).rejects.toMatchObject({ status: 400 })
    expect(await logins.status("no-such-code", created.secret)).toEqual({ status: "expired", userId: null })
  })

  it("tells the waiting page about a cancel, and refuses decisions after two minutes", async () => {
    const cancelled = await logins.create("https://portal.test", "203.0.113.7", CHROME)
    await logins.cancel(cancelled.id, member)
    expect(await logins.status(cancelled.id, cancelled.secret)).toEqual({ status: "cancelled", userId: null })
    await expect(logins.scan(cancelled.id, member)).rejects.toMatchObject({ status: 409 })

    const late = await logins.create("https://portal.test", "203.0.113.7", CHROME)
    now += QR_LIFETIME_MS
    expect(await logins.status(late.id, late.secret)).toEqual({ status: "expired", userId: null })
    await expect(logins.scan(late.id, member)).rejects.toMatchObject({ status: 404 })
    await expect(logins.confirm(late.id, member)).rejects.toMatchObject({ status: 404 })
  })
})
