import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { PAY_PASSWORD_MAX_FAILURES } from "../../domain/wallet/wallet.ts"
import { SMS_MAX_FAILED_ATTEMPTS } from "../../domain/session/sms.ts"
import { loginAttempts, smsCodes } from "../../server/session/tables/auth.ts"
import { FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS } from "../../server/session/services/login-limits.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { latestSmsCode, newKey, randomPhone, walletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

/**
 * Limits that hold when the guesses arrive all at once: each attempt is counted before the
 * slow hash is checked, so a burst gets no more checks than the limit. And the login limit
 * slows the address that fails, never the account for everyone.
 */
describe.each(databaseKinds())("limits in a burst on %s", (kind) => {
  // Requests come from 127.0.0.1, taken as a reverse proxy: X-Forwarded-For names the client.
  const suite = useTestServer(kind, { env: { TRUSTED_PROXIES: "127.0.0.1" } })

  const login = async (username: string, password: string, from: string) => {
    const response = await fetch(new URL("/auth/login", suite.server.url), {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ username, password: suite.server.deps.rsa.encrypt(password), code: "", uuid: "", rememberMe: false }),
    })
    return { status: response.status, body: (await response.json()) as { code?: string; message?: string } }
  }

  it("checks no more payment passwords than the limit when 60 arrive at once", async () => {
    const member = await walletMember(suite.server, { cents: 100_000, withdrawAccount: true })
    const wrong = suite.server.deps.rsa.encrypt("000000")
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        suite.server.call("balanceExtract", { body: { amount: 10_000, payPass: wrong, idempotencyKey: newKey() } }, { token: member.token }),
      ),
    )
    const checked = answers.filter((a) => a.status === 400)
    expect(checked.length).toBeLessThanOrEqual(PAY_PASSWORD_MAX_FAILURES)
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true)
    // The limit is used up: the right password waits for the lock too.
    const right = await suite.server.call(
      "balanceExtract",
      { body: { amount: 10_000, payPass: suite.server.deps.rsa.encrypt(member.payPassword), idempotencyKey: newKey() } },
      { token: member.token },
    )
    expect(right.status).toBe(429)
  })

  it("checks no more logins than the limit when 43 wrong passwords arrive at once", async () => {
    const { user } = await signedInUser(suite.server, { username: `burst${Date.now().toString(36)}`, password: "Rose_2024" })
    const answers = await Promise.all(Array.from({ length: 43 }, (_, i) => login(user.username, `Wrong_${i}x`, "198.51.100.7")))
    const checked = answers.filter((a) => a.status === 400)
    expect(checked.length).toBeLessThanOrEqual(FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS)
    for (const refused of answers.filter((a) => a.status !== 400)) {
      expect(refused).toMatchObject({ status: 429, body: { code: "login_throttled" } })
      expect(refused.body.message).toMatch(/^登录失败次数过多，请\d+(秒|分钟)后再试$/)
    }
  })

  it("burns an SMS code after the limit of wrong entries, also when 60 arrive at once", async () => {
    const phone = randomPhone()
    const { uuid } = await suite.server.deps.sms.issue({ phone, purpose: "login", ip: "198.51.100.30" })
    const code = await latestSmsCode(suite.server, phone)
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0")
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => suite.server.deps.sms.verify({ uuid, code: wrong(i), phone, purpose: "login" })))
    expect(answers.every((right) => !right)).toBe(true)
    // Every wrong entry of the burst was counted: the right code no longer opens the ticket.
    const [row] = await suite.server.deps.db.select({ failed: smsCodes.failedAttempts }).from(smsCodes).where(eq(smsCodes.uuid, uuid))
    expect(row?.failed).toBe(SMS_MAX_FAILED_ATTEMPTS)
    expect(await suite.server.deps.sms.verify({ uuid, code, phone, purpose: "login" })).toBe(false)
  })

  it("does not let an attacker lock the member out: the member's own address signs in", async () => {
    const { user } = await signedInUser(suite.server, { username: `victim${Date.now().toString(36)}`, password: "Rose_2024" })
    for (let i = 0; i < 12; i++) await login(user.username, `Wrong_${i}x`, "203.0.113.66")
    expect((await login(user.username, "Rose_2024", "203.0.113.66")).status).toBe(429)
    const member = await login(user.username, "Rose_2024", "198.51.100.20")
    expect(member.status).toBe(200)
  })
})

describe("client address without a trusted proxy", () => {
  const suite = useTestServer("pglite")

  it("ignores X-Forwarded-For, so a client cannot pick a fresh address for each guess", async () => {
    const { user } = await signedInUser(suite.server, { username: `spoof${Date.now().toString(36)}`, password: "Rose_2024" })
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const response = await fetch(new URL("/auth/login", suite.server.url), {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.9.0.${i}` },
        body: JSON.stringify({ username: user.username, password: suite.server.deps.rsa.encrypt(`Wrong_${i}x`), code: "", uuid: "", rememberMe: false }),
      })
      statuses.push(response.status)
      await response.body?.cancel()
    }
    // Every attempt was counted against the connection's address, none against the one it claimed.
    const rows = await suite.server.deps.db.select({ ip: loginAttempts.ip }).from(loginAttempts).where(eq(loginAttempts.account, user.username.toLowerCase()))
    expect(rows).toHaveLength(8)
    expect(rows.every((row) => !row.ip.includes("10.9.0."))).toBe(true)
    expect(statuses.slice(0, FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS).every((s) => s === 400)).toBe(true)
  })
})
