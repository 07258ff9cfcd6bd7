import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { idCardCheckChar } from "../core/validation/id-card.ts"
import { CANCEL_QUIET_DAYS, canCancel, cancelChecks, changedRecently } from "./account-cancel.ts"
import { isCompleteRegion, remainingAddressText } from "./address-book.ts"
import { FEEDBACK_MESSAGES, validateFeedback } from "./feedback-form.ts"
import { GIFT_MESSAGES, giftOrderNo, validateGiftExchange } from "./gift.ts"
import { inviteLink } from "./invite.ts"
import { INVOICE_MESSAGES, validateInvoiceTitle } from "./invoice-form.ts"
import { PERSONAL_MESSAGES, validatePersonal } from "./personal-form.ts"
import { maskIdCard, REAL_NAME_MESSAGES, validateRealNameForm, validateRejectReason } from "./real-name-form.ts"
import { SECURITY_MESSAGES, validateEmailChange, validatePasswordChange, validatePhoneChange } from "./security-forms.ts"
import type { RegionNode } from "../region/entities/region.ts"

const idCard = (first17: string) => `${first17}${idCardCheckChar(first17)}`

describe("real name", () => {
  test("name and card are required, the card is checked strictly", () => {
    expect(validateRealNameForm({ realName: "", idCard: "" })).toEqual({
      realName: [REAL_NAME_MESSAGES.nameRequired],
      idCard: [REAL_NAME_MESSAGES.idCardRequired],
    })
    expect(validateRealNameForm({ realName: "张三丰", idCard: idCard("11010119900307123") })).toEqual({})
    expect(validateRealNameForm({ realName: "阿卜杜·热合曼", idCard: idCard("65010119880101123") })).toEqual({})
    expect(validateRealNameForm({ realName: "Zhang", idCard: "110101199003071234" })).toEqual({
      realName: [REAL_NAME_MESSAGES.name],
      idCard: ["请输入正确的身份证号码"],
    })
    expect(validateRealNameForm({ realName: "张三", idCard: idCard("11010119900230123") }).idCard).toEqual(["请输入正确的身份证号码"])
  })
  test.prop([fc.stringMatching(/^\d{17}$/)])("a card with a wrong check character is refused", (first17) => {
    const right = idCardCheckChar(first17)
    const wrong = "0123456789X".split("").find((c) => c !== right) ?? "0"
    expect(validateRealNameForm({ realName: "张三", idCard: `${first17}${wrong}` }).idCard).toEqual(["请输入正确的身份证号码"])
  })
  test("masking and reject reasons", () => {
    expect(maskIdCard("110101199003071234")).toBe("110***********1234")
    expect(validateRejectReason("")).toEqual([REAL_NAME_MESSAGES.reasonRequired])
    expect(validateRejectReason("好".repeat(101))).toEqual([REAL_NAME_MESSAGES.reasonLength])
    expect(validateRejectReason("证件照片不清晰")).toEqual([])
  })
})

