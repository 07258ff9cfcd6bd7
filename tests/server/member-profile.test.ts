import { describe, expect, it } from "vitest"
import { ADDRESS_BOOK_MESSAGES } from "../../domain/member/address-book.ts"
import { SECURITY_MESSAGES } from "../../domain/member/security-forms.ts"
import { REAL_NAME_MESSAGES } from "../../domain/member/real-name-form.ts"
import { ADDRESS_MESSAGES } from "../../domain/member/address-form.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { beijingAddress, idCardCheckChar, latestEmailCode, saveAddress } from "../setup/member.ts"
import { latestSmsCode, randomPhone } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

const idCard = (first17: string) => `${first17}${idCardCheckChar(first17)}`

describe.each(databaseKinds())("member profile, addresses and certification on %s", (kind) => {
  const suite = useTestServer(kind)

  describe("addresses", () => {
    it("creates with the region text from the tree, answers the form's messages, keeps one default", async () => {
      const { token } = await signedInUser(suite.server)
      const first = await suite.server.call("addressCreate", { body: { ...beijingAddress(), defaulted: false } }, { token })
      expect(first.ok && first.body).toMatchObject({ regionText: "北京市 市辖区 东城区", defaulted: true })

      const bad = await suite.server.call("addressCreate", { body: { ...beijingAddress(), name: "王" } }, { token })
      expect(bad).toMatchObject({ status: 400, body: { message: ADDRESS_MESSAGES.nameLength } })
      const noPhone = await suite.server.call("addressCreate", { body: { ...beijingAddress(), phone: "", telephone: "" } }, { token })
      expect(noPhone.body).toMatchObject({ message: ADDRESS_MESSAGES.phoneOrTelephone })
      const badLandline = await suite.server.call("addressCreate", { body: { ...beijingAddress(), telephone: "12345" } }, { token })
      expect(badLandline.body).toMatchObject({ message: ADDRESS_MESSAGES.telephone })
      const fakeRegion = await suite.server.call("addressCreate", { body: { ...beijingAddress(), region: '["110000","999999"]' } }, { token })
      expect(fakeRegion.body).toMatchObject({ message: ADDRESS_BOOK_MESSAGES.regionInvalid })
      const half = await suite.server.call("addressCreate", { body: { ...beijingAddress(), region: '["110000"]' } }, { token })
      expect(half.body).toMatchObject({ message: ADDRESS_BOOK_MESSAGES.regionInvalid })

      const second = await suite.server.call("addressCreate", { body: beijingAddress({ name: "李四", defaulted: true }) }, { token })
      expect(second.ok && second.body.defaulted).toBe(true)
      const list = await suite.server.call("addressAll", { query: {} }, { token })
      expect(list.ok && list.body.content.filter((a) => a.defaulted).map((a) => a.name)).toEqual(["李四"])
      expect(list.ok && list.body).toMatchObject({ totalElements: 2, max: 20, remaining: 18 })

      if (!first.ok) throw new Error("no first address")
      const updated = await suite.server.call(
        "addressUpdate",
        { body: { ...beijingAddress({ name: "王大明" }), id: first.body.id, defaulted: true } },
        { token },
      )
      expect(updated.ok && updated.body).toMatchObject({ name: "王大明", defaulted: true })
      const def = await suite.server.call("addressDefault", undefined, { token })
      expect(def.ok && def.body?.id).toBe(first.body.id)

      // Deleting the default makes the newest remaining one the default.
      const removed = await suite.server.call("addressDelete", { body: [first.body.id] }, { token })
      expect(removed.ok && removed.body.deleted).toBe(1)
      const after = await suite.server.call("addressDefault", undefined, { token })
      expect(after.ok && after.body?.name).toBe("李四")
    })

    it("refuses the 21st address and someone else's address", async () => {
      const { token } = await signedInUser(suite.server)
      for (let i = 0; i < 20; i++) await saveAddress(suite.server, token, { detail: `东华门街道南河沿大街${i + 1}号` })
      const full = await suite.server.call("addressCreate", { body: beijingAddress() }, { token })
      expect(full).toMatchObject({ status: 409, body: { message: ADDRESS_BOOK_MESSAGES.full } })
      const list = await suite.server.call("addressAll", { query: { size: 5 } }, { token })
      expect(list.ok && list.body).toMatchObject({ totalElements: 20, remaining: 0 })

      const other = await signedInUser(suite.server)
      const id = list.ok ? list.body.content[0]?.id ?? 0 : 0
      const foreign = await suite.server.call("addressUpdate", { body: { ...beijingAddress(), id } }, { token: other.token })
      expect(foreign.status).toBe(404)
      const foreignDelete = await suite.server.call("addressDelete", { body: [id] }, { token: other.token })
      expect(foreignDelete.status).toBe(404)
    })

    it("keeps a single default when defaults are set at the same time", async () => {
      const { token, user } = await signedInUser(suite.server)
      const ids = [] as number[]
      for (let i = 0; i < 6; i++) ids.push(await saveAddress(suite.server, token, { detail: `东华门街道南河沿大街${i + 1}号`, defaulted: false }))
      await Promise.all(ids.map((id) => suite.server.call("addressUpdate", { body: { ...beijingAddress(), id, defaulted: true } }, { token })))
      const list = await suite.server.call("addressAll", { query: {} }, { token })
      expect(list.ok && list.body.content.filter((a) => a.defaulted)).toHaveLength(1)
      expect(user.id).toBeGreaterThan(0)
    })
  })

  describe("real-name certification", () => {
    it("submits, is reviewed by an administrator, and the auth flag follows", async () => {
      const member = await signedInUser(suite.server)
      const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })
      const bad = await suite.server.call(
        "realNameSubmit",
        { body: { realName: "张三丰", idCard: "110101199003071234" } },
        { token: member.token },
      )
      expect(bad).toMatchObject({ status: 400, body: { message: "请输入正确的身份证号码" } })
      const card = idCard("11010119900307123")
      const sent = await suite.server.call("realNameSubmit", { body: { realName: "张三丰", idCard: card } }, { token: member.token })
      expect(sent.ok && sent.body).toMatchObject({ authState: "auth_examine", auth: false, realName: "张*丰" })
      const again = await suite.server.call("realNameSubmit", { body: { realName: "张三丰", idCard: card } }, { token: member.token })
      expect(again).toMatchObject({ status: 409, body: { message: REAL_NAME_MESSAGES.underReview } })

      const forbidden = await suite.server.call("adminRealNames", { query: {} }, { token: member.token })
      expect(forbidden.status).toBe(403)
      const pending = await suite.server.call("adminRealNames", { query: { status: "auth_examine" } }, { token: admin.token })
      const request = pending.ok ? pending.body.content.find((r) => r.userId === member.user.id) : undefined
      expect(request).toMatchObject({ realName: "张三丰", idCard: card })

      const noReason = await suite.server.call(
        "adminRealNameReject",
        { params: { id: request?.id ?? 0 }, body: { reason: " " } },
        { token: admin.token },
      )
      expect(noReason.body).toMatchObject({ message: REAL_NAME_MESSAGES.reasonRequired })
      const rejected = await suite.server.call(
        "adminRealNameReject",
        { params: { id: request?.id ?? 0 }, body: { reason: "证件信息不清晰" } },
        { token: admin.token },
      )
      expect(rejected.ok && rejected.body.status).toBe("auth_fail")
      const info = await suite.server.call("realNameInfo", undefined, { token: member.token })
      expect(info.ok && info.body).toMatchObject({ authState: "auth_fail", reason: "证件信息不清晰" })

      await suite.server.call("realNameSubmit", { body: { realName: "张三丰", idCard: card } }, { token: member.token })
      const approved = await suite.server.call("adminRealNameApprove", { params: { id: request?.id ?? 0 } }, { token: admin.token })
      expect(approved.ok && approved.body.status).toBe("certified")
      const twice = await suite.server.call("adminRealNameApprove", { params: { id: request?.id ?? 0 } }, { token: admin.token })
      expect(twice).toMatchObject({ status: 409, body: { message: REAL_NAME_MESSAGES.notPending } })
      const authInfo = await suite.server.call("authInfo", undefined, { token: member.token })
      expect(authInfo.ok && authInfo.body.user).toMatchObject({ auth: true, authState: "certified" })

      // One card, one account.
      const other = await signedInUser(suite.server)
      const taken = await suite.server.call("realNameSubmit", { body: { realName: "张三丰", idCard: card } }, { token: other.token })
      expect(taken).toMatchObject({ status: 409, body: { message: REAL_NAME_MESSAGES.idCardTaken } })
    })
  })

  describe("profile and security", () => {
    it("updates nickname and gender, and refuses a picture that is not the member's upload", async () => {
      const { token } = await signedInUser(suite.server)
      const saved = await suite.server.call(
        "userCenterUpdate",
        { body: { nickName: "小雨点", gender: "女", avatarPath: "", headerImage: "" } },
        { token },
      )
      expect(saved.ok && saved.body).toMatchObject({ nickName: "小雨点", gender: "女" })
      const foreign = await suite.server.call(
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
      const short = await suite.server.call(
        "userCenterUpdate",
        { body: { nickName: "雨", gender: "女", avatarPath: "", headerImage: "" } },
        { token },
      )
      expect(short.body).toMatchObject({ message: "长度在 2 到 20 个字符" })
    })

    it("changes the phone with a code sent to the new phone", async () => {
      const member = await signedInUser(suite.server, { phone: randomPhone() })
      const phone = randomPhone()
      const ticket = await suite.server.call("phoneChangeCode", { body: { phone } }, { token: member.token })
      if (!ticket.ok) throw new Error(ticket.body.message)
      const wrong = await suite.server.call(
        "phoneChange",
        { body: { phone, smsCode: "000000", uuid: ticket.body.uuid } },
        { token: member.token },
      )
      expect(wrong.status).toBe(400)
      const code = await latestSmsCode(suite.server, phone)
      const changed = await suite.server.call("phoneChange", { body: { phone, smsCode: code, uuid: ticket.body.uuid } }, { token: member.token })
      expect(changed.ok && changed.body.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`)
      const other = await signedInUser(suite.server)
      const taken = await suite.server.call("phoneChangeCode", { body: { phone } }, { token: other.token })
      expect(taken).toMatchObject({ status: 409, body: { message: SECURITY_MESSAGES.phoneTaken } })
    })

    it("changes the e-mail with a code from the mail outbox", async () => {
      const member = await signedInUser(suite.server)
      const email = `member${member.user.id}@example.cn`
      const ticket = await suite.server.call("emailChangeCode", { body: { email } }, { token: member.token })
      if (!ticket.ok) throw new Error(ticket.body.message)
      const tooSoon = await suite.server.call("emailChangeCode", { body: { email } }, { token: member.token })
      expect(tooSoon.status).toBe(429)
      const code = await latestEmailCode(suite.server, email)
      const outbox = await suite.server.call("devMailOutbox", undefined, { token: (await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })).token })
      expect(outbox.ok && outbox.body.some((m) => m.to === email && m.text.includes(code))).toBe(true)
      const changed = await suite.server.call("emailChange", { body: { email, code, uuid: ticket.body.uuid } }, { token: member.token })
      expect(changed.ok && changed.body.email).toMatch(/^mem\*\*\*@example\.cn$/)
      const reused = await suite.server.call("emailChange", { body: { email, code, uuid: ticket.body.uuid } }, { token: member.token })
      expect(reused).toMatchObject({ status: 400, body: { message: SECURITY_MESSAGES.emailCodeInvalid } })
    })

    it("changes the login password with encrypted values and signs out the other sessions", async () => {
      const member = await signedInUser(suite.server, { password: "Portal_2024" })
      const elsewhere = await suite.server.deps.tokens.issue(member.user.id)
      const rsa = suite.server.deps.rsa
      const wrongOld = await suite.server.call(
        "passwordChange",
        { body: { oldPass: rsa.encrypt("Wrong_2024"), newPass: rsa.encrypt("Newpass2024") } },
        { token: member.token },
      )
      expect(wrongOld).toMatchObject({ status: 400, body: { message: SECURITY_MESSAGES.oldPassWrong } })
      const weak = await suite.server.call(
        "passwordChange",
        { body: { oldPass: rsa.encrypt("Portal_2024"), newPass: rsa.encrypt("short") } },
        { token: member.token },
      )
      expect(weak.body).toMatchObject({ message: SECURITY_MESSAGES.passwordRule })
      const clear = await suite.server.call(
        "passwordChange",
        { body: { oldPass: "Portal_2024", newPass: "Newpass2024" } },
        { token: member.token },
      )
      expect(clear).toMatchObject({ status: 400, body: { message: SECURITY_MESSAGES.decryptFailed } })
      const changed = await suite.server.call(
        "passwordChange",
        { body: { oldPass: rsa.encrypt("Portal_2024"), newPass: rsa.encrypt("Newpass2024") } },
        { token: member.token },
      )
      expect(changed.ok && changed.body.revoked).toBeGreaterThanOrEqual(1)
      expect((await suite.server.call("authInfo", undefined, { token: member.token })).ok).toBe(true)
      expect((await suite.server.call("authInfo", undefined, { token: elsewhere.token })).status).toBe(401)
    })

    it("answers public user info by id", async () => {
      const { user } = await signedInUser(suite.server, { nickName: "公开的我", authState: "certified" })
      const info = await suite.server.call("accountUserInfo", { params: { id: user.id } })
      expect(info.ok && info.body).toMatchObject({ nickName: "公开的我", auth: true, vip: false })
      expect((await suite.server.call("accountUserInfo", { params: { id: 99_999_999 } })).status).toBe(404)
    })
  })

})
