/**
 * Masking of personal data for display. Lengths count characters (code points).
 */

const chars = (text: string): string[] => Array.from(text)

/**
 * Phone: first 3 and last 4 characters shown, the rest as `*` (13812345678 -> 138****5678).
 * Values shorter than 8 characters are masked entirely.
 */
export function maskPhone(phone: string): string {
  const c = chars(phone)
  if (c.length < 8) return "*".repeat(c.length)
  return `${c.slice(0, 3).join("")}${"*".repeat(c.length - 7)}${c.slice(-4).join("")}`
}

/**
 * E-mail: the first 3 characters of the local part, then `***`, then the domain
 * (zhangsan@qq.com -> zha***@qq.com). A local part of 3 characters or fewer keeps only its
 * first character, so it is never shown whole. Text without `@` is treated as a local part.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@")
  const local = chars(at < 0 ? email : email.slice(0, at))
  const domain = at < 0 ? "" : email.slice(at)
  if (local.length === 0) return email
  const shown = local.length > 3 ? local.slice(0, 3) : local.slice(0, 1)
  return `${shown.join("")}***${domain}`
}

/**
 * Name: first and last character shown, those between as `*` (张三丰 -> 张*丰, 欧阳娜娜 -> 欧**娜).
 * A two-character name shows only its first character (张三 -> 张*); one character becomes `*`.
 */
export function maskName(name: string): string {
  const c = chars(name)
  if (c.length === 0) return ""
  if (c.length === 1) return "*"
  if (c.length === 2) return `${c[0] ?? ""}*`
  return `${c[0] ?? ""}${"*".repeat(c.length - 2)}${c[c.length - 1] ?? ""}`
}
