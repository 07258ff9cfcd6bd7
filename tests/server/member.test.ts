import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { and, eq } from "drizzle-orm"
import { ADDRESS_BOOK_MESSAGES } from "../../domain/member/address-book.ts"
import { SECURITY_MESSAGES } from "../../domain/member/security-forms.ts"
import { REAL_NAME_MESSAGES } from "../../domain/member/real-name-form.ts"
import { SIGN_IN_MESSAGES } from "../../domain/member/sign-in-rules.ts"
import { GIFT_MESSAGES } from "../../domain/member/gift.ts"
import { PRIZE_DRAW_COST, PRIZE_MESSAGES } from "../../domain/member/prize.ts"
import { CANCEL_MESSAGES, CANCEL_QUIET_DAYS, SHOP_CANCEL_MESSAGES } from "../../domain/member/account-cancel.ts"
import { COLLECTION_MESSAGES } from "../../domain/member/collection.ts"
import { ADDRESS_MESSAGES } from "../../domain/member/address-form.ts"
import { PAYMENT_MESSAGES } from "../../domain/core/messages.ts"
import { addresses, favorites, gifts, memberShops, prizes, realNameRequests, signIns } from "../../server/member/tables.ts"
import { ledgerEntries } from "../../server/wallet/tables.ts"
import { users } from "../../server/session/tables/users.ts"
import { courses } from "../../server/courses/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { beijingAddress, idCardCheckChar, latestEmailCode, saveAddress } from "../setup/member.ts"
import { startTestServer, type TestServer } from "../setup/test-server.ts"
import { accountAndLedger, latestSmsCode, newKey, randomPhone, walletMember } from "../setup/wallet.ts"

const idCard = (first17: string) => `${first17}${idCardCheckChar(first17)}`