describe("security forms", () => {
  test("phone change: new mobile, different from the current one, six-digit code", () => {
    expect(validatePhoneChange({ phone: "13912345678", smsCode: "123456" }, "13800000001")).toEqual({})
    expect(validatePhoneChange({ phone: "13800000001", smsCode: "123456" }, "13800000001")).toEqual({
      phone: [SECURITY_MESSAGES.phoneSame],
    })
    expect(validatePhoneChange({ phone: "12345", smsCode: "12" }, null)).toEqual({
      phone: ["请输入正确的手机号码"],
      smsCode: ["请输入6位数字验证码"],
    })
  })
  test("e-mail change", () => {
    expect(validateEmailChange({ email: "a@example.cn", code: "123456" })).toEqual({})
    expect(validateEmailChange({ email: "", code: "" })).toEqual({
      email: [SECURITY_MESSAGES.emailRequired],
      code: [SECURITY_MESSAGES.emailCodeRequired],
    })
    expect(validateEmailChange({ email: "not-mail", code: "12345a" })).toEqual({
      email: ["请输入正确的邮箱"],
      code: [SECURITY_MESSAGES.emailCodeFormat],
    })
  })
  test("password change: 8-16 letters and digits, different from the old one, confirmed", () => {
    expect(validatePasswordChange({ oldPass: "old_pass1", newPass: "Newpass2024", confirm: "Newpass2024" })).toEqual({})
    expect(validatePasswordChange({ oldPass: "", newPass: "", confirm: "" })).toEqual({
      oldPass: [SECURITY_MESSAGES.oldPassRequired],
      newPass: [SECURITY_MESSAGES.newPassRequired],
      confirm: [SECURITY_MESSAGES.confirmRequired],
    })
    expect(validatePasswordChange({ oldPass: "Same1234", newPass: "Same1234", confirm: "Same1234" })).toEqual({
      newPass: [SECURITY_MESSAGES.passwordSame],
    })
    expect(validatePasswordChange({ oldPass: "x", newPass: "onlyletters", confirm: "other" })).toEqual({
      newPass: [SECURITY_MESSAGES.passwordRule],
      confirm: ["两次密码不一致......"],
    })
  })
})

describe("personal information", () => {
  const form = { nickName: "小雨", gender: "女" as const, avatarPath: "", headerImage: "" }
  test("nickname length and characters; pictures must be uploaded images", () => {
    expect(validatePersonal(form)).toEqual({})
    expect(validatePersonal({ ...form, nickName: " " })).toEqual({ nickName: [PERSONAL_MESSAGES.nicknameRequired] })
    expect(validatePersonal({ ...form, nickName: "雨" })).toEqual({ nickName: [PERSONAL_MESSAGES.nicknameLength] })
    expect(validatePersonal({ ...form, nickName: "小 雨<>" })).toEqual({ nickName: [PERSONAL_MESSAGES.nicknameChars] })
    expect(validatePersonal({ ...form, avatarPath: "/files/avatar/202411/0123456789abcdef0123456789abcdef.png" })).toEqual({})
    expect(validatePersonal({ ...form, avatarPath: "/files/avatar/202411/0123456789abcdef0123456789abcdef.mp4" })).toEqual({
      avatarPath: [PERSONAL_MESSAGES.image],
    })
    expect(validatePersonal({ ...form, headerImage: "https://elsewhere.example/x.png" })).toEqual({
      headerImage: [PERSONAL_MESSAGES.image],
    })
  })
})

