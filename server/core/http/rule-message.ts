import type { SchemaIssue } from "effect"

/**
 * The message a rule of the domain wrote for people when it refused a value: a check that answers
 * with its own text, as `Schema.makeFilter((s) => isChinaDay(s) || DAY_TEXT_MESSAGE)` does. The
 * first such message of the failure, or undefined when the failure is only the shape's (a
 * missing key, a wrong type, a built-in bound), which keeps the generic 请求参数错误.
 */
export function ruleMessage(issue: SchemaIssue.Issue): string | undefined {
  switch (issue._tag) {
    case "InvalidValue":
      return issue.annotations?.message
    case "Filter":
    case "Encoding":
    case "Pointer":
      return ruleMessage(issue.issue)
    case "Composite":
    case "AnyOf":
      for (const inner of issue.issues) {
        const message = ruleMessage(inner)
        if (message !== undefined) return message
      }
      return undefined
    default:
      return undefined
  }
}
