/**
 * SMS verification codes (spec 2 §5, §9): what a code is for, how long it lives, how soon it can
 * be sent again, and the messages the form and the server share.
 */
import { SMS_CODE_VALID_MINUTES, SMS_RESEND_SECONDS } from "../core/constants.ts"

/**
 * What a code is for. A code issued for one purpose never verifies another: a login code cannot
 * change the payment password.
 */
export const SMS_PURPOSES = ["login", "register", "password", "payPassword", "phoneChange"] as const
export type SmsPurpose = (typeof SMS_PURPOSES)[number]

/** How the SMS names the action, `您正在注册…`. */
const SMS_PURPOSE_LABELS: { readonly [K in SmsPurpose]: string } = {
  login: "登录",
  register: "注册",
  password: "找回密码",
  payPassword: "设置支付密码",
  phoneChange: "更换手机号",
}

export const SMS_CODE_LENGTH = 6
export const SMS_RESEND_MS = SMS_RESEND_SECONDS * 1000
export const SMS_VALID_MS = SMS_CODE_VALID_MINUTES * 60_000
/** At most this many codes per phone within SMS_WINDOW_MS. */
export const SMS_MAX_PER_PHONE = 5
/** At most this many codes per client address within SMS_WINDOW_MS. */
export const SMS_MAX_PER_ADDRESS = 20
export const SMS_WINDOW_MS = 60 * 60_000
/** Wrong entries after which a code is burnt. */
export const SMS_MAX_FAILED_ATTEMPTS = 5

export const SMS_MESSAGES = {
  codeRequired: "请输入短信验证码",
  codeFormat: "请输入6位数字验证码",
  codeInvalid: "短信验证码错误或已失效",
  tooMany: "验证码发送次数过多，请稍后再试",
  sendFailed: "短信发送失败，请稍后再试",
  phoneRequired: "请输入手机号码",
  phoneTaken: "该手机号已注册",
  phoneUnknown: "该手机号未注册",
} as const

/** `请 42 秒后再获取验证码` (rounded up to whole seconds). */
export function resendWaitMessage(remainingMs: number): string {
  return `请${Math.max(1, Math.ceil(remainingMs / 1000))}秒后再获取验证码`
}

/** The text of the message: `【site】您正在注册，验证码为123456，5分钟内有效，请勿泄露给他人。` */
export function smsCodeText(siteName: string, purpose: SmsPurpose, code: string): string {
  return `【${siteName}】您正在${SMS_PURPOSE_LABELS[purpose]}，验证码为${code}，${SMS_CODE_VALID_MINUTES}分钟内有效，请勿泄露给他人。`
}

/** The form's check of an entered code: required, six digits. */
export function validateSmsCode(value: string): ReadonlyArray<string> {
  const text = value.trim()
  if (text === "") return [SMS_MESSAGES.codeRequired]
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(text) ? [] : [SMS_MESSAGES.codeFormat]
}
