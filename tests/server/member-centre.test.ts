import { describe, expect, it } from "vitest"
import { and, eq } from "drizzle-orm"
import { CANCEL_MESSAGES, CANCEL_QUIET_DAYS, SHOP_CANCEL_MESSAGES } from "../../domain/member/account-cancel.ts"
import { COLLECTION_MESSAGES } from "../../domain/member/collection.ts"
import { addresses, favorites, memberShops, realNameRequests, signIns } from "../../server/member/tables.ts"
import { ledgerEntries } from "../../server/wallet/tables.ts"
import { users } from "../../server/session/tables/users.ts"
import { courses } from "../../server/courses/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { saveAddress } from "../setup/member.ts"
import { accountAndLedger, walletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("member centre on %s", (kind) => {
  const suite = useTestServer(kind)

  describe("favourites, promotion, feedback, invoices", () => {
    it("saves favourites of listed courses, lists them by type and removes them", async () => {
      const [course] = await suite.server.deps.db.select().from(courses).where(eq(courses.status, "on")).limit(1)
      if (!course) throw new Error("no course")
      const { token } = await signedInUser(suite.server)
      const missing = await suite.server.call("collectionAdd", { body: { targetType: "course", targetId: 999_999 } }, { token })
      expect(missing).toMatchObject({ status: 404, body: { message: COLLECTION_MESSAGES.unknownTarget } })
      const added = await suite.server.call("collectionAdd", { body: { targetType: "course", targetId: course.id } }, { token })
      const twice = await suite.server.call("collectionAdd", { body: { targetType: "course", targetId: course.id } }, { token })
      expect(added.ok && twice.ok && added.body.id === twice.body.id).toBe(true)
      expect(added.ok && added.body).toMatchObject({ title: course.title, cover: course.cover })
      const list = await suite.server.call("collectionList", { query: { type: "course" } }, { token })
      expect(list.ok && list.body).toMatchObject({ totalElements: 1, counts: { course: 1, product: 0, article: 0 } })
      const status = await suite.server.call("collectionStatus", { query: { targetType: "course", targetId: course.id } }, { token })
      expect(status.ok && status.body.collected).toBe(true)
      const removed = await suite.server.call("collectionRemove", { body: [added.ok ? added.body.id : 0] }, { token })
      expect(removed.ok && removed.body.removed).toBe(1)
    })

    it("shows the invite code and the invited members", async () => {
      const inviter = await signedInUser(suite.server)
      await signedInUser(suite.server, { nickName: "被邀请的人", invitedBy: inviter.user.id })
      const info = await suite.server.call("extensionInfo", { query: {} }, { token: inviter.token })
      expect(info.ok && info.body).toMatchObject({ inviteCode: inviter.user.inviteCode, totalElements: 1 })
      expect(info.ok && info.body.invited[0]?.nickName).toBe("被***人")
    })

    it("takes feedback of a dictionary type", async () => {
      const { token } = await signedInUser(suite.server)
      const unknown = await suite.server.call(
        "feedbackSubmit",
        { body: { type: "nope", content: "这是一条足够长的反馈内容，超过十个字。", contact: "", images: [] } },
        { token },
      )
      expect(unknown.status).toBe(400)
      const short = await suite.server.call("feedbackSubmit", { body: { type: "bug", content: "太短", contact: "", images: [] } }, { token })
      expect(short.body).toMatchObject({ message: "长度在 10 到 500 个字符" })
      const sent = await suite.server.call(
        "feedbackSubmit",
        { body: { type: "bug", content: "签到面板在手机上显示不全，右侧被截断了。", contact: "13912345678", images: [] } },
        { token },
      )
      expect(sent.ok && sent.body).toMatchObject({ typeLabel: "页面或功能异常", status: "pending" })
      const mine = await suite.server.call("feedbackMine", { query: {} }, { token })
      expect(mine.ok && mine.body.totalElements).toBe(1)
    })

    it("keeps invoice titles with one default", async () => {
      const { token } = await signedInUser(suite.server)
      const bad = await suite.server.call(
        "invoiceTitleSave",
        {
          body: {
            type: "company",
            title: "北京某某科技有限公司",
            taxNo: "123",
            email: "a@example.cn",
            bank: "",
            address: "",
            defaulted: false,
          },
        },
        { token },
      )
      expect(bad.body).toMatchObject({ message: "请输入正确的纳税人识别号" })
      const personal = await suite.server.call(
        "invoiceTitleSave",
        { body: { type: "personal", title: "王小明", taxNo: "", email: "a@example.cn", bank: "", address: "", defaulted: false } },
        { token },
      )
      expect(personal.ok && personal.body.defaulted).toBe(true)
      const company = await suite.server.call(
        "invoiceTitleSave",
        {
          body: {
            type: "company",
            title: "北京某某科技有限公司",
            taxNo: "91110105MA01ABCD1X",
            email: "b@example.cn",
            bank: "",
            address: "",
            defaulted: true,
          },
        },
        { token },
      )
      expect(company.ok && company.body.defaulted).toBe(true)
      const titles = await suite.server.call("invoiceTitles", undefined, { token })
      expect(titles.ok && titles.body.filter((t) => t.defaulted)).toHaveLength(1)
    })
  })

  describe("closing the account and the shop", () => {
    it("lists the conditions and closes only when they are met and the agreement is accepted", async () => {
      const rich = await walletMember(suite.server, { cents: 1_000, payPassword: null })
      const check = await suite.server.call("cancelAccountCheck", undefined, { token: rich.token })
      expect(check.ok && check.body.canCancel).toBe(false)
      expect(check.ok && check.body.checks.find((c) => c.key === "balance")?.passed).toBe(false)
      const refused = await suite.server.call("cancelAccount", { query: { agree: "true" } }, { token: rich.token })
      expect(refused).toMatchObject({ status: 409, body: { message: CANCEL_MESSAGES.conditionsUnmet } })

      const member = await walletMember(suite.server, { points: 30, payPassword: null })
      const noAgreement = await suite.server.call("cancelAccount", { query: {} }, { token: member.token })
      expect(noAgreement.body).toMatchObject({ message: CANCEL_MESSAGES.agreementRequired })
      const closed = await suite.server.call("cancelAccount", { query: { agree: "true" } }, { token: member.token })
      expect(closed.ok).toBe(true)
      expect((await suite.server.call("authInfo", undefined, { token: member.token })).status).toBe(401)
      const [row] = await suite.server.deps.db.select().from(users).where(eq(users.id, member.user.id))
      expect(row).toMatchObject({ enabled: false, phone: null, nickName: "已注销用户" })
      expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ points: 0, pointsLedger: 0 })
    })

    it("waits 30 days after a password change before the account can close", async () => {
      const member = await walletMember(suite.server, { payPassword: null, password: "Portal_2024" })
      const [before] = await suite.server.deps.db.select({ at: users.credentialsChangedAt }).from(users).where(eq(users.id, member.user.id))
      expect(before?.at).toBeNull()
      const rsa = suite.server.deps.rsa
      const changed = await suite.server.call(
        "passwordChange",
        { body: { oldPass: rsa.encrypt("Portal_2024"), newPass: rsa.encrypt("Newpass2024") } },
        { token: member.token },
      )
      expect(changed.ok).toBe(true)
      const check = await suite.server.call("cancelAccountCheck", undefined, { token: member.token })
      expect(check.ok && check.body.canCancel).toBe(false)
      expect(check.ok && check.body.checks.filter((c) => !c.passed).map((c) => c.key)).toEqual(["security"])
      const refused = await suite.server.call("cancelAccount", { query: { agree: "true" } }, { token: member.token })
      expect(refused).toMatchObject({ status: 409, body: { message: CANCEL_MESSAGES.conditionsUnmet } })

      // Thirty days on, the same account may close.
      await suite.server.deps.db
        .update(users)
        .set({ credentialsChangedAt: new Date(Date.now() - CANCEL_QUIET_DAYS * 86_400_000) })
        .where(eq(users.id, member.user.id))
      const later = await suite.server.call("cancelAccountCheck", undefined, { token: member.token })
      expect(later.ok && later.body.canCancel).toBe(true)
      expect((await suite.server.call("cancelAccount", { query: { agree: "true" } }, { token: member.token })).ok).toBe(true)
    })

    it("closes an approved shop", async () => {
      const member = await signedInUser(suite.server, { isMaker: true })
      const none = await suite.server.call("shopApplyStatus", undefined, { token: member.token })
      expect(none.ok && none.body).toMatchObject({ status: "none", blocker: SHOP_CANCEL_MESSAGES.noShop })
      await suite.server.deps.db
        .insert(memberShops)
        .values({ userId: member.user.id, name: "测试小店", status: "approved", appliedAt: new Date() })
      const closed = await suite.server.call("shopCancel", { query: { agree: "true" } }, { token: member.token })
      expect(closed.ok && closed.body.status).toBe("cancelled")
      const [row] = await suite.server.deps.db
        .select({ isMaker: users.isMaker })
        .from(users)
        .where(and(eq(users.id, member.user.id)))
      expect(row?.isMaker).toBe(false)
      const again = await suite.server.call("shopCancel", { query: { agree: "true" } }, { token: member.token })
      expect(again.status).toBe(409)
    })
  })

  it("seeds demo data that agrees with the accounts and the wallet", async () => {
    const db = suite.server.deps.db
    const byName = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0]
    const lin = await byName("lin_xiaoyu")
    const maker = await byName("chen_maker")
    if (!lin || !maker) throw new Error("demo accounts missing")
    const linAddresses = await db.select().from(addresses).where(eq(addresses.userId, lin.id))
    expect(linAddresses).toHaveLength(3)
    expect(linAddresses.filter((a) => a.defaulted)).toHaveLength(1)
    expect(linAddresses.every((a) => a.regionText.split(" ").length >= 2)).toBe(true)
    // Every request's state is the account's state; the pending one is the maker's.
    const requests = await db
      .select({ status: realNameRequests.status, authState: users.authState })
      .from(realNameRequests)
      .innerJoin(users, eq(users.id, realNameRequests.userId))
    expect(requests.length).toBeGreaterThanOrEqual(3)
    expect(requests.every((r) => r.status === r.authState)).toBe(true)
    expect(maker.authState).toBe("auth_examine")
    // The sign-in rows are the wallet's sign-in credits, and each member's ledger still sums to the account.
    const rows = await db.select().from(signIns).where(eq(signIns.userId, lin.id))
    const credits = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, lin.id), eq(ledgerEntries.kind, "sign_in")))
    expect(rows.reduce((n, r) => n + r.points, 0)).toBe(credits.reduce((n, c) => n + c.amount, 0))
    for (const user of [lin, maker]) {
      const wallet = await accountAndLedger(suite.server, user.id)
      expect(wallet.pointsLedger).toBe(wallet.points)
    }
    const favs = await db.select().from(favorites).where(eq(favorites.userId, lin.id))
    expect(favs.length).toBeGreaterThan(0)
    expect(favs.every((f) => f.targetType === "course" && f.href.length > 0)).toBe(true)
  })

  it("answers the centre's own counts", async () => {
    const member = await walletMember(suite.server, { payPassword: null })
    await suite.server.call("signIn", undefined, { token: member.token })
    await saveAddress(suite.server, member.token)
    const stats = await suite.server.call("memberCenterStats", undefined, { token: member.token })
    expect(stats.ok && stats.body).toMatchObject({ signedToday: true, signInStreak: 1, addresses: 1, auth: false })
  })
})
