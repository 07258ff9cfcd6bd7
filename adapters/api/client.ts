import { ofetch, type FetchError } from "ofetch"
import { fillPath, type Endpoint, type Input, type Output } from "../../domain/core/endpoint.ts"
import type { EndpointName, Endpoints } from "../../domain/api/endpoints.ts"
import { CLIENT_MESSAGES } from "../../domain/core/api-messages.ts"

/** Why a call failed, in the terms of the error catalogue (spec 1 §8). */
export interface ApiFailure {
  readonly kind: "http" | "network" | "timeout"
  readonly status: number | null
  readonly message: string
}

export const isApiFailure = (value: unknown): value is ApiFailure =>
  typeof value === "object" && value !== null && "kind" in value && "message" in value && "status" in value

export interface ApiClientOptions {
  readonly baseURL: string
  readonly timeout: number
  readonly getToken: () => string | null
  /** 401: clear the session, set the point marker, go to /login. */
  readonly onUnauthorized: () => void
  /** 403: go to /401. */
  readonly onForbidden: () => void
  /** Any other failure the user should read (shown for 5 s). */
  readonly onError: (message: string) => void
  readonly fetch?: typeof globalThis.fetch
}

export type CallOptions = {
  /** Swallow the failure notice (profile card and friend calls, spec 1 §8). */
  readonly silent?: boolean
  /**
   * The caller handles a 401 itself instead of the global redirect to /login
   * (the session's own info and logout calls: a stale remembered token must not
   * send a visitor of a public page to the login form).
   */
  readonly ignoreUnauthorized?: boolean
  /**
   * The caller shows a 403 in place instead of the global move to /401 (a page whose call
   * refuses some members, such as the shop's orders for a member without a shop).
   */
  readonly ignoreForbidden?: boolean
  readonly signal?: AbortSignal
}

export interface ApiClient {
  call<K extends EndpointName>(name: K, input?: Input<Endpoints[K]>, options?: CallOptions): Promise<Output<Endpoints[K]>>
}

const parseText = (text: string): unknown => {
  if (text === "") return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Reads the message of an error body: JSON text, or a Blob of JSON type. */
const messageOf = async (data: unknown): Promise<string | null> => {
  let body = data
  if (typeof Blob !== "undefined" && body instanceof Blob) {
    if (!body.type.includes("json")) return null
    body = await body.text()
  }
  if (typeof body === "string") body = parseText(body)
  if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string") return body.message
  return null
}

/** Classifies a failed request the way the error catalogue does. */
export const toFailure = async (error: unknown): Promise<ApiFailure> => {
  const fetchError = error as Partial<FetchError> & { name?: string; cause?: unknown }
  const status = fetchError.response?.status ?? fetchError.statusCode ?? null
  if (status) {
    const message = (await messageOf(fetchError.data)) ?? CLIENT_MESSAGES.requestFailed
    return { kind: "http", status, message }
  }
  const timedOut =
    fetchError.name === "TimeoutError" ||
    (fetchError.cause as { name?: string } | undefined)?.name === "TimeoutError" ||
    /timeout|timed out/i.test(String(fetchError.message ?? ""))
  return timedOut
    ? { kind: "timeout", status: null, message: CLIENT_MESSAGES.requestTimeout }
    : { kind: "network", status: null, message: CLIENT_MESSAGES.requestFailed }
}

/** The one request client of the browser, built from the endpoint table. */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const request = ofetch.create({
    baseURL: options.baseURL,
    timeout: options.timeout,
    credentials: "include",
    responseType: "text",
    retry: 0,
    // The fetch implementation is a global option of ofetch, not a request default.
  }, options.fetch ? { fetch: options.fetch } : {})

  // The table (and effect's Schema) is its own chunk, fetched on the first call: the first
  // screen paints from the entry's code alone, its calls start from effects after that paint.
  let table: Promise<typeof import("./endpoint-table.ts")> | undefined

  // Typed apart from ApiClient and then given its generic signature: checking the input against
  // every endpoint's type at once is more than the compiler can represent.
  const call = async (name: EndpointName, input?: unknown, callOptions: CallOptions = {}): Promise<unknown> => {
    const { endpointOf, encodeQuery } = await (table ??= import("./endpoint-table.ts"))
    const endpoint: Endpoint = endpointOf(name)
    const values = (input ?? {}) as { params?: Record<string, unknown>; query?: unknown; body?: unknown }
    const token = options.getToken()
    const text = endpoint.bodyType === "text"
    const headers: Record<string, string> = {
      "Content-Type": text ? "text/plain;charset=UTF-8" : "application/json;charset=UTF-8",
      session_client: "pc-web",
    }
    if (token) headers.Authorization = `Bearer ${token}`
    try {
      const response = await request.raw<string>(fillPath(endpoint.path, values.params), {
        method: endpoint.method,
        headers,
        query: encodeQuery(endpoint, values.query),
        body: values.body === undefined ? undefined : text ? String(values.body) : JSON.stringify(values.body),
        // ofetch applies its timeout only without a signal of the caller: combine both.
        signal: callOptions.signal ? AbortSignal.any([callOptions.signal, AbortSignal.timeout(options.timeout)]) : undefined,
      })
      const data = parseText(response._data ?? "")
      const browseSession = response.headers.get("browse_session_id")
      if (browseSession && typeof data === "object" && data !== null && !Array.isArray(data)) {
        return { ...data, browse_session_id: browseSession }
      }
      return data as never
    } catch (error) {
      const failure = await toFailure(error)
      // A call the caller cancelled is nobody's error.
      if (callOptions.signal?.aborted) throw failure
      if (failure.status === 401) {
        if (!callOptions.ignoreUnauthorized) options.onUnauthorized()
      } else if (failure.status === 403) {
        if (!callOptions.ignoreForbidden) options.onForbidden()
      } else if (!callOptions.silent) options.onError(failure.message)
      throw failure
    }
  }
  return { call: call as unknown as ApiClient["call"] }
}
