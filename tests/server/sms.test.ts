import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { SMS_MESSAGES, SMS_RESEND_MS, SMS_VALID_MS } from "../../domain/session/sms.ts"
import { smsCodes, smsOutbox } from "../../server/session/tables/auth.ts"
import { DomainError } from "../../domain/core/errors.ts"
import { LocalSmsProvider } from "../../server/session/services/sms/local-provider.ts"
import type { SmsProvider } from "../../server/session/services/sms/provider.ts"
import { SmsCodes } from "../../server/session/services/sms/sms-codes.ts"
import { createTestDatabase, databaseKinds, type TestDatabase } from "../setup/databases.ts"

const codeIn = (text: string) => /验证码为(\d{6})/.exec(text)?.[1] ?? ""

describe.each(databaseKinds())("SMS codes on %s", (kind) => {
  let test: TestDatabase
  let clock = Date.parse("2026-03-01T08:00:00Z")
  const now = () => clock
  let outbox: LocalSmsProvider
  let sms: SmsCodes
  let phoneSeq = 13800000000

  const nextPhone = () => String(++phoneSeq)
  const lastCode = async (phone: string) => {
    const rows = await outbox.latest(100)
    return codeIn(rows.find((row) => row.phone === phone)?.text ?? "")
  }
  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (e: unknown) => e)
    expect(error).toBeInstanceOf(DomainError)
    return error as DomainError
  }

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    outbox = new LocalSmsProvider(test.database.db, now)
    sms = new SmsCodes(test.database.db, outbox, now)
  })
  afterAll(() => test.dispose())

  it("sends a six-digit code to the outbox and keeps only its hash", async () => {
    const phone = nextPhone()
    const ticket = await sms.issue({ phone, purpose: "register", ip: "10.0.0.1" })
    const code = await lastCode(phone)
    expect(code).toMatch(/^\d{6}$/)
    expect(ticket.expiresAt.getTime() - clock).toBe(SMS_VALID_MS)
    expect(ticket.resendAt.getTime() - clock).toBe(SMS_RESEND_MS)
    const [row] = await test.database.db.select().from(smsCodes).where(eq(smsCodes.uuid, ticket.uuid))
    expect(JSON.stringify(row)).not.toContain(code)
    const [message] = await test.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))
    expect(message?.text).toContain("【悦享健康】您正在注册")
  })

  it("verifies a code once, only for its phone and purpose", async () => {
    const phone = nextPhone()
    const { uuid } = await sms.issue({ phone, purpose: "password", ip: "10.0.0.2" })
    const code = await lastCode(phone)
    expect(await sms.verify({ uuid, code, phone: nextPhone(), purpose: "password" })).toBe(false)
    expect(await sms.verify({ uuid, code, phone, purpose: "login" })).toBe(false)
    expect(await sms.verify({ uuid, code, phone, purpose: "password" })).toBe(true)
    expect(await sms.verify({ uuid, code, phone, purpose: "password" })).toBe(false)
    const error = await rejection(sms.require({ uuid, code, phone, purpose: "password" }))
    expect(error.status).toBe(400)
    expect(error.message).toBe(SMS_MESSAGES.codeInvalid)
  })

  it("refuses a second code within 60 seconds and allows it after", async () => {
    const phone = nextPhone()
    await sms.issue({ phone, purpose: "login", ip: "10.0.0.3" })
    clock += 20_000
    const error = await rejection(sms.issue({ phone, purpose: "register", ip: "10.0.0.3" }))
    expect(error.status).toBe(429)
    expect(error.message).toBe("请40秒后再获取验证码")
    clock += 40_000
    await expect(sms.issue({ phone, purpose: "login", ip: "10.0.0.3" })).resolves.toHaveProperty("uuid")
  })

  it("lets a code expire after five minutes", async () => {
    const phone = nextPhone()
    const { uuid } = await sms.issue({ phone, purpose: "login", ip: "10.0.0.4" })
    const code = await lastCode(phone)
    clock += SMS_VALID_MS
    expect(await sms.verify({ uuid, code, phone, purpose: "login" })).toBe(false)
  })

  it("burns a code after five wrong entries", async () => {
    const phone = nextPhone()
    const { uuid } = await sms.issue({ phone, purpose: "login", ip: "10.0.0.5" })
    const code = await lastCode(phone)
    const wrong = code === "000000" ? "111111" : "000000"
    for (let i = 0; i < 5; i++) expect(await sms.verify({ uuid, code: wrong, phone, purpose: "login" })).toBe(false)
    expect(await sms.verify({ uuid, code, phone, purpose: "login" })).toBe(false)
  })

  it("limits codes per phone and per address within an hour", async () => {
    const phone = nextPhone()
    for (let i = 0; i < 5; i++) {
      await sms.issue({ phone, purpose: "login", ip: `10.1.0.${i}` })
      clock += SMS_RESEND_MS
    }
    const perPhone = await rejection(sms.issue({ phone, purpose: "login", ip: "10.1.0.9" }))
    expect([perPhone.status, perPhone.message]).toEqual([429, SMS_MESSAGES.tooMany])

    for (let i = 0; i < 20; i++) await sms.issue({ phone: nextPhone(), purpose: "register", ip: "10.2.0.1" })
    const perAddress = await rejection(sms.issue({ phone: nextPhone(), purpose: "register", ip: "10.2.0.1" }))
    expect([perAddress.status, perAddress.message]).toEqual([429, SMS_MESSAGES.tooMany])
    clock += 60 * 60_000
    await expect(sms.issue({ phone: nextPhone(), purpose: "register", ip: "10.2.0.1" })).resolves.toHaveProperty("uuid")
  })

  it("withdraws the ticket when the provider fails", async () => {
    const failing: SmsProvider = { name: "failing", send: () => Promise.reject(new Error("gateway down")) }
    const broken = new SmsCodes(test.database.db, failing, now)
    const phone = nextPhone()
    const error = await rejection(broken.issue({ phone, purpose: "login", ip: "10.0.0.6" }))
    expect([error.status, error.message]).toEqual([503, SMS_MESSAGES.sendFailed])
    expect(await test.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([])
  })

  it("issues one code when two requests for a phone race", async () => {
    const phone = nextPhone()
    const results = await Promise.allSettled([
      sms.issue({ phone, purpose: "login", ip: "10.0.0.7" }),
      sms.issue({ phone, purpose: "login", ip: "10.0.0.7" }),
    ])
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
  })
})
