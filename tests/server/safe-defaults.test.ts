import { describe, expect, it } from "vitest"
import { ConfigError, conveniencesOn, readConfig } from "../../server/core/config.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { accountAndLedger, newKey, walletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

/**
 * What `npm start` offers out of the box must not hand an account or money to a stranger:
 * the SMS and mail outboxes are for administrators, the sandbox cashier settles a payment only
 * for the member who made it, and production refuses the sandbox provider.
 */
describe.each(databaseKinds())("safe by default on %s", (kind) => {
  const suite = useTestServer(kind)

  it("shows the SMS and mail outboxes to administrators only", async () => {
    const member = await signedInUser(suite.server)
    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })
    await suite.server.call("infoCode", { body: { phone: "13700000099", purpose: "register" } })
    for (const name of ["devOutbox", "devMailOutbox"] as const) {
      const visitor = await suite.server.call(name)
      expect(visitor.status).toBe(401)
      expect(visitor.body).toMatchObject({ code: "not_logged_in" })
      expect((await suite.server.call(name, undefined, { token: member.token })).status).toBe(403)
      expect((await suite.server.call(name, undefined, { token: admin.token })).ok).toBe(true)
    }
    const outbox = await suite.server.call("devOutbox", undefined, { token: admin.token })
    expect(outbox.ok && outbox.body.some((m) => m.phone === "13700000099")).toBe(true)
  })

  it("settles a sandbox payment only for the member who made it", async () => {
    const payer = await walletMember(suite.server)
    const stranger = await signedInUser(suite.server)
    const created = await suite.server.call("rechargeCreate", { body: { amount: 5_000_000, idempotencyKey: newKey() } }, { token: payer.token })
    if (!created.ok) throw new Error(created.body.message)
    const id = created.body.id
    expect((await suite.server.call("sandboxPaymentConfirm", { params: { id } })).status).toBe(401)
    expect((await suite.server.call("sandboxPayment", { params: { id } })).status).toBe(401)
    for (const name of ["sandboxPayment", "sandboxPaymentConfirm", "sandboxPaymentFail"] as const) {
      const answer = await suite.server.call(name, { params: { id } }, { token: stranger.token })
      expect(answer.status).toBe(404)
    }
    expect((await accountAndLedger(suite.server, payer.user.id)).balance).toBe(0)
    const confirmed = await suite.server.call("sandboxPaymentConfirm", { params: { id } }, { token: payer.token })
    expect(confirmed.ok && confirmed.body.status).toBe("paid")
    expect(await accountAndLedger(suite.server, payer.user.id)).toMatchObject({ balance: 5_000_000, balanceLedger: 5_000_000 })
  })
})

describe("configuration", () => {
  it("refuses the sandbox payment provider in production", () => {
    expect(() => readConfig({ NODE_ENV: "production", PAYMENT_SANDBOX: "on" })).toThrow(ConfigError)
    expect(readConfig({ NODE_ENV: "production" }).paymentSandbox).toBe(false)
    expect(readConfig({}).paymentSandbox).toBe(true)
  })

  it("lists the conveniences that are on for the start log", () => {
    const development = conveniencesOn(readConfig({ AUTH_CAPTCHA: "off" }))
    expect(development.join("\n")).toMatch(/sandbox payment provider/)
    expect(development.join("\n")).toMatch(/captcha off/)
    expect(development.join("\n")).toMatch(/outboxes for administrators/)
    const production = conveniencesOn(readConfig({ NODE_ENV: "production", SEED_DEMO_DATA: "off", JWT_SECRET: "x".repeat(40) }))
    expect(production).toEqual([])
  })

  it("reads the trusted proxies and refuses what is not an address", () => {
    expect(readConfig({ TRUSTED_PROXIES: "10.0.0.1, ::1" }).trustedProxies).toEqual(["10.0.0.1", "::1"])
    expect(readConfig({}).trustedProxies).toEqual([])
    expect(() => readConfig({ TRUSTED_PROXIES: "proxy.local" })).toThrow(ConfigError)
  })
})
