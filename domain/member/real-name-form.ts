/**
 * Real-name certification (/account/realName, spec 2 §1, §4): the member's name and resident
 * identity card number, checked strictly (province, birth date, check character), then
 * reviewed by an administrator.
 */
import { maskName } from "../core/masking.ts"
import { formErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { RULE_MESSAGES, validate } from "../core/validation/rules.ts"
import { charLength } from "../core/validation/text.ts"

export const REAL_NAME_MESSAGES = {
  nameRequired: "请输入真实姓名",
  name: "请输入正确的姓名",
  idCardRequired: "请输入身份证号码",
  idCard: RULE_MESSAGES.idCardStrict,
  submitted: "实名认证资料已提交，请等待审核",
  alreadyCertified: "您已完成实名认证",
  underReview: "您的实名认证正在审核中，请耐心等待",
  idCardTaken: "该身份证号已被其他账号认证",
  approved: "已通过实名认证",
  rejected: "已驳回实名认证",
  reasonRequired: "请填写驳回原因",
  reasonLength: "驳回原因不超过 100 个字",
  notPending: "该申请已审核，请刷新列表",
  noticeApproved: "您的实名认证已通过，现在可以发表评价、提问和回复了。",
} as const

/** `您的实名认证未通过：原因`. */
export function realNameRejectedNotice(reason: string): string {
  return `您的实名认证未通过：${reason}。请修改资料后重新提交。`
}

export const REJECT_REASON_MAX = 100

/** Chinese names of 2-20 characters, with the middle dot of transcribed names (阿卜杜·热合曼). */
const REAL_NAME_PATTERN = /^[\u4e00-\u9fa5][\u4e00-\u9fa5·]{0,18}[\u4e00-\u9fa5]$/

export interface RealNameForm {
  readonly realName: string
  readonly idCard: string
}

export type RealNameField = keyof RealNameForm

export function validateRealNameForm(form: RealNameForm): FormErrors<RealNameField> {
  const name = form.realName.trim()
  const idCard = form.idCard.trim().toUpperCase()
  return formErrors<RealNameField>({
    realName: name === "" ? [REAL_NAME_MESSAGES.nameRequired] : REAL_NAME_PATTERN.test(name) ? [] : [REAL_NAME_MESSAGES.name],
    idCard: idCard === "" ? [REAL_NAME_MESSAGES.idCardRequired] : validate(idCard, ["idCardStrict"]),
  })
}

/** The reviewer's reason for a rejection: required, at most 100 characters. */
export function validateRejectReason(reason: string): ReadonlyArray<string> {
  const text = reason.trim()
  if (text === "") return [REAL_NAME_MESSAGES.reasonRequired]
  return charLength(text) > REJECT_REASON_MAX ? [REAL_NAME_MESSAGES.reasonLength] : []
}

/** The card number as a member sees it again: first 3 and last 4 characters. */
export function maskIdCard(idCard: string): string {
  if (idCard.length < 8) return "*".repeat(idCard.length)
  return `${idCard.slice(0, 3)}${"*".repeat(idCard.length - 7)}${idCard.slice(-4)}`
}

export { maskName as maskRealName }

export const AUTH_STATE_LABELS: Readonly<Record<string, string>> = {
  not_certified: "未认证",
  auth_examine: "审核中",
  auth_fail: "未通过",
  certified: "已认证",
}
