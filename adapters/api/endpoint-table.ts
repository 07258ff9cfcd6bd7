import { Schema } from "effect"
import type { Endpoint } from "../../domain/core/endpoint.ts"
import type { EndpointName } from "../../domain/api/endpoints.ts"
import { ENDPOINT_AREA, loadArea } from "./endpoint-areas.ts"

/**
 * The endpoint table with its schemas, loaded apart from the first page's code: the request
 * client fetches this module on its first call, and each call the module of its area.
 */
export const endpointOf = async (name: EndpointName): Promise<Endpoint> => {
  const area = ENDPOINT_AREA.get(name)
  const endpoint = area === undefined ? undefined : (await loadArea(area))[name]
  if (endpoint === undefined) throw new Error(`no endpoint ${name} in the endpoint table`)
  return endpoint
}

/** Whether the table has a call of this name (a name known only at run time). */
export const hasEndpoint = (name: string): boolean => ENDPOINT_AREA.has(name)

export { encodeQuery } from "../../domain/core/endpoint-query.ts"

/** An answer decoded by the endpoint's response schema, or the schema's issue when it does not fit. */
export const decodeAnswer = (endpoint: Endpoint, data: unknown): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issue: string } => {
  const decoded = Schema.decodeUnknownResult(endpoint.response)(data)
  return decoded._tag === "Success" ? { ok: true, value: decoded.success } : { ok: false, issue: decoded.failure.message }
}
