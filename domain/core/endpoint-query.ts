import { Schema } from "effect"
import type { Endpoint } from "./endpoint.ts"

/** A query encoded by its endpoint's schema into strings (repeated keys for arrays), as it goes on the URL. */
export const encodeQuery = (endpoint: Endpoint, query: unknown): Record<string, string | string[]> | undefined => {
  if (!endpoint.query || query === undefined) return undefined
  const encoded = Schema.encodeUnknownSync(endpoint.query)(query) as Record<string, unknown>
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of Object.entries(encoded)) {
    if (value === undefined || value === null) continue
    out[key] = Array.isArray(value) ? value.map(String) : String(value)
  }
  return out
}
