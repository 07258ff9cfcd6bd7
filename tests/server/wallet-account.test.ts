import { and, eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { PAYMENT_MESSAGES } from "../../domain/core/messages.ts"
import { payPasswordLockedMessage, WALLET_MESSAGES } from "../../domain/wallet/wallet.ts"
import { ledgerEntries, walletAccounts } from "../../server/wallet/tables.ts"
import { MEMBER_FEES } from "../../server/seed/wallet.ts"
import { credit } from "../../server/wallet/services/ledger.ts"
import { PAY_PASSWORD_COST } from "../../server/wallet/services/pay-password.ts"
import { hashedWith, hashPassword, PASSWORD_COST, verifyPassword } from "../../server/session/services/passwords.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { accountAndLedger, latestSmsCode, newKey, walletMember, type WalletMember, annualFeeId, buyVip, okBody } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

const DAY = 86_400_000

const ok = okBody

describe.each(databaseKinds())("wallet account, grade and payment password on %s", (kind) => {
  const suite = useTestServer(kind)

  const encrypt = (text: string) => suite.server.deps.rsa.encrypt(text)
  const buyVipFor = (member: WalletMember, key?: string) => buyVip(suite.server, member, key)

  describe("grade", () => {
    it("needs a valid token", async () => {
      const none = await suite.server.call("accountGrade")
      expect(none.status).toBe(401)
      expect(none.body).toEqual({ status: 401, code: "not_logged_in", message: "请先登录" })
      const forged = await suite.server.call("accountGrade", undefined, { token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged" })
      expect(forged.status).toBe(401)
    })

    it("answers a plain member, a VIP and a maker", async () => {
      const plain = await signedInUser(suite.server)
      expect(ok(await suite.server.call("accountGrade", undefined, { token: plain.token }))).toEqual({
        grade: "普通会员",
        amount: 0,
        expireDate: 0,
        expireAt: null,
        isShop: false,
      })
      const vip = await signedInUser(suite.server, {
        grade: "VIP会员",
        vipAmount: 19_900,
        vipExpiresAt: new Date(Date.now() + 10 * DAY),
        isMaker: true,
      })
      expect(ok(await suite.server.call("accountGrade", undefined, { token: vip.token }))).toMatchObject({
        grade: "VIP会员",
        amount: 19_900,
        expireDate: 10,
        isShop: true,
      })
    })
  })

  describe("catalogue", () => {
    it("lists grades by level, their privileges and the VIP plans as seeded", async () => {
      const grades = ok(await suite.server.call("gradeAll"))
      expect(grades.map((g) => g.name)).toEqual(["普通会员", "VIP会员"])
      const privileges = ok(await suite.server.call("gradePrivilegeAll"))
      expect(privileges.filter((p) => p.gradeName === "VIP会员").map((p) => p.title)).toContain("课程会员价")
      const fees = ok(await suite.server.call("memberFeeAll"))
      expect(fees.map((f) => [f.name, f.months, f.price])).toEqual(MEMBER_FEES.map((f) => [f.name, f.months, f.priceCents]))
      expect(fees.filter((f) => f.recommended).map((f) => f.name)).toEqual(["年卡"])
    })
  })

  describe("account summary", () => {
    it("starts empty and masks personal data", async () => {
      const member = await signedInUser(suite.server, { phone: "13812345678", email: "zhangsan@qq.com" })
      const center = ok(await suite.server.call("accountCenter", undefined, { token: member.token }))
      expect(center).toMatchObject({ balance: 0, frozen: 0, points: 0, hasPayPassword: false, phone: "138****5678", shopServiceUntil: null })
      const security = ok(await suite.server.call("accountSecurity", undefined, { token: member.token }))
      expect(security).toEqual({
        phone: "138****5678",
        email: "zha***@qq.com",
        authState: "not_certified",
        hasPayPassword: false,
        payPasswordLockedUntil: null,
        withdrawAccount: null,
      })
      expect(ok(await suite.server.call("accountOrderTotal", undefined, { token: member.token }))).toEqual({
        orderCount: 0,
        spent: 0,
        recharged: 0,
        withdrawn: 0,
        pointsEarned: 0,
        pointsSpent: 0,
      })
    })

    it("pages the bill newest first, filters by type and date range, and totals the ledger", async () => {
      const member = await walletMember(suite.server, { cents: 50_000, points: 300 })
      const db = suite.server.deps.db
      await credit(db, { userId: member.user.id, cents: 2_000, kind: "reward", title: "邀请好友注册奖励" })
      const { debit } = await import("../../server/wallet/services/ledger.ts")
      await debit(db, { userId: member.user.id, cents: 9_900, kind: "course", title: "购买课程《科学护肤入门》" })
      await debit(db, { userId: member.user.id, points: 120, kind: "gift", title: "积分兑换：保温杯" })
      // One old line, to be left out by the date range.
      const [old] = await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.userId, member.user.id), eq(ledgerEntries.kind, "recharge")))
      await db.update(ledgerEntries).set({ createdAt: new Date(Date.now() - 40 * DAY) }).where(eq(ledgerEntries.id, old?.id ?? 0))

      const all = ok(await suite.server.call("accountBill", { query: { page: 0, size: 2 } }, { token: member.token }))
      expect(all.totalElements).toBe(3)
      expect(all.totalPages).toBe(2)
      expect(all.content.map((line) => line.title)).toEqual(["购买课程《科学护肤入门》", "邀请好友注册奖励"])
      expect(all.content[0]).toMatchObject({ type: "consume", amount: -9_900, balanceAfter: 42_100 })

      const consume = ok(await suite.server.call("accountBill", { query: { type: "consume" } }, { token: member.token }))
      expect(consume.content.map((l) => l.kind)).toEqual(["course"])
      const recent = ok(
        await suite.server.call(
          "accountBill",
          { query: { start: new Date(Date.now() - 7 * DAY).toISOString(), end: new Date(Date.now() + DAY).toISOString() } },
          { token: member.token },
        ),
      )
      expect(recent.content.map((l) => l.kind)).toEqual(["course", "reward"])

      const bad = await suite.server.call("accountBill", { query: { start: new Date().toISOString(), end: new Date(Date.now() - DAY).toISOString() } }, { token: member.token })
      expect(bad.status).toBe(400)
      expect(bad.body).toMatchObject({ message: "开始时间不能晚于结束时间" })
      // A day that does not exist is refused with what is wrong, not read as the first days of the next month.
      const noSuchDay = await fetch(`${suite.server.url}/api/account/bill?start=${encodeURIComponent("2026-02-30T00:00:00+08:00")}`, {
        headers: { authorization: `Bearer ${member.token}` },
      })
      expect(noSuchDay.status).toBe(400)
      expect(await noSuchDay.json()).toMatchObject({ message: WALLET_MESSAGES.timeFormat })
      const res = await fetch(`${suite.server.url}/api/account/bill?type=lottery`, { headers: { authorization: `Bearer ${member.token}` } })
      expect(res.status).toBe(400)

      const points = ok(await suite.server.call("accountPoints", { query: {} }, { token: member.token }))
      expect(points.points).toBe(180)
      expect(points.content.map((l) => l.amount)).toEqual([-120, 300])

      expect(ok(await suite.server.call("accountOrderTotal", undefined, { token: member.token }))).toEqual({
        orderCount: 1,
        spent: 9_900,
        recharged: 50_000,
        withdrawn: 0,
        pointsEarned: 300,
        pointsSpent: 120,
      })
      expect(await accountAndLedger(suite.server, member.user.id)).toEqual({ balance: 42_100, points: 180, balanceLedger: 42_100, pointsLedger: 180 })
    })
  })

  describe("payment password", () => {
    it("is set with the SMS code sent to the member's phone, with the spec's messages", async () => {
      const member = await walletMember(suite.server, { payPassword: null })
      const noPhone = await signedInUser(suite.server)
      const refused = await suite.server.call("payPasswordInfoCode", undefined, { token: noPhone.token })
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({ message: WALLET_MESSAGES.noPhone })

      const ticket = ok(await suite.server.call("payPasswordInfoCode", undefined, { token: member.token }))
      expect(ticket.phone).toBe(`${member.phone.slice(0, 3)}****${member.phone.slice(-4)}`)
      expect(ticket.expiresIn).toBe(300)
      expect(ticket.resendIn).toBe(60)
      const again = await suite.server.call("payPasswordInfoCode", undefined, { token: member.token })
      expect(again.status).toBe(429)
      const code = await latestSmsCode(suite.server, member.phone)

      const form = (password: string, confirm: string, infoCode: string, uuid: string) => ({
        body: { password: encrypt(password), confirm: encrypt(confirm), infoCode, uuid, updateType: "basics" as const },
      })
      const empty = await suite.server.call("payPasswordUpdate", form("", "", code, ticket.uuid), { token: member.token })
      expect(empty.body).toMatchObject({ message: "请输入支付密码" })
      const short = await suite.server.call("payPasswordUpdate", form("1234", "1234", code, ticket.uuid), { token: member.token })
      expect(short.body).toMatchObject({ message: "请输入6位数的支付密码" })
      const noTicket = await suite.server.call("payPasswordUpdate", form("135790", "135790", code, ""), { token: member.token })
      expect(noTicket.body).toMatchObject({ message: "请获取短信验证码" })
      const noCode = await suite.server.call("payPasswordUpdate", form("135790", "135790", "", ticket.uuid), { token: member.token })
      expect(noCode.body).toMatchObject({ message: "短信验证码不能为空" })
      const mismatch = await suite.server.call("payPasswordUpdate", form("135790", "135791", code, ticket.uuid), { token: member.token })
      expect(mismatch.status).toBe(400)
      const plain = await suite.server.call("payPasswordUpdate", { body: { ...form("135790", "135790", code, ticket.uuid).body, password: "135790" } }, { token: member.token })
      expect(plain.status).toBe(400)
      const wrongCode = await suite.server.call("payPasswordUpdate", form("135790", "135790", code === "000000" ? "111111" : "000000", ticket.uuid), { token: member.token })
      expect(wrongCode.status).toBe(400)

      const done = ok(await suite.server.call("payPasswordUpdate", form("135790", "135790", code, ticket.uuid), { token: member.token }))
      expect(done).toEqual({ hasPayPassword: true, message: "支付密码设置成功" })
      const reused = await suite.server.call("payPasswordUpdate", form("246802", "246802", code, ticket.uuid), { token: member.token })
      expect(reused.status).toBe(400)
      expect(ok(await suite.server.call("accountSecurity", undefined, { token: member.token })).hasPayPassword).toBe(true)
    })

    it("answers a prompt to set it first when paying without one", async () => {
      const member = await walletMember(suite.server, { payPassword: null, cents: 50_000 })
      const { answer } = await buyVipFor({ ...member, payPassword: "123456" })
      expect(answer.status).toBe(409)
      expect(answer.body).toMatchObject({ message: PAYMENT_MESSAGES.noPayPassword })
    })

    it("counts wrong entries and locks for 30 minutes after the fifth", async () => {
      const member = await walletMember(suite.server, { cents: 100_000 })
      const wrong = { ...member, payPassword: "000000" }
      const messages: string[] = []
      for (let i = 0; i < 5; i += 1) {
        const { answer } = await buyVipFor(wrong)
        messages.push((answer.body as { message: string }).message)
        expect(answer.status).toBe(i < 4 ? 400 : 429)
      }
      expect(messages).toEqual([
        "支付密码错误，您还可以输入4次",
        "支付密码错误，您还可以输入3次",
        "支付密码错误，您还可以输入2次",
        "支付密码错误，您还可以输入1次",
        payPasswordLockedMessage(30),
      ])
      // Locked: even the right password is refused, and nothing was paid.
      const { answer: locked } = await buyVipFor(member)
      expect(locked.status).toBe(429)
      expect(locked.body).toMatchObject({ message: "支付密码错误次数过多，已锁定，请30分钟后再试" })
      const security = ok(await suite.server.call("accountSecurity", undefined, { token: member.token }))
      expect(security.payPasswordLockedUntil).not.toBeNull()
      expect((await accountAndLedger(suite.server, member.user.id)).balance).toBe(100_000)

      // When the lock ends, the right password pays.
      await suite.server.deps.db
        .update(walletAccounts)
        .set({ payPasswordLockedUntil: new Date(Date.now() - 1000) })
        .where(eq(walletAccounts.userId, member.user.id))
      const { answer: paid } = await buyVipFor(member)
      expect(paid.status).toBe(200)
      const [row] = await suite.server.deps.db.select().from(walletAccounts).where(eq(walletAccounts.userId, member.user.id))
      expect(row?.payPasswordFailures).toBe(0)
    })

    it("does not count a right password whose payment is refused", async () => {
      const member = await walletMember(suite.server, { cents: 1 })
      const failures = async () =>
        (await suite.server.deps.db.select({ n: walletAccounts.payPasswordFailures }).from(walletAccounts).where(eq(walletAccounts.userId, member.user.id)))[0]?.n
      expect((await buyVipFor({ ...member, payPassword: "000000" })).answer.status).toBe(400)
      expect(await failures()).toBe(1)
      // The right password on a balance that does not cover the fee: refused, and its entry cleared with the earlier wrong one.
      for (let i = 0; i < 6; i += 1) {
        const { answer } = await buyVipFor(member)
        expect(answer.status).toBe(409)
        expect(answer.body).toMatchObject({ code: "insufficient_balance" })
      }
      expect(await failures()).toBe(0)
      expect((await accountAndLedger(suite.server, member.user.id)).balance).toBe(1)
    })

    it("keeps a hash of older work factors until the right password is entered, then hashes it with today's", async () => {
      const member = await walletMember(suite.server, { cents: 100_000 })
      const hashOf = async () =>
        (await suite.server.deps.db.select({ hash: walletAccounts.payPasswordHash }).from(walletAccounts).where(eq(walletAccounts.userId, member.user.id)))[0]?.hash ?? ""
      const older = await hashPassword(member.payPassword, PASSWORD_COST)
      await suite.server.deps.db.update(walletAccounts).set({ payPasswordHash: older }).where(eq(walletAccounts.userId, member.user.id))
      expect((await buyVipFor({ ...member, payPassword: "000000" })).answer.status).toBe(400)
      expect(await hashOf()).toBe(older)
      expect((await buyVipFor(member)).answer.status).toBe(200)
      const renewed = await hashOf()
      expect(hashedWith(renewed, PAY_PASSWORD_COST)).toBe(true)
      expect(await verifyPassword(member.payPassword, renewed)).toBe(true)
    })

    it("counts a value that does not decrypt as a wrong entry", async () => {
      const member = await walletMember(suite.server, { cents: 100_000 })
      const order = ok(await suite.server.call("vipOrderCreate", { body: { feeId: await annualFeeId(suite.server), idempotencyKey: newKey() } }, { token: member.token }))
      const answer = await suite.server.call("vipOrderBalancePay", { body: { orderId: order.id, payPass: "bm90IGVuY3J5cHRlZA==", idempotencyKey: newKey() } }, { token: member.token })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ message: "支付密码错误，您还可以输入4次" })
    })
  })

})
