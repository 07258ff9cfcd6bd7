import { describe, expect, it } from "vitest"
import { firstFormError } from "../core/validation/form-errors.ts"
import { PASSWORD_MISMATCH_MESSAGE } from "../core/validation/rules.ts"
import { validatePasswordFindForm, validateRegisterForm } from "./login-form.ts"
import { AUTH_MESSAGES } from "./messages.ts"
import { SMS_MESSAGES } from "./sms.ts"

const filled = { phone: "13800138000", smsCode: "123456", password: "abc123", confirm: "abc123" }

describe("registration and password recovery forms", () => {
  it("report every field of an empty registration in the form's order, the user name first", () => {
    const errors = validateRegisterForm({ username: "", phone: "", smsCode: "", password: "", confirm: "", agreed: false })
    expect(Object.keys(errors)).toEqual(["username", "phone", "smsCode", "password", "confirm", "agreed"])
    expect(errors.confirm).toEqual([AUTH_MESSAGES.confirmRequired])
    expect(errors.agreed).toEqual([AUTH_MESSAGES.agreementRequired])
    expect(firstFormError(errors)).toBe(AUTH_MESSAGES.usernameRequired)
  })

  it("ask recovery for the phone, its code and the new password twice, in that order", () => {
    const errors = validatePasswordFindForm({ phone: "", smsCode: "", password: "", confirm: "" })
    expect(Object.keys(errors)).toEqual(["phone", "smsCode", "password", "confirm"])
    expect(firstFormError(errors)).toBe(SMS_MESSAGES.phoneRequired)
  })

  it("refuse a repeated password that differs, and pass a complete form", () => {
    expect(validatePasswordFindForm({ ...filled, confirm: "abc124" })).toEqual({ confirm: [PASSWORD_MISMATCH_MESSAGE] })
    expect(validatePasswordFindForm(filled)).toEqual({})
    expect(validateRegisterForm({ ...filled, username: "reader01", agreed: true })).toEqual({})
    expect(validateRegisterForm({ ...filled, username: "1reader", agreed: true })).toEqual({ username: [AUTH_MESSAGES.usernameRule] })
  })
})
