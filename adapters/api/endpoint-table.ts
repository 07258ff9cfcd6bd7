import { Schema } from "effect"
import type { Endpoint } from "../../domain/core/endpoint.ts"
import { endpoints, type EndpointName } from "../../domain/api/endpoints.ts"

/**
 * The endpoint table with its schemas, loaded apart from the first page's
 * code: the request client fetches it on its first call.
 */
export const endpointOf = (name: EndpointName): Endpoint => (endpoints as Readonly<Record<EndpointName, Endpoint>>)[name]

/** A query encoded by its schema into strings (repeated keys for arrays). */
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

/** An answer decoded by the endpoint's response schema, or the schema's issue when it does not fit. */
export const decodeAnswer = (endpoint: Endpoint, data: unknown): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issue: string } => {
  const decoded = Schema.decodeUnknownResult(endpoint.response)(data)
  return decoded._tag === "Success" ? { ok: true, value: decoded.success } : { ok: false, issue: decoded.failure.message }
}
