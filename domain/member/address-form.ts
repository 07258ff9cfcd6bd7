/** Address form rules (spec 2 §5). */
import { ADDRESS_DETAIL_MAX, ADDRESS_DETAIL_MIN, ADDRESS_NAME_MAX, ADDRESS_NAME_MIN } from "../core/constants.ts"
import { parseRegionIds, type RegionIds } from "../region/region-ids.ts"
import { formErrors, messagesOf, requiredTextErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { MOBILE_PATTERN } from "../core/validation/rules.ts"
import { lengthMessage, textOf, type FieldValue } from "../core/validation/text.ts"

export const ADDRESS_MESSAGES = {
  nameRequired: "请输入收货人姓名",
  nameLength: lengthMessage(ADDRESS_NAME_MIN, ADDRESS_NAME_MAX),
  regionRequired: "请选择所在地区",
  detailRequired: "请输入详细地址",
  detailLength: lengthMessage(ADDRESS_DETAIL_MIN, ADDRESS_DETAIL_MAX),
  phoneOrTelephone: "手机和固定电话至少填写一项",
  phone: "请输入正确的电话号码",
  telephone: "请输入正确的固话（格式：区号+号码,如010-1234567）",
} as const

/** Area code, hyphen, 7-8 digits (no extension on an address). */
const ADDRESS_TELEPHONE_PATTERN = /^0\d{2,3}-\d{7,8}$/

export interface AddressInput {
  readonly name?: FieldValue
  readonly region?: RegionIds | string | null
  readonly detail?: FieldValue
  readonly phone?: FieldValue
  readonly telephone?: FieldValue
}

export type AddressField = "name" | "region" | "detail" | "phone" | "telephone"

/**
 * Validates an address. Texts are trimmed first. When neither mobile nor landline is given,
 * the "at least one" message is reported on `phone`.
 */
export function validateAddress(input: AddressInput): FormErrors<AddressField> {
  const name = textOf(input.name)
  const detail = textOf(input.detail)
  const phone = textOf(input.phone)
  const telephone = textOf(input.telephone)
  const m = ADDRESS_MESSAGES
  return formErrors<AddressField>({
    name: requiredTextErrors(name, ADDRESS_NAME_MIN, ADDRESS_NAME_MAX, { required: m.nameRequired, length: m.nameLength }),
    region: messagesOf([parseRegionIds(input.region ?? null).length === 0, m.regionRequired]),
    detail: requiredTextErrors(detail, ADDRESS_DETAIL_MIN, ADDRESS_DETAIL_MAX, { required: m.detailRequired, length: m.detailLength }),
    phone: messagesOf(
      [phone === "" && telephone === "", m.phoneOrTelephone],
      [phone !== "" && !MOBILE_PATTERN.test(phone), m.phone],
    ),
    telephone: messagesOf([telephone !== "" && !ADDRESS_TELEPHONE_PATTERN.test(telephone), m.telephone]),
  })
}
