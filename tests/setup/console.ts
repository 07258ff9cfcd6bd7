import { afterEach, beforeEach } from "vitest"

/**
 * Set-up of the unit and server suites: a test that writes to console.error, or leaves a promise
 * rejected with nobody to handle it, fails. A test that expects an error line says so with
 * `expectConsoleError(pattern)`; a test that inspects the log itself may still replace
 * console.error with `vi.spyOn(console, "error").mockImplementation(...)`, which takes the lines
 * away from this check.
 */

interface Expectation {
  readonly pattern: RegExp
  seen: number
}

const printed: string[] = []
const rejections: unknown[] = []
let expectations: Expectation[] = []

const original = console.error.bind(console)
console.error = (...args: unknown[]) => {
  const line = args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" ")
  const expected = expectations.find((e) => e.pattern.test(line))
  if (expected) {
    expected.seen++
    return
  }
  printed.push(line)
  original(...args)
}

process.on("unhandledRejection", (reason) => {
  rejections.push(reason)
})

/** Declares that the current test writes an error line matching `pattern` (at least once). */
export const expectConsoleError = (pattern: RegExp | string): void => {
  expectations.push({ pattern: typeof pattern === "string" ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) : pattern, seen: 0 })
}

beforeEach(() => {
  printed.length = 0
  rejections.length = 0
  expectations = []
})

afterEach(() => {
  const problems: string[] = []
  for (const line of printed) problems.push(`console.error: ${line.split("\n")[0]}`)
  for (const reason of rejections) problems.push(`unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`)
  for (const e of expectations) if (e.seen === 0) problems.push(`expected an error line matching ${e.pattern}, none was written`)
  printed.length = 0
  rejections.length = 0
  expectations = []
  if (problems.length > 0) throw new Error(`the test wrote what it did not expect:\n${problems.join("\n")}`)
})
