/** Login password helper (spec 2 §5): 8 to 16 characters, letters and digits, both present. */
import { LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN } from "../core/constants.ts"
import { isEmptyValue, type FieldValue } from "../core/validation/text.ts"

export const LOGIN_PASSWORD_MESSAGE = "密码长度为8-16位，且必须同时包含字母和数字"

const LOGIN_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${LOGIN_PASSWORD_MIN},${LOGIN_PASSWORD_MAX}}$`,
)

/** Empty passes, like the shared rules; `required` is the form's concern. */
export function validateLoginPassword(value: FieldValue): ReadonlyArray<string> {
  if (isEmptyValue(value)) return []
  return LOGIN_PASSWORD_PATTERN.test(String(value)) ? [] : [LOGIN_PASSWORD_MESSAGE]
}
