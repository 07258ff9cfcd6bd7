/**
 * Invoices /account/invoice: the member's invoice titles (personal or company, types from the
 * dictionary `invoice_type`) and invoice requests for paid orders.
 */
import { formErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { validate } from "../core/validation/rules.ts"
import { charLength } from "../core/validation/text.ts"

export const INVOICE_TYPES = ["personal", "company", "vat_special"] as const
export type InvoiceType = (typeof INVOICE_TYPES)[number]

export const INVOICE_TYPE_LABELS: Readonly<Record<InvoiceType, string>> = {
  personal: "个人电子普通发票",
  company: "企业电子普通发票",
  vat_special: "增值税专用发票",
}

/** At most this many saved invoice titles. */
export const MAX_INVOICE_TITLES = 10

export const INVOICE_MESSAGES = {
  titleRequired: "请输入发票抬头",
  titleLength: "发票抬头不超过 50 个字",
  taxNoRequired: "请输入纳税人识别号",
  taxNo: "请输入正确的纳税人识别号",
  emailRequired: "请输入接收发票的邮箱",
  bankRequired: "请输入开户银行及账号",
  addressRequired: "请输入注册地址及电话",
  tooMany: `最多保存 ${MAX_INVOICE_TITLES} 个发票抬头`,
  saved: "发票抬头已保存",
  deleted: "发票抬头已删除",
  confirmDelete: "确定删除该发票抬头吗？",
  requested: "开票申请已提交，发票将发送至您的邮箱",
  alreadyRequested: "该订单已申请过发票",
  orderNotPaid: "只有已支付的订单才能申请发票",
} as const

export type InvoiceRequestStatus = "pending" | "issued"
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceRequestStatus, string>> = { pending: "开票中", issued: "已开票" }

/** Unified social credit codes (18) and older tax numbers (15 or 20). */
const TAX_NO_PATTERN = /^([0-9A-HJ-NPQRTUWXY]{18}|[0-9A-Z]{15}|[0-9A-Z]{20})$/

export interface InvoiceTitleForm {
  readonly type: InvoiceType
  readonly title: string
  readonly taxNo: string
  readonly email: string
  /** Bank and account (VAT special invoices). */
  readonly bank: string
  /** Registered address and phone (VAT special invoices). */
  readonly address: string
}

export function validateInvoiceTitle(form: InvoiceTitleForm): FormErrors<keyof InvoiceTitleForm> {
  const title = form.title.trim()
  const taxNo = form.taxNo.trim().toUpperCase()
  const company = form.type !== "personal"
  const special = form.type === "vat_special"
  return formErrors({
    type: (INVOICE_TYPES as ReadonlyArray<string>).includes(form.type) ? [] : [INVOICE_MESSAGES.titleRequired],
    title: title === "" ? [INVOICE_MESSAGES.titleRequired] : charLength(title) > 50 ? [INVOICE_MESSAGES.titleLength] : [],
    taxNo: !company ? [] : taxNo === "" ? [INVOICE_MESSAGES.taxNoRequired] : TAX_NO_PATTERN.test(taxNo) ? [] : [INVOICE_MESSAGES.taxNo],
    email: form.email.trim() === "" ? [INVOICE_MESSAGES.emailRequired] : validate(form.email.trim(), ["email"]),
    bank: special && form.bank.trim() === "" ? [INVOICE_MESSAGES.bankRequired] : [],
    address: special && form.address.trim() === "" ? [INVOICE_MESSAGES.addressRequired] : [],
  })
}
