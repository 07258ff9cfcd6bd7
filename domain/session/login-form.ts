/**
 * The sign-in, registration and password-recovery forms: one validator each, run by the form
 * in the browser and by the server, so both answer with the same Chinese message.
 */
import { validate, validatePasswordConfirm } from "../core/validation/rules.ts"
import { formErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { AUTH_MESSAGES } from "./messages.ts"
import { SMS_MESSAGES, validateSmsCode } from "./sms.ts"

const USERNAME_PATTERN = /^[A-Za-z]\w{3,19}$/

const required = (value: string, message: string): ReadonlyArray<string> => (value.trim() === "" ? [message] : [])

export interface LoginForm {
  readonly username: string
  readonly password: string
  readonly code: string
}
export type LoginField = keyof LoginForm

/** Name (or phone), password and captcha are required; the password rule is not applied to old passwords. */
export function validateLoginForm(form: LoginForm, options: { captcha: boolean } = { captcha: true }): FormErrors<LoginField> {
  return formErrors({
    username: required(form.username, AUTH_MESSAGES.usernameRequired),
    password: required(form.password, AUTH_MESSAGES.passwordRequired),
    code: options.captcha ? required(form.code, AUTH_MESSAGES.captchaRequired) : [],
  })
}

/** A mobile number: required, then the shared rule. */
export function validatePhone(phone: string): ReadonlyArray<string> {
  const text = phone.trim()
  return text === "" ? [SMS_MESSAGES.phoneRequired] : validate(text, ["mobile"])
}

/** A new password: required, then the shared password rule (letter first, 6-18). */
export function validateNewPassword(password: string): ReadonlyArray<string> {
  return password === "" ? [AUTH_MESSAGES.passwordRequired] : validate(password, ["password"])
}

function validateUsername(username: string): ReadonlyArray<string> {
  const text = username.trim()
  if (text === "") return [AUTH_MESSAGES.usernameRequired]
  return USERNAME_PATTERN.test(text) ? [] : [AUTH_MESSAGES.usernameRule]
}

export interface PasswordFindForm {
  readonly phone: string
  readonly smsCode: string
  readonly password: string
  readonly confirm: string
}
export type PasswordFindField = keyof PasswordFindForm

/** Registration asks for a user name and the agreement besides what recovery asks. */
export interface RegisterForm extends PasswordFindForm {
  readonly username: string
  readonly agreed: boolean
}
export type RegisterField = keyof RegisterForm

/** What registration and recovery both ask, in this order: the phone, its SMS code and the new password twice. */
const phoneAndPasswordErrors = (form: PasswordFindForm) => ({
  phone: validatePhone(form.phone),
  smsCode: validateSmsCode(form.smsCode),
  password: validateNewPassword(form.password),
  confirm: form.confirm === "" ? [AUTH_MESSAGES.confirmRequired] : validatePasswordConfirm(form.password, form.confirm),
})

export function validateRegisterForm(form: RegisterForm): FormErrors<RegisterField> {
  return formErrors({
    username: validateUsername(form.username),
    ...phoneAndPasswordErrors(form),
    agreed: form.agreed ? [] : [AUTH_MESSAGES.agreementRequired],
  })
}

export function validatePasswordFindForm(form: PasswordFindForm): FormErrors<PasswordFindField> {
  return formErrors(phoneAndPasswordErrors(form))
}
