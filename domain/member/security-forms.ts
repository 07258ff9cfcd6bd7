/**
 * The security page /account/security: changing the phone (SMS code to the new phone), the
 * e-mail (code by e-mail) and the login password (old and new, both RSA-encrypted in transit).
 */
import { validatePhone } from "../session/login-form.ts"
import { validateSmsCode } from "../session/sms.ts"
import { formErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { LOGIN_PASSWORD_MESSAGE, validateLoginPassword } from "../session/login-password.ts"
import { PASSWORD_MISMATCH_MESSAGE, RULE_MESSAGES, validate } from "../core/validation/rules.ts"

export const SECURITY_MESSAGES = {
  phoneChanged: "手机号修改成功",
  phoneSame: "新手机号不能与当前手机号相同",
  phoneTaken: "该手机号已被其他账号绑定",
  emailRequired: "请输入邮箱",
  emailChanged: "邮箱修改成功",
  emailSame: "新邮箱不能与当前邮箱相同",
  emailTaken: "该邮箱已被其他账号绑定",
  emailCodeRequired: "请输入邮箱验证码",
  emailCodeFormat: "请输入6位数字验证码",
  emailCodeInvalid: "邮箱验证码错误或已失效",
  emailCodeSent: "验证码已发送至邮箱，5分钟内有效",
  emailTooMany: "验证码发送次数过多，请稍后再试",
  emailSendFailed: "邮件发送失败，请稍后再试",
  oldPassRequired: "请输入原密码",
  newPassRequired: "请输入新密码",
  confirmRequired: "请再次输入新密码",
  passwordMismatch: PASSWORD_MISMATCH_MESSAGE,
  passwordRule: LOGIN_PASSWORD_MESSAGE,
  oldPassWrong: "原密码错误",
  passwordSame: "新密码不能与原密码相同",
  passwordChanged: "密码修改成功，其他设备上的登录已失效",
  decryptFailed: "密码解密失败，请刷新页面后重试",
} as const

export interface PhoneChangeForm {
  readonly phone: string
  readonly smsCode: string
}

export function validatePhoneChange(form: PhoneChangeForm, currentPhone: string | null): FormErrors<keyof PhoneChangeForm> {
  const phone = form.phone.trim()
  const phoneMessages = validatePhone(phone)
  return formErrors({
    phone: phoneMessages.length > 0 ? phoneMessages : currentPhone !== null && phone === currentPhone ? [SECURITY_MESSAGES.phoneSame] : [],
    smsCode: validateSmsCode(form.smsCode),
  })
}

/** An e-mail address: required, then the shared rule; at most 100 characters. */
export function validateEmail(email: string): ReadonlyArray<string> {
  const text = email.trim()
  if (text === "") return [SECURITY_MESSAGES.emailRequired]
  return text.length > 100 ? [RULE_MESSAGES.email] : validate(text, ["email"])
}

function validateEmailCode(code: string): ReadonlyArray<string> {
  const text = code.trim()
  if (text === "") return [SECURITY_MESSAGES.emailCodeRequired]
  return /^\d{6}$/.test(text) ? [] : [SECURITY_MESSAGES.emailCodeFormat]
}

export interface EmailChangeForm {
  readonly email: string
  readonly code: string
}

export function validateEmailChange(form: EmailChangeForm): FormErrors<keyof EmailChangeForm> {
  return formErrors({ email: validateEmail(form.email), code: validateEmailCode(form.code) })
}

export interface PasswordChangeForm {
  readonly oldPass: string
  readonly newPass: string
  readonly confirm: string
}

/**
 * The old password is only required (older accounts may have passwords of the registration
 * rule); the new one follows the login password helper (8-16, letters and digits) and must
 * differ from the old one.
 */
export function validatePasswordChange(form: PasswordChangeForm): FormErrors<keyof PasswordChangeForm> {
  const newMessages = form.newPass === "" ? [SECURITY_MESSAGES.newPassRequired] : validateLoginPassword(form.newPass)
  return formErrors({
    oldPass: form.oldPass === "" ? [SECURITY_MESSAGES.oldPassRequired] : [],
    newPass: newMessages.length > 0 ? newMessages : form.newPass === form.oldPass ? [SECURITY_MESSAGES.passwordSame] : [],
    confirm:
      form.confirm === "" ? [SECURITY_MESSAGES.confirmRequired] : form.confirm === form.newPass ? [] : [SECURITY_MESSAGES.passwordMismatch],
  })
}

/** The e-mail carrying a code: subject and text. */
export function emailCodeMail(siteName: string, code: string, minutes: number): { readonly subject: string; readonly text: string } {
  return {
    subject: `【${siteName}】邮箱验证码`,
    text: `您正在绑定新的邮箱，验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。`,
  }
}
