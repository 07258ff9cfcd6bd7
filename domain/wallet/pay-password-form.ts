/** Payment password, balance pay and SMS code rules (spec 1 §5, spec 2 §5). */
import { PAY_PASSWORD_LENGTH, SMS_CODE_MAX_LENGTH } from "../core/constants.ts"
import { formErrors, messagesOf, type FormErrors } from "../core/validation/form-errors.ts"
import { charLength, textOf, type FieldValue } from "../core/validation/text.ts"

export const PAY_PASSWORD_MESSAGES = {
  passwordRequired: "请输入支付密码",
  passwordLength: "请输入6位数的支付密码",
  confirmRequired: "请再次输入支付密码",
  confirmMismatch: "两次输入的支付密码不一致",
  uuidRequired: "请获取短信验证码",
  smsCodeRequired: "短信验证码不能为空",
  smsCodeLength: "短信验证码最多6位",
} as const

/** Non-digits are removed as the user types. */
export function stripNonDigits(value: FieldValue): string {
  return textOf(value).replace(/\D/g, "")
}

function payPasswordMessages(digits: string, required: string): ReadonlyArray<string> {
  return messagesOf(
    [digits === "", required],
    [digits !== "" && digits.length !== PAY_PASSWORD_LENGTH, PAY_PASSWORD_MESSAGES.passwordLength],
  )
}

/** SMS code: required, at most 6 characters. */
export function validateSmsCode(code: FieldValue): ReadonlyArray<string> {
  const text = textOf(code)
  return messagesOf(
    [text === "", PAY_PASSWORD_MESSAGES.smsCodeRequired],
    [charLength(text) > SMS_CODE_MAX_LENGTH, PAY_PASSWORD_MESSAGES.smsCodeLength],
  )
}

export interface PayPasswordInput {
  readonly password?: FieldValue
  readonly confirm?: FieldValue
  readonly infoCode?: FieldValue
  readonly uuid?: FieldValue
}

export type PayPasswordField = "password" | "confirm" | "infoCode" | "uuid"

/** Validates the set-payment-password form after stripping non-digits from both passwords. */
export function validatePayPassword(input: PayPasswordInput): FormErrors<PayPasswordField> {
  const password = stripNonDigits(input.password)
  const confirm = stripNonDigits(input.confirm)
  const m = PAY_PASSWORD_MESSAGES
  return formErrors<PayPasswordField>({
    password: payPasswordMessages(password, m.passwordRequired),
    confirm: [
      ...payPasswordMessages(confirm, m.confirmRequired),
      ...messagesOf([confirm !== "" && confirm !== password, m.confirmMismatch]),
    ],
    infoCode: validateSmsCode(input.infoCode),
    uuid: messagesOf([textOf(input.uuid) === "", m.uuidRequired]),
  })
}

export interface BalancePayInput {
  readonly password?: FieldValue
}

/** Validates the balance-pay confirmation: a six-digit payment password. */
export function validateBalancePay(input: BalancePayInput): FormErrors<"password"> {
  return formErrors<"password">({
    password: payPasswordMessages(stripNonDigits(input.password), PAY_PASSWORD_MESSAGES.passwordRequired),
  })
}

/** What a key does in the six-box payment password entry. */
export type PinKeyResult = { readonly digits: string; readonly submit: boolean }

/**
 * Six single-digit boxes: digits fill the next box, Backspace clears the last one,
 * Enter submits; every other key is rejected.
 */
export function pressPinKey(digits: string, key: string): PinKeyResult {
  if (key === "Enter") return { digits, submit: true }
  if (key === "Backspace") return { digits: digits.slice(0, -1), submit: false }
  if (/^[0-9]$/.test(key) && digits.length < PAY_PASSWORD_LENGTH) return { digits: digits + key, submit: false }
  return { digits, submit: false }
}
