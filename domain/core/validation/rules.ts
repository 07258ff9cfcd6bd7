/**
 * Shared validators (spec 1 §5). Each rule has a test and the exact message shown when it fails.
 * Empty values pass every rule; `validate` runs all the named rules in order without stopping,
 * so one value can collect several messages.
 */
import { isCalendarDate, isValidIdCard, ID_CARD_PATTERN } from "./id-card.ts"
import { isEmptyValue, type FieldValue } from "./text.ts"

export const RULE_MESSAGES = {
  mobile: "请输入正确的手机号码",
  landline: "请输入正确的电话号码",
  idCard: "请输入正确的身份证号码",
  idCardStrict: "请输入正确的身份证号码",
  password: "以字母开头，长度在6~18之间，只能包含字母、数字和下划线",
  postalCode: "请输入正确的邮政编码",
  qq: "请输入正确的QQ号",
  email: "请输入正确的邮箱",
  money: "请输入正确的金额(小数点2位)",
  url: "请输入正确的网址",
  ip: "请输入正确的IP地址",
  datetime: "请输入正确的日期时间",
  digits: "请输入正确的数字",
  letters: "请输入正确的英文字母",
  chinese: "请输入正确的中文",
  lowercase: "请输入正确的小写字母",
  uppercase: "请输入正确的大写字母",
  emailOrPhone: "请输入正确的邮箱或手机号码",
} as const

export type RuleName = keyof typeof RULE_MESSAGES

export const PASSWORD_MISMATCH_MESSAGE = "两次密码不一致......"

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
/** Area code (0 and 2-3 digits, e.g. 010, 0755), hyphen, 7-8 digits, optional hyphen and 1-4 digit extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}-\d{7,8}(-\d{1,4})?$/
const PASSWORD_PATTERN = /^[A-Za-z]\w{5,17}$/
const POSTAL_CODE_PATTERN = /^\d{6}$/
const QQ_PATTERN = /^[1-9]\d{4,9}$/
const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
const MONEY_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/
const URL_PATTERN =
  /^(https?|ftp):\/\/([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:\d{1,5})?([/?#][^\s]*)?$/i
const DATETIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/
const IPV4_PART = /^(0|[1-9]\d{0,2})$/

function isIpv4(text: string): boolean {
  const parts = text.split(".")
  return parts.length === 4 && parts.every((p) => IPV4_PART.test(p) && Number(p) <= 255)
}

/** Whether year, month, day, hour, minute and second (the pattern's first six groups) name a moment of the calendar. */
function isCalendarMoment(m: RegExpExecArray): boolean {
  const [, y, mo, d, h, mi, s] = m.map(Number)
  return isCalendarDate(y ?? 0, mo ?? 0, d ?? 0) && (h ?? 24) < 24 && (mi ?? 60) < 60 && (s ?? 60) < 60
}

/** `YYYY-MM-DD HH:mm:ss` naming a real date and time. */
function isDateTime(text: string): boolean {
  const m = DATETIME_PATTERN.exec(text)
  return m !== null && isCalendarMoment(m)
}

const INSTANT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,3})?(?:Z|[+-](\d{2}):(\d{2}))$/

/**
 * An ISO 8601 instant with its zone (`2026-02-28T00:00:00+08:00`, `…Z`) whose day and time
 * exist: not `2026-02-30T…`, which a Date would quietly read as 2 March.
 */
export function isInstantText(text: string): boolean {
  const m = INSTANT_PATTERN.exec(text)
  if (m === null || !isCalendarMoment(m)) return false
  return m[7] === undefined || (Number(m[7]) <= 14 && Number(m[8]) < 60)
}

const CHECKS: { readonly [K in RuleName]: (text: string) => boolean } = {
  mobile: (t) => MOBILE_PATTERN.test(t),
  landline: (t) => LANDLINE_PATTERN.test(t),
  idCard: (t) => ID_CARD_PATTERN.test(t),
  idCardStrict: isValidIdCard,
  password: (t) => PASSWORD_PATTERN.test(t),
  postalCode: (t) => POSTAL_CODE_PATTERN.test(t),
  qq: (t) => QQ_PATTERN.test(t),
  email: (t) => EMAIL_PATTERN.test(t),
  money: (t) => MONEY_PATTERN.test(t),
  url: (t) => URL_PATTERN.test(t),
  ip: isIpv4,
  datetime: isDateTime,
  digits: (t) => /^\d+$/.test(t),
  letters: (t) => /^[A-Za-z]+$/.test(t),
  chinese: (t) => /^[\u4e00-\u9fa5]+$/.test(t),
  lowercase: (t) => /^[a-z]+$/.test(t),
  uppercase: (t) => /^[A-Z]+$/.test(t),
  emailOrPhone: (t) => EMAIL_PATTERN.test(t) || MOBILE_PATTERN.test(t),
}

/** Whether a non-empty value satisfies one rule. */
export function checkRule(rule: RuleName, text: string): boolean {
  return CHECKS[rule](text)
}

/**
 * Runs every named rule against the value and returns each failing rule's message, in order.
 * An empty value (`""`, `null`, `undefined`) passes and gives `[]`.
 */
export function validate(value: FieldValue, ruleNames: ReadonlyArray<RuleName>): ReadonlyArray<string> {
  if (isEmptyValue(value)) return []
  const text = String(value)
  return ruleNames.filter((rule) => !CHECKS[rule](text)).map((rule) => RULE_MESSAGES[rule])
}

/** Password confirmation: both entries must be equal. An empty confirmation passes. */
export function validatePasswordConfirm(password: FieldValue, confirm: FieldValue): ReadonlyArray<string> {
  if (isEmptyValue(confirm)) return []
  return String(confirm) === String(password ?? "") ? [] : [PASSWORD_MISMATCH_MESSAGE]
}
