/** Query strings for links, encoded with encodeURIComponent (spaces as %20). */

type QueryValue = string | number | boolean | null | undefined
export type Query = { readonly [key: string]: QueryValue | ReadonlyArray<string | number> }

const isList = (value: Query[string]): value is ReadonlyArray<string | number> => Array.isArray(value)

/** `?a=1&b=x%20y`, or "" when nothing is set. Null and undefined values are left out. */
export function buildQuery(query: Query | undefined): string {
  if (query === undefined) return ""
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    const values: ReadonlyArray<QueryValue> = isList(value) ? value : [value]
    for (const v of values) {
      if (v === null || v === undefined) continue
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`)
    }
  }
  return parts.length === 0 ? "" : `?${parts.join("&")}`
}
