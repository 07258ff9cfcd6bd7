/**
 * Rules every kind of member article shares (行业资讯, 健康科普 and 美容护肤): the title's length and
 * the excerpt a list shows. Each kind keeps its own limits and messages.
 */
import { charLength } from "./validation/text.ts"

/** The messages of a title that is empty, or too short or too long (`min` to `max` characters once trimmed). */
export function titleErrors(title: string, min: number, max: number, messages: { readonly required: string; readonly length: string }): ReadonlyArray<string> {
  const text = title.trim()
  if (text === "") return [messages.required]
  const length = charLength(text)
  return length < min || length > max ? [messages.length] : []
}

/** The summary a list shows: the author's own, or the first `max` characters of the body's text. */
export function articleExcerpt(summary: string, text: string, max: number): string {
  if (summary.trim() !== "") return summary.trim()
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}…`
}
