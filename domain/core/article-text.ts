/**
 * The excerpt a list shows of every kind of member article (行业资讯, 健康科普 and 美容护肤). Their
 * titles are checked like any required text of the forms (`requiredTextErrors`), each kind with
 * its own limits and messages.
 */

/** The summary a list shows: the author's own, or the first `max` characters of the body's text. */
export function articleExcerpt(summary: string, text: string, max: number): string {
  if (summary.trim() !== "") return summary.trim()
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}…`
}
