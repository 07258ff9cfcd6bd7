import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"

/** Pieces of markup that break naive sanitizers: brackets, quotes, entities, comments, handlers, script URLs, foreign content. */
const HOSTILE_FRAGMENTS = [
  "<", ">", "</", "/>", "=", '"', "'", " ", "&", ";", "#", "x", "<!--", "-->", "<!", "<?", "script", "SCRIPT", "style", "iframe",
  "svg", "img", "a", "p", "onerror", "onload", "href", "src", "javascript:", "java\tscript:", "&#106;", "&colon;", "alert(1)",
  "<script>", "</script>", "<img src=x onerror=alert(1)>", '<a href="javascript:alert(1)">', "<svg onload=alert(1)>", "文字",
  "<p>", "</p>", "<b>", "style=", "expression(", "url(", "\n", "\u0000",
]

/** Script URLs as they are hidden from a filter: in any case, split by whitespace or entities, or as data. */
export const SCRIPT_URLS = [
  "javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "&#106;avascript:alert(1)", "javascript&colon;alert(1)", " javascript:alert(1)",
  "vbscript:msgbox", "data:text/html,<script>", "jav&#x0A;ascript:x",
]

export interface SanitizerContract {
  /** The elements the output may hold. */
  readonly allowed: ReadonlySet<string>
  /** Attributes no tag of the output may carry (`on…` handlers at least). */
  readonly forbiddenAttributes: RegExp
  /** More fragments for the hostile soup, for what this sanitizer also has to drop. */
  readonly moreFragments?: ReadonlyArray<string>
  /** Characters that make text not plain for this sanitizer (it escapes them). */
  readonly notPlain: RegExp
  /** What the safety property says never gets through, as its test name reads. */
  readonly never: string
}

/**
 * The properties every HTML sanitizer of the portal keeps, as tests of the enclosing `describe`:
 * hostile soup and any text come out safe, sanitizing twice changes nothing, plain text stays.
 */
export const sanitizerProperties = (sanitize: (html: string) => string, contract: SanitizerContract): void => {
  const soup = fc.array(fc.constantFrom(...HOSTILE_FRAGMENTS, ...(contract.moreFragments ?? [])), { maxLength: 40 }).map((parts) => parts.join(""))

  /** Every tag of the output is an allowed element and carries no forbidden attribute or script URL. */
  const assertSafe = (output: string) => {
    for (const match of output.matchAll(/<(\/?)([^\s>/]*)([^>]*)>?/g)) {
      expect(contract.allowed.has(match[2] ?? "")).toBe(true)
      const attributes = match[3] ?? ""
      expect(attributes).not.toMatch(contract.forbiddenAttributes)
      expect(attributes).not.toMatch(/javascript:|vbscript:|data:text/i)
    }
    expect(output).not.toMatch(/<script/i)
  }

  test.prop([soup])(`never lets ${contract.never} through`, (html) => {
    assertSafe(sanitize(html))
  })

  test.prop([fc.string({ maxLength: 200 })])("is safe for any text", (html) => {
    assertSafe(sanitize(html))
  })

  test.prop([soup])("is idempotent", (html) => {
    const once = sanitize(html)
    expect(sanitize(once)).toBe(once)
  })

  test.prop([fc.string({ maxLength: 80 }).filter((s) => !contract.notPlain.test(s))])("leaves plain text unchanged", (text) => {
    expect(sanitize(text)).toBe(text)
  })
}
