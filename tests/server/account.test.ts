import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { vipDaysLeft } from "../../server/routes/account.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { startTestServer, type TestServer } from "../setup/test-server.ts"

describe("vip days left", () => {
  it("counts started days and never goes below zero", () => {
    const now = Date.UTC(2026, 0, 1)
    expect(vipDaysLeft(null, now)).toBe(0)
    expect(vipDaysLeft(new Date(now - 1), now)).toBe(0)
    expect(vipDaysLeft(new Date(now + 1), now)).toBe(1)
    expect(vipDaysLeft(new Date(now + 86_400_000 * 30), now)).toBe(30)
  })
})

describe.each(databaseKinds())("account grade on %s", (kind) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(() => server?.close())

  it("needs a valid token", async () => {
    const none = await server.call("accountGrade")
    expect(none.status).toBe(401)
    expect(none.body).toEqual({ status: 401, message: "请先登录" })
    const forged = await server.call("accountGrade", undefined, { token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged" })
    expect(forged.status).toBe(401)
  })

  it("answers a plain member, a VIP and a maker", async () => {
    const plain = await signedInUser(server)
    const answer = await server.call("accountGrade", undefined, { token: plain.token })
    expect(answer.ok && answer.body).toEqual({ grade: "普通会员", amount: 0, expireDate: 0, expireAt: null, isShop: false })

    const vip = await signedInUser(server, { grade: "VIP会员", vipAmount: 19_900, vipExpiresAt: new Date(Date.now() + 10 * 86_400_000), isMaker: true })
    const vipAnswer = await server.call("accountGrade", undefined, { token: vip.token })
    if (!vipAnswer.ok) throw new Error(vipAnswer.body.message)
    expect(vipAnswer.body).toMatchObject({ grade: "VIP会员", amount: 19_900, expireDate: 10, isShop: true })
  })

  it("refuses a revoked token at once", async () => {
    const member = await signedInUser(server)
    const session = await server.deps.tokens.verify(member.token)
    expect(session).not.toBeNull()
    await server.deps.tokens.revoke(session?.jti ?? "")
    const answer = await server.call("accountGrade", undefined, { token: member.token })
    expect(answer.status).toBe(401)
  })
})