describe("gifts, feedback, invoices, invites, cancellation", () => {
  test("gift exchange needs a quantity of 1-10 and an address", () => {
    expect(validateGiftExchange({ quantity: 1, addressId: 3 })).toEqual({})
    expect(validateGiftExchange({ quantity: 0, addressId: null })).toEqual({
      quantity: [GIFT_MESSAGES.quantity],
      addressId: [GIFT_MESSAGES.addressRequired],
    })
    expect(validateGiftExchange({ quantity: 11, addressId: 1 })).toEqual({ quantity: [GIFT_MESSAGES.quantity] })
    expect(giftOrderNo("2024-11-18", 123)).toBe("G20241118000123")
  })
  test("feedback", () => {
    const ok = { type: "bug", content: "页面在手机上显示不完整。", contact: "", images: [] }
    expect(validateFeedback(ok)).toEqual({})
    expect(validateFeedback({ ...ok, type: "", content: "短" })).toEqual({
      type: [FEEDBACK_MESSAGES.typeRequired],
      content: [FEEDBACK_MESSAGES.contentLength],
    })
    expect(validateFeedback({ ...ok, contact: "abc" })).toEqual({ contact: ["请输入正确的邮箱或手机号码"] })
    expect(validateFeedback({ ...ok, images: ["a", "b", "c", "d", "e"] })).toEqual({ images: [FEEDBACK_MESSAGES.images] })
  })
  test("invoice titles: tax number for companies, bank and address for VAT special", () => {
    const personal = { type: "personal" as const, title: "王小明", taxNo: "", email: "a@example.cn", bank: "", address: "" }
    expect(validateInvoiceTitle(personal)).toEqual({})
    expect(validateInvoiceTitle({ ...personal, type: "company" })).toEqual({ taxNo: [INVOICE_MESSAGES.taxNoRequired] })
    expect(validateInvoiceTitle({ ...personal, type: "company", taxNo: "91110105MA01ABCD1X" })).toEqual({})
    expect(validateInvoiceTitle({ ...personal, type: "vat_special", taxNo: "91110105MA01ABCD1X" })).toEqual({
      bank: [INVOICE_MESSAGES.bankRequired],
      address: [INVOICE_MESSAGES.addressRequired],
    })
  })
  test("invite link", () => {
    expect(inviteLink("https://www.example.cn/", "AB12CD34")).toBe("https://www.example.cn/register?inviteCode=AB12CD34")
  })
  test("account closing conditions", () => {
    const clear = { credentialsChangedRecently: false, balanceCents: 0, frozenCents: 0, points: 120, openGiftOrders: 0, unpaidOrders: 0, realNamePending: false }
    expect(canCancel(cancelChecks(clear))).toBe(true)
    const blocked = cancelChecks({ ...clear, balanceCents: 1, realNamePending: true })
    expect(canCancel(blocked)).toBe(false)
    expect(blocked.filter((c) => !c.passed).map((c) => c.key)).toEqual(["balance", "realName"])
    const recent = cancelChecks({ ...clear, credentialsChangedRecently: true })
    expect(recent.filter((c) => !c.passed).map((c) => [c.label, c.hint])).toEqual([["近30日内未修改密码或更换手机号", "请在修改满30日后再申请注销"]])
  })
  test("a password or phone change blocks closing for exactly 30 days", () => {
    const day = 86_400_000
    const changed = Date.UTC(2026, 10, 1, 8)
    expect(changedRecently(null, changed)).toBe(false)
    expect(changedRecently(changed, changed)).toBe(true)
    expect(changedRecently(changed, changed + CANCEL_QUIET_DAYS * day - 1)).toBe(true)
    expect(changedRecently(changed, changed + CANCEL_QUIET_DAYS * day)).toBe(false)
  })
})

describe("address book", () => {
  const tree: RegionNode[] = [
    { id: "110000", name: "北京市", child: [{ id: "110100", name: "市辖区", child: [{ id: "110101", name: "东城区" }] }] },
    { id: "441900", name: "东莞市", child: [{ id: "441900003", name: "东城街道" }] },
  ]
  test("a complete region ends on a node without children", () => {
    expect(isCompleteRegion(tree, ["110000", "110100", "110101"])).toBe(true)
    expect(isCompleteRegion(tree, ["110000", "110100"])).toBe(false)
    expect(isCompleteRegion(tree, ["441900", "441900003"])).toBe(true)
    expect(isCompleteRegion(tree, ["110000", "999999"])).toBe(false)
    expect(isCompleteRegion(tree, [])).toBe(false)
    expect(remainingAddressText(3)).toBe("已保存 3 个地址，还可以保存 17 个")
    expect(remainingAddressText(25)).toBe("已保存 25 个地址，还可以保存 0 个")
  })
})

describe("618 festival", () => {
  test("before, during and after", async () => {
    const { activity618 } = await import("./activity-618.ts")
    expect(activity618("2025-05-31")).toEqual({ status: "upcoming", start: "2025-06-01", end: "2025-06-18" })
    expect(activity618("2025-06-01").status).toBe("active")
    expect(activity618("2025-06-18").status).toBe("active")
    expect(activity618("2025-06-19").status).toBe("ended")
  })
})
