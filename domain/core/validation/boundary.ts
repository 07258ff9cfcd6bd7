/**
 * The boundary rule for text and numbers: what may cross from a browser (path, query, body,
 * websocket frame) into the portal. One rule, stated here once, used by the endpoint and entity
 * schemas (so forms check it too) and applied by the server to every decoded input.
 *
 * - Text never holds NUL or another control character (tab, line feed and carriage return are
 *   text), nor a lone surrogate (half of a UTF-16 pair, not a character at all).
 * - Names and titles also refuse the invisible formatting characters: bidi embeddings,
 *   overrides and isolates (a right-to-left override shows `gpj.exe` as `exe.jpg`) and the
 *   zero-width characters (two names that look the same).
 * - Every whole number fits the database's integer column: -2^31 .. 2^31-1; ids are 1 .. 2^31-1.
 */
import { Schema } from "effect"

export const INT4_MAX = 2_147_483_647
const INT4_MIN = -2_147_483_648

export const BOUNDARY_MESSAGES = {
  controlCharacters: "输入内容包含无法识别的字符，请删除后重试",
  invisibleCharacters: "名称或标题不能包含不可见的格式字符",
  numberOutOfRange: "数值超出允许的范围",
} as const

export const BOUNDARY_CODES = {
  controlCharacters: "invalid_characters",
  invisibleCharacters: "invisible_characters",
  numberOutOfRange: "number_out_of_range",
} as const

export type BoundaryProblem = keyof typeof BOUNDARY_MESSAGES

// C0 controls except tab, line feed and carriage return; DEL and the C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
// Bidi marks, embeddings, overrides and isolates; zero-width space, joiners, word joiner, BOM;
// the invisible separators and Mongolian vowel separator.
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u061C\u180E\uFEFF]/

/** Whether the text is free of control characters and lone surrogates. */
export const isCleanText = (text: string): boolean => !CONTROL.test(text) && !LONE_SURROGATE.test(text)

/** Whether a name or title is also free of bidi overrides and zero-width characters. */
export const isCleanName = (text: string): boolean => isCleanText(text) && !INVISIBLE.test(text)

/** Whether a whole number fits an int4 column. */
export const fitsInt4 = (n: number): boolean => Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX

/**
 * The problem of one decoded input, or null: walks strings, numbers, arrays and plain objects.
 * Keys of a name or title (`nickName`, `title`, `username`...) get the stricter name rule, so
 * a new endpoint's `name` is covered without a line of its own.
 */
export const boundaryProblem = (value: unknown, key = ""): BoundaryProblem | null => {
  if (typeof value === "string") {
    if (!isCleanText(value)) return "controlCharacters"
    if (NAME_KEY.test(key) && !isCleanName(value)) return "invisibleCharacters"
    return null
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "numberOutOfRange"
    if (Number.isInteger(value) && !fitsInt4(value)) return "numberOutOfRange"
    return null
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = boundaryProblem(item, key)
      if (problem) return problem
    }
    return null
  }
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) {
      if (!isCleanText(k)) return "controlCharacters"
      const problem = boundaryProblem(v, k)
      if (problem) return problem
    }
  }
  return null
}

/** Field names that hold a name or a title. */
const NAME_KEY = /^(?:.*name|.*title|nick|label|subject|tag|tags|keyword)$/i

// Schema building blocks: the same rule where the schemas state their fields.

const cleanText = Schema.makeFilter<string>((s) => isCleanText(s) || BOUNDARY_MESSAGES.controlCharacters)
const cleanName = Schema.makeFilter<string>((s) => isCleanName(s) || BOUNDARY_MESSAGES.invisibleCharacters)
// 数值超出允许的范围 names only a whole number past the column; anything else (not a number, a
// fraction, an id of 0 or less) is refused as a malformed request.
const int4 = Schema.makeFilter<number>((n) => fitsInt4(n) || (Number.isInteger(n) ? BOUNDARY_MESSAGES.numberOutOfRange : false))
const id = Schema.makeFilter<number>((n) => (n > 0 && fitsInt4(n)) || (n > 0 && Number.isInteger(n) ? BOUNDARY_MESSAGES.numberOutOfRange : false))

/** Text of at most `max` characters, without control characters. */
export const SafeText = (max: number) => Schema.String.check(Schema.isMaxLength(max), cleanText)
/** Non-empty text of at most `max` characters, without control characters. */
export const SafeNonEmpty = (max: number) => Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(max), cleanText)
/** A name or title of at most `max` characters: no control and no invisible formatting characters. */
export const NameText = (max: number) => Schema.String.check(Schema.isMaxLength(max), cleanName)
/** A whole number that fits an int4 column. */
export const Int4 = Schema.Number.check(int4)
/** A record id: 1 .. 2^31-1. */
export const IdNumber = Schema.Number.check(id)
/** A whole number in a query or a path. */
export const Int4FromString = Schema.NumberFromString.check(int4)
/** A record id in a query or a path. */
export const IdFromString = Schema.NumberFromString.check(id)
