/**
 * The first screen's answers in the document: for a visitor, the server answers the GET calls a
 * page makes first and writes them into the document, as JSON in the element of this id; the
 * request client takes them instead of asking while the page is fresh (server/shell/first-answers.ts,
 * adapters/api/first-answers.ts). An answer is found by its call's path and query.
 */
export const FIRST_ANSWERS_ID = "first-answers"

/** A GET call's key: its path, then its query with the keys in order (`/api/x?a=1&b=2`). */
export const answerKey = (path: string, query?: Readonly<Record<string, string | ReadonlyArray<string>>>): string => {
  const pairs: Array<[string, string]> = []
  for (const key of Object.keys(query ?? {}).sort()) {
    const value = query?.[key] ?? []
    for (const item of typeof value === "string" ? [value] : value) pairs.push([key, item])
  }
  const search = new URLSearchParams(pairs).toString()
  return search === "" ? path : `${path}?${search}`
}
