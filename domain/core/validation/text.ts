/** Small helpers shared by the rule sets: emptiness, trimming and character counts. */

/** A value the shared validators treat as "not filled in": they pass it. */
export type FieldValue = string | number | null | undefined

/** `null`, `undefined` and the empty string are empty; numbers never are. */
export function isEmptyValue(value: FieldValue): value is "" | null | undefined {
  return value === null || value === undefined || value === ""
}

/** The value as text (numbers as their decimal form), trimmed. */
export function textOf(value: FieldValue): string {
  return isEmptyValue(value) ? "" : String(value).trim()
}

/** Length in characters as a person counts them (code points, so 汉字 and emoji count once). */
export function charLength(text: string): number {
  let n = 0
  for (const _ of text) n++
  return n
}

/** Whether the text has between `min` and `max` characters, bounds included. */
export function lengthBetween(text: string, min: number, max: number): boolean {
  const n = charLength(text)
  return n >= min && n <= max
}

/** The length message of the spec's forms: `长度在 MIN 到 MAX 个字符`. */
export function lengthMessage(min: number, max: number): string {
  return `长度在 ${min} 到 ${max} 个字符`
}