describe.each(databaseKinds())("member centre on %s", (kind) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(() => server?.close())

  describe("addresses", () => {
    it("creates with the region text from the tree, answers the form's messages, keeps one default", async () => {
      const { token } = await signedInUser(server)
      const first = await server.call("addressCreate", { body: { ...beijingAddress(), defaulted: false } }, { token })
      expect(first.ok && first.body).toMatchObject({ regionText: "北京市 市辖区 东城区", defaulted: true })

      const bad = await server.call("addressCreate", { body: { ...beijingAddress(), name: "王" } }, { token })
      expect(bad).toMatchObject({ status: 400, body: { message: ADDRESS_MESSAGES.nameLength } })
      const noPhone = await server.call("addressCreate", { body: { ...beijingAddress(), phone: "", telephone: "" } }, { token })
      expect(noPhone.body).toMatchObject({ message: ADDRESS_MESSAGES.phoneOrTelephone })
      const badLandline = await server.call("addressCreate", { body: { ...beijingAddress(), telephone: "12345" } }, { token })
      expect(badLandline.body).toMatchObject({ message: ADDRESS_MESSAGES.telephone })
      const fakeRegion = await server.call("addressCreate", { body: { ...beijingAddress(), region: '["110000","999999"]' } }, { token })
      expect(fakeRegion.body).toMatchObject({ message: ADDRESS_BOOK_MESSAGES.regionInvalid })
      const half = await server.call("addressCreate", { body: { ...beijingAddress(), region: '["110000"]' } }, { token })
      expect(half.body).toMatchObject({ message: ADDRESS_BOOK_MESSAGES.regionInvalid })

      const second = await server.call("addressCreate", { body: beijingAddress({ name: "李四", defaulted: true }) }, { token })
      expect(second.ok && second.body.defaulted).toBe(true)
      const list = await server.call("addressAll", { query: {} }, { token })
      expect(list.ok && list.body.content.filter((a) => a.defaulted).map((a) => a.name)).toEqual(["李四"])
      expect(list.ok && list.body).toMatchObject({ totalElements: 2, max: 20, remaining: 18 })

      if (!first.ok) throw new Error("no first address")
      const updated = await server.call(
        "addressUpdate",
        { body: { ...beijingAddress({ name: "王大明" }), id: first.body.id, defaulted: true } },
        { token },
      )
      expect(updated.ok && updated.body).toMatchObject({ name: "王大明", defaulted: true })
      const def = await server.call("addressDefault", undefined, { token })
      expect(def.ok && def.body?.id).toBe(first.body.id)

      // Deleting the default makes the newest remaining one the default.
      const removed = await server.call("addressDelete", { body: [first.body.id] }, { token })
      expect(removed.ok && removed.body.deleted).toBe(1)
      const after = await server.call("addressDefault", undefined, { token })
      expect(after.ok && after.body?.name).toBe("李四")
    })

    it("refuses the 21st address and someone else's address", async () => {
      const { token } = await signedInUser(server)
      for (let i = 0; i < 20; i++) await saveAddress(server, token, { detail: `东华门街道南河沿大街${i + 1}号` })
      const full = await server.call("addressCreate", { body: beijingAddress() }, { token })
      expect(full).toMatchObject({ status: 409, body: { message: ADDRESS_BOOK_MESSAGES.full } })
      const list = await server.call("addressAll", { query: { size: 5 } }, { token })
      expect(list.ok && list.body).toMatchObject({ totalElements: 20, remaining: 0 })

      const other = await signedInUser(server)
      const id = list.ok ? list.body.content[0]?.id ?? 0 : 0
      const foreign = await server.call("addressUpdate", { body: { ...beijingAddress(), id } }, { token: other.token })
      expect(foreign.status).toBe(404)
      const foreignDelete = await server.call("addressDelete", { body: [id] }, { token: other.token })
      expect(foreignDelete.status).toBe(404)
    })

    it("keeps a single default when defaults are set at the same time", async () => {
      const { token, user } = await signedInUser(server)
      const ids = [] as number[]
      for (let i = 0; i < 6; i++) ids.push(await saveAddress(server, token, { detail: `东华门街道南河沿大街${i + 1}号`, defaulted: false }))
      await Promise.all(ids.map((id) => server.call("addressUpdate", { body: { ...beijingAddress(), id, defaulted: true } }, { token })))
      const list = await server.call("addressAll", { query: {} }, { token })
      expect(list.ok && list.body.content.filter((a) => a.defaulted)).toHaveLength(1)
      expect(user.id).toBeGreaterThan(0)
    })
  })

  describe("real-name certification", () => {
    it("submits, is reviewed by an administrator, and the auth flag follows", async () => {
      const member = await signedInUser(server)
      const admin = await signedInUser(server, { roles: ["ROLE_ADMIN"] })
      const bad = await server.call(
        "realNameSubmit",
        { body: { realName: "张三丰", idCard: "110101199003071234" } },
        { token: member.token },
      )
      expect(bad).toMatchObject({ status: 400, body: { message: "请输入正确的身份证号码" } })
      const card = idCard("11010119900307123")
      const sent = await server.call("realNameSubmit", { body: { realName: "张三丰", idCard: card } }, { token: member.token })
      expect(sent.ok && sent.body).toMatchObject({ authState: "auth_examine", auth: false, realName: "张*丰" })
      const again = await server.call("realNameSubmit", { body: { realName: "张三丰", idCard: card } }, { token: member.token })
      expect(again).toMatchObject({ status: 409, body: { message: REAL_NAME_MESSAGES.underReview } })

      const forbidden = await server.call("adminRealNames", { query: {} }, { token: member.token })
      expect(forbidden.status).toBe(403)
      const pending = await server.call("adminRealNames", { query: { status: "auth_examine" } }, { token: admin.token })
      const request = pending.ok ? pending.body.content.find((r) => r.userId === member.user.id) : undefined
      expect(request).toMatchObject({ realName: "张三丰", idCard: card })

      const noReason = await server.call(
        "adminRealNameReject",
        { params: { id: request?.id ?? 0 }, body: { reason: " " } },
        { token: admin.token },
      )
      expect(noReason.body).toMatchObject({ message: REAL_NAME_MESSAGES.reasonRequired })
      const rejected = await server.call(
        "adminRealNameReject",
        { params: { id: request?.id ?? 0 }, body: { reason: "证件信息不清晰" } },
        { token: admin.token },
      )
      expect(rejected.ok && rejected.body.status).toBe("auth_fail")
      const info = await server.call("realNameInfo", undefined, { token: member.token })
      expect(info.ok && info.body).toMatchObject({ authState: "auth_fail", reason: "证件信息不清晰" })

      await server.call("realNameSubmit", { body: { realName: "张三丰", idCard: card } }, { token: member.token })
      const approved = await server.call("adminRealNameApprove", { params: { id: request?.id ?? 0 } }, { token: admin.token })
      expect(approved.ok && approved.body.status).toBe("certified")
      const twice = await server.call("adminRealNameApprove", { params: { id: request?.id ?? 0 } }, { token: admin.token })
      expect(twice).toMatchObject({ status: 409, body: { message: REAL_NAME_MESSAGES.notPending } })
      const authInfo = await server.call("authInfo", undefined, { token: member.token })
      expect(authInfo.ok && authInfo.body.user).toMatchObject({ auth: true, authState: "certified" })

      // One card, one account.
      const other = await signedInUser(server)
      const taken = await server.call("realNameSubmit", { body: { realName: "张三丰", idCard: card } }, { token: other.token })
      expect(taken).toMatchObject({ status: 409, body: { message: REAL_NAME_MESSAGES.idCardTaken } })
    })
  })

  describe("daily sign-in", () => {
    it("shows the week, signs once a day and credits the points through the ledger", async () => {
      const member = await walletMember(server, { payPassword: null })
      const before = await server.call("signInInfo", undefined, { token: member.token })
      expect(before.ok && before.body).toMatchObject({ status: false, joinSingIn: 0, toDayPoints: 5 })
      expect(before.ok && before.body.list).toHaveLength(7)
      expect(before.ok && before.body.list.filter((d) => d.toDay === "day")).toHaveLength(1)
      const signed = await server.call("signIn", undefined, { token: member.token })
      expect(signed.ok && signed.body).toMatchObject({ status: true, joinSingIn: 1, gained: 5, points: 5 })
      const again = await server.call("signIn", undefined, { token: member.token })
      expect(again).toMatchObject({ status: 409, body: { message: SIGN_IN_MESSAGES.alreadySigned } })
      const wallet = await accountAndLedger(server, member.user.id)
      expect(wallet).toMatchObject({ points: 5, pointsLedger: 5 })
    })

    it("counts the run from yesterday: the third day gives the bonus", async () => {
      const member = await walletMember(server, { payPassword: null })
      const today = new Date(server.deps.now() + 8 * 3_600_000).toISOString().slice(0, 10)
      const dayBefore = (n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10)
      await server.deps.db.insert(signIns).values([
        { userId: member.user.id, day: dayBefore(2), streak: 1, points: 5 },
        { userId: member.user.id, day: dayBefore(1), streak: 2, points: 5 },
      ])
      const info = await server.call("signInInfo", undefined, { token: member.token })
      expect(info.ok && info.body).toMatchObject({ joinSingIn: 2, toDayPoints: 10, status: false })
      const signed = await server.call("signIn", undefined, { token: member.token })
      expect(signed.ok && signed.body).toMatchObject({ joinSingIn: 3, gained: 10 })
    })
  })

  describe("prize draw", () => {
    it("spends the draw's points, records the outcome and refuses without points", async () => {
      const poor = await walletMember(server, { points: PRIZE_DRAW_COST - 1, payPassword: null })
      const refused = await server.call("prizeDraw", undefined, { token: poor.token })
      expect(refused).toMatchObject({ status: 409, body: { message: PRIZE_MESSAGES.insufficientPoints } })

      const member = await walletMember(server, { points: PRIZE_DRAW_COST * 3, payPassword: null })
      const all = await server.call("prizeAll")
      expect(all.ok && all.body.length).toBeGreaterThanOrEqual(4)
      expect(all.ok && all.body.some((p) => p.kind === "thanks")).toBe(true)
      const surplus = await server.call("prizeSurplus", undefined, { token: member.token })
      expect(surplus.ok && surplus.body).toEqual({ points: PRIZE_DRAW_COST * 3, cost: PRIZE_DRAW_COST, times: 3 })
      const draw = await server.call("prizeDraw", undefined, { token: member.token })
      if (!draw.ok) throw new Error(draw.body.message)
      expect(draw.headers.get("cache-control")).toBe("no-store")
      const shown = all.ok ? all.body[draw.body.index] : undefined
      expect(shown?.name).toBe(draw.body.record.prizeName)
      const wallet = await accountAndLedger(server, member.user.id)
      expect(wallet.points).toBe(PRIZE_DRAW_COST * 2 + draw.body.record.pointsWon)
      expect(wallet.pointsLedger).toBe(wallet.points)
      const records = await server.call("prizeRecords", { query: {} }, { token: member.token })
      expect(records.ok && records.body.content[0]?.id).toBe(draw.body.record.id)
      const top = await server.call("prizeRecordTop")
      expect(top.ok && top.body.every((w) => w.winner.includes("*"))).toBe(true)
    })

    it("falls back to 谢谢参与 when the picked prize has no stock, and claims a goods prize with an address", async () => {
      const db = server.deps.db
      const wheel = await db.select().from(prizes)
      // Only one goods prize can be drawn, and none of it is left.
      const goods = wheel.find((p) => p.kind === "goods")
      if (!goods) throw new Error("no goods prize")
      const saved = wheel.map((p) => ({ id: p.id, odds: p.odds, stock: p.stock }))
      try {
        for (const p of wheel)
          await db
            .update(prizes)
            .set({ odds: p.id === goods.id ? 1 : 0 })
            .where(eq(prizes.id, p.id))
        await db.update(prizes).set({ stock: 0 }).where(eq(prizes.id, goods.id))
        const member = await walletMember(server, { points: PRIZE_DRAW_COST * 2, payPassword: null })
        const draw = await server.call("prizeDraw", undefined, { token: member.token })
        expect(draw.ok && draw.body.record).toMatchObject({ kind: "thanks", status: "thanks" })
        expect(draw.ok && draw.body.message).toBe(PRIZE_MESSAGES.thanks)

        await db.update(prizes).set({ stock: 1 }).where(eq(prizes.id, goods.id))
        const won = await server.call("prizeDraw", undefined, { token: member.token })
        if (!won.ok) throw new Error(won.body.message)
        expect(won.body.record).toMatchObject({ kind: "goods", status: "won", prizeName: goods.name })
        const [after] = await db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, goods.id))
        expect(after?.stock).toBe(0)
        const addressId = await saveAddress(server, member.token)
        const claimed = await server.call("prizeRecordClaim", { body: { id: won.body.record.id, addressId } }, { token: member.token })
        expect(claimed.ok && claimed.body.status).toBe("claimed")
        expect(claimed.ok && claimed.body.address).toContain("北京市 市辖区 东城区")
        const twice = await server.call("prizeRecordClaim", { body: { id: won.body.record.id, addressId } }, { token: member.token })
        expect(twice).toMatchObject({ status: 409, body: { message: PRIZE_MESSAGES.alreadyClaimed } })
      } finally {
        for (const p of saved) await db.update(prizes).set({ odds: p.odds, stock: p.stock }).where(eq(prizes.id, p.id))
      }
    })
  })

  describe("points gifts", () => {
    it("exchanges for points and an address, once per key; refuses without points or stock", async () => {
      const list = await server.call("pointsGifts", { query: {} })
      const gift = list.ok ? list.body.content.find((g) => g.points <= 300) : undefined
      if (!gift) throw new Error("no gift")
      const member = await walletMember(server, { points: gift.points * 2 + 1, payPassword: null })
      const addressId = await saveAddress(server, member.token)
      const key = newKey()
      const order = await server.call(
        "giftExchange",
        { body: { giftId: gift.id, quantity: 2, addressId, idempotencyKey: key } },
        { token: member.token },
      )
      if (!order.ok) throw new Error(order.body.message)
      expect(order.body).toMatchObject({ giftName: gift.name, quantity: 2, points: gift.points * 2, status: "pending", receiver: "王小明" })
      expect(order.body.orderNo).toMatch(/^G\d{14}$/)
      const retry = await server.call(
        "giftExchange",
        { body: { giftId: gift.id, quantity: 2, addressId, idempotencyKey: key } },
        { token: member.token },
      )
      expect(retry.ok && retry.body.id).toBe(order.body.id)
      const wallet = await accountAndLedger(server, member.user.id)
      expect(wallet).toMatchObject({ points: 1, pointsLedger: 1 })

      const poor = await server.call(
        "giftExchange",
        { body: { giftId: gift.id, quantity: 1, addressId, idempotencyKey: newKey() } },
        { token: member.token },
      )
      expect(poor).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.insufficientPoints } })
      const [stock] = await server.deps.db.select({ stock: gifts.stock }).from(gifts).where(eq(gifts.id, gift.id))
      expect(stock?.stock).toBe(gift.stock - 2)

      const detail = await server.call("giftOrder", { params: { id: order.body.id } }, { token: member.token })
      expect(detail.ok && detail.body.orderNo).toBe(order.body.orderNo)
      const other = await signedInUser(server)
      expect((await server.call("giftOrder", { params: { id: order.body.id } }, { token: other.token })).status).toBe(404)

      await server.deps.db.update(gifts).set({ stock: 0 }).where(eq(gifts.id, gift.id))
      const rich = await walletMember(server, { points: 10_000, payPassword: null })
      const richAddress = await saveAddress(server, rich.token)
      const none = await server.call(
        "giftExchange",
        { body: { giftId: gift.id, quantity: 1, addressId: richAddress, idempotencyKey: newKey() } },
        { token: rich.token },
      )
      expect(none).toMatchObject({ status: 409, body: { message: GIFT_MESSAGES.outOfStock } })
      expect((await accountAndLedger(server, rich.user.id)).points).toBe(10_000)
      await server.deps.db
        .update(gifts)
        .set({ stock: gift.stock - 2 })
        .where(eq(gifts.id, gift.id))
    })
  })

  describe("profile and security", () => {
    it("updates nickname and gender, and refuses a picture that is not the member's upload", async () => {
      const { token } = await signedInUser(server)
      const saved = await server.call(
        "userCenterUpdate",
        { body: { nickName: "小雨点", gender: "女", avatarPath: "", headerImage: "" } },
        { token },
      )
      expect(saved.ok && saved.body).toMatchObject({ nickName: "小雨点", gender: "女" })
      const foreign = await server.call(
        "userCenterUpdate",
        {
          body: {
            nickName: "小雨点",
            gender: "女",
            avatarPath: "/files/avatar/202401/0123456789abcdef0123456789abcdef.png",
            headerImage: "",
          },
        },
        { token },
      )
      expect(foreign).toMatchObject({ status: 400, body: { message: "请上传图片" } })
      const short = await server.call(
        "userCenterUpdate",
        { body: { nickName: "雨", gender: "女", avatarPath: "", headerImage: "" } },
        { token },
      )
      expect(short.body).toMatchObject({ message: "长度在 2 到 20 个字符" })
    })

    it("changes the phone with a code sent to the new phone", async () => {
      const member = await signedInUser(server, { phone: randomPhone() })
      const phone = randomPhone()
      const ticket = await server.call("phoneChangeCode", { body: { phone } }, { token: member.token })
      if (!ticket.ok) throw new Error(ticket.body.message)
      const wrong = await server.call(
        "phoneChange",
        { body: { phone, smsCode: "000000", uuid: ticket.body.uuid } },
        { token: member.token },
      )
      expect(wrong.status).toBe(400)
      const code = await latestSmsCode(server, phone)
      const changed = await server.call("phoneChange", { body: { phone, smsCode: code, uuid: ticket.body.uuid } }, { token: member.token })
      expect(changed.ok && changed.body.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`)
      const other = await signedInUser(server)
      const taken = await server.call("phoneChangeCode", { body: { phone } }, { token: other.token })
      expect(taken).toMatchObject({ status: 409, body: { message: SECURITY_MESSAGES.phoneTaken } })
    })

    it("changes the e-mail with a code from the mail outbox", async () => {
      const member = await signedInUser(server)
      const email = `member${member.user.id}@example.cn`
      const ticket = await server.call("emailChangeCode", { body: { email } }, { token: member.token })
      if (!ticket.ok) throw new Error(ticket.body.message)
      const tooSoon = await server.call("emailChangeCode", { body: { email } }, { token: member.token })
      expect(tooSoon.status).toBe(429)
      const code = await latestEmailCode(server, email)
      const outbox = await server.call("devMailOutbox", undefined, { token: (await signedInUser(server, { roles: ["ROLE_ADMIN"] })).token })
      expect(outbox.ok && outbox.body.some((m) => m.to === email && m.text.includes(code))).toBe(true)
      const changed = await server.call("emailChange", { body: { email, code, uuid: ticket.body.uuid } }, { token: member.token })
      expect(changed.ok && changed.body.email).toMatch(/^mem\*\*\*@example\.cn$/)
      const reused = await server.call("emailChange", { body: { email, code, uuid: ticket.body.uuid } }, { token: member.token })
      expect(reused).toMatchObject({ status: 400, body: { message: SECURITY_MESSAGES.emailCodeInvalid } })
    })

    it("changes the login password with encrypted values and signs out the other sessions", async () => {
      const member = await signedInUser(server, { password: "Portal_2024" })
      const elsewhere = await server.deps.tokens.issue(member.user.id)
      const rsa = server.deps.rsa
      const wrongOld = await server.call(
        "passwordChange",
        { body: { oldPass: rsa.encrypt("Wrong_2024"), newPass: rsa.encrypt("Newpass2024") } },
        { token: member.token },
      )
      expect(wrongOld).toMatchObject({ status: 400, body: { message: SECURITY_MESSAGES.oldPassWrong } })
      const weak = await server.call(
        "passwordChange",
        { body: { oldPass: rsa.encrypt("Portal_2024"), newPass: rsa.encrypt("short") } },
        { token: member.token },
      )
      expect(weak.body).toMatchObject({ message: SECURITY_MESSAGES.passwordRule })
      const clear = await server.call(
        "passwordChange",
        { body: { oldPass: "Portal_2024", newPass: "Newpass2024" } },
        { token: member.token },
      )
      expect(clear).toMatchObject({ status: 400, body: { message: SECURITY_MESSAGES.decryptFailed } })
      const changed = await server.call(
        "passwordChange",
        { body: { oldPass: rsa.encrypt("Portal_2024"), newPass: rsa.encrypt("Newpass2024") } },
        { token: member.token },
      )
      expect(changed.ok && changed.body.revoked).toBeGreaterThanOrEqual(1)
      expect((await server.call("authInfo", undefined, { token: member.token })).ok).toBe(true)
      expect((await server.call("authInfo", undefined, { token: elsewhere.token })).status).toBe(401)
    })

    it("answers public user info by id", async () => {
      const { user } = await signedInUser(server, { nickName: "公开的我", authState: "certified" })
      const info = await server.call("accountUserInfo", { params: { id: user.id } })
      expect(info.ok && info.body).toMatchObject({ nickName: "公开的我", auth: true, vip: false })
      expect((await server.call("accountUserInfo", { params: { id: 99_999_999 } })).status).toBe(404)
    })
  })

  describe("favourites, promotion, feedback, invoices", () => {
    it("saves favourites of listed courses, lists them by type and removes them", async () => {
      const [course] = await server.deps.db.select().from(courses).where(eq(courses.status, "on")).limit(1)
      if (!course) throw new Error("no course")
      const { token } = await signedInUser(server)
      const missing = await server.call("collectionAdd", { body: { targetType: "course", targetId: 999_999 } }, { token })
      expect(missing).toMatchObject({ status: 404, body: { message: COLLECTION_MESSAGES.unknownTarget } })
      const added = await server.call("collectionAdd", { body: { targetType: "course", targetId: course.id } }, { token })
      const twice = await server.call("collectionAdd", { body: { targetType: "course", targetId: course.id } }, { token })
      expect(added.ok && twice.ok && added.body.id === twice.body.id).toBe(true)
      expect(added.ok && added.body).toMatchObject({ title: course.title, cover: course.cover })
      const list = await server.call("collectionList", { query: { type: "course" } }, { token })
      expect(list.ok && list.body).toMatchObject({ totalElements: 1, counts: { course: 1, product: 0, article: 0 } })
      const status = await server.call("collectionStatus", { query: { targetType: "course", targetId: course.id } }, { token })
      expect(status.ok && status.body.collected).toBe(true)
      const removed = await server.call("collectionRemove", { body: [added.ok ? added.body.id : 0] }, { token })
      expect(removed.ok && removed.body.removed).toBe(1)
    })

    it("shows the invite code and the invited members", async () => {
      const inviter = await signedInUser(server)
      await signedInUser(server, { nickName: "被邀请的人", invitedBy: inviter.user.id })
      const info = await server.call("extensionInfo", { query: {} }, { token: inviter.token })
      expect(info.ok && info.body).toMatchObject({ inviteCode: inviter.user.inviteCode, totalElements: 1 })
      expect(info.ok && info.body.invited[0]?.nickName).toBe("被***人")
    })

    it("takes feedback of a dictionary type", async () => {
      const { token } = await signedInUser(server)
      const unknown = await server.call(
        "feedbackSubmit",
        { body: { type: "nope", content: "这是一条足够长的反馈内容，超过十个字。", contact: "", images: [] } },
        { token },
      )
      expect(unknown.status).toBe(400)
      const short = await server.call("feedbackSubmit", { body: { type: "bug", content: "太短", contact: "", images: [] } }, { token })
      expect(short.body).toMatchObject({ message: "长度在 10 到 500 个字符" })
      const sent = await server.call(
        "feedbackSubmit",
        { body: { type: "bug", content: "签到面板在手机上显示不全，右侧被截断了。", contact: "13912345678", images: [] } },
        { token },
      )
      expect(sent.ok && sent.body).toMatchObject({ typeLabel: "页面或功能异常", status: "pending" })
      const mine = await server.call("feedbackMine", { query: {} }, { token })
      expect(mine.ok && mine.body.totalElements).toBe(1)
    })

    it("keeps invoice titles with one default", async () => {
      const { token } = await signedInUser(server)
      const bad = await server.call(
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
      const personal = await server.call(
        "invoiceTitleSave",
        { body: { type: "personal", title: "王小明", taxNo: "", email: "a@example.cn", bank: "", address: "", defaulted: false } },
        { token },
      )
      expect(personal.ok && personal.body.defaulted).toBe(true)
      const company = await server.call(
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
      const titles = await server.call("invoiceTitles", undefined, { token })
      expect(titles.ok && titles.body.filter((t) => t.defaulted)).toHaveLength(1)
    })
  })

  describe("closing the account and the shop", () => {
    it("lists the conditions and closes only when they are met and the agreement is accepted", async () => {
      const rich = await walletMember(server, { cents: 1_000, payPassword: null })
      const check = await server.call("cancelAccountCheck", undefined, { token: rich.token })
      expect(check.ok && check.body.canCancel).toBe(false)
      expect(check.ok && check.body.checks.find((c) => c.key === "balance")?.passed).toBe(false)
      const refused = await server.call("cancelAccount", { query: { agree: "true" } }, { token: rich.token })
      expect(refused).toMatchObject({ status: 409, body: { message: CANCEL_MESSAGES.conditionsUnmet } })

      const member = await walletMember(server, { points: 30, payPassword: null })
      const noAgreement = await server.call("cancelAccount", { query: {} }, { token: member.token })
      expect(noAgreement.body).toMatchObject({ message: CANCEL_MESSAGES.agreementRequired })
      const closed = await server.call("cancelAccount", { query: { agree: "true" } }, { token: member.token })
      expect(closed.ok).toBe(true)
      expect((await server.call("authInfo", undefined, { token: member.token })).status).toBe(401)
      const [row] = await server.deps.db.select().from(users).where(eq(users.id, member.user.id))
      expect(row).toMatchObject({ enabled: false, phone: null, nickName: "已注销用户" })
      expect(await accountAndLedger(server, member.user.id)).toMatchObject({ points: 0, pointsLedger: 0 })
    })

    it("waits 30 days after a password change before the account can close", async () => {
      const member = await walletMember(server, { payPassword: null, password: "Portal_2024" })
      const [before] = await server.deps.db.select({ at: users.credentialsChangedAt }).from(users).where(eq(users.id, member.user.id))
      expect(before?.at).toBeNull()
      const rsa = server.deps.rsa
      const changed = await server.call(
        "passwordChange",
        { body: { oldPass: rsa.encrypt("Portal_2024"), newPass: rsa.encrypt("Newpass2024") } },
        { token: member.token },
      )
      expect(changed.ok).toBe(true)
      const check = await server.call("cancelAccountCheck", undefined, { token: member.token })
      expect(check.ok && check.body.canCancel).toBe(false)
      expect(check.ok && check.body.checks.filter((c) => !c.passed).map((c) => c.key)).toEqual(["security"])
      const refused = await server.call("cancelAccount", { query: { agree: "true" } }, { token: member.token })
      expect(refused).toMatchObject({ status: 409, body: { message: CANCEL_MESSAGES.conditionsUnmet } })

      // Thirty days on, the same account may close.
      await server.deps.db
        .update(users)
        .set({ credentialsChangedAt: new Date(Date.now() - CANCEL_QUIET_DAYS * 86_400_000) })
        .where(eq(users.id, member.user.id))
      const later = await server.call("cancelAccountCheck", undefined, { token: member.token })
      expect(later.ok && later.body.canCancel).toBe(true)
      expect((await server.call("cancelAccount", { query: { agree: "true" } }, { token: member.token })).ok).toBe(true)
    })

    it("closes an approved shop", async () => {
      const member = await signedInUser(server, { isMaker: true })
      const none = await server.call("shopApplyStatus", undefined, { token: member.token })
      expect(none.ok && none.body).toMatchObject({ status: "none", blocker: SHOP_CANCEL_MESSAGES.noShop })
      await server.deps.db
        .insert(memberShops)
        .values({ userId: member.user.id, name: "测试小店", status: "approved", appliedAt: new Date() })
      const closed = await server.call("shopCancel", { query: { agree: "true" } }, { token: member.token })
      expect(closed.ok && closed.body.status).toBe("cancelled")
      const [row] = await server.deps.db
        .select({ isMaker: users.isMaker })
        .from(users)
        .where(and(eq(users.id, member.user.id)))
      expect(row?.isMaker).toBe(false)
      const again = await server.call("shopCancel", { query: { agree: "true" } }, { token: member.token })
      expect(again.status).toBe(409)
    })
  })

  it("seeds demo data that agrees with the accounts and the wallet", async () => {
    const db = server.deps.db
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
      const wallet = await accountAndLedger(server, user.id)
      expect(wallet.pointsLedger).toBe(wallet.points)
    }
    const favs = await db.select().from(favorites).where(eq(favorites.userId, lin.id))
    expect(favs.length).toBeGreaterThan(0)
    expect(favs.every((f) => f.targetType === "course" && f.href.length > 0)).toBe(true)
  })

  it("answers the centre's own counts", async () => {
    const member = await walletMember(server, { payPassword: null })
    await server.call("signIn", undefined, { token: member.token })
    await saveAddress(server, member.token)
    const stats = await server.call("memberCenterStats", undefined, { token: member.token })
    expect(stats.ok && stats.body).toMatchObject({ signedToday: true, signInStreak: 1, addresses: 1, auth: false })
  })
})
