import { ofetch, type FetchError } from "ofetch"
import { fillPath, type Endpoint, type Input, type Output } from "../../domain/core/endpoint.ts"
import type { EndpointName, Endpoints } from "../../domain/api/endpoints.ts"
import { CLIENT_MESSAGES } from "../../domain/core/api-messages.ts"
import { answerKey } from "../../domain/core/first-answers.ts"
import type { TakeFirstAnswer } from "./first-answers.ts"

/** Why a call failed, in the terms of the error catalogue (spec 1 §8). */
export interface ApiFailure {
  /** contract: the server answered, but not in the shape its endpoint's schema says. */
  readonly kind: "http" | "network" | "timeout" | "contract"
  readonly status: number | null
  /**
   * A stable code to branch on: the server's own (`pay_password_wrong`, `not_found`...), or
   * the client's for what never reached one (`network_error`, `timeout`, `contract_mismatch`).
   */
  readonly code: string
  readonly message: string
}

/** The client's own failure codes. */
export const CLIENT_CODES = {
  network: "network_error",
  timeout: "timeout",
  contract: "contract_mismatch",
  /** An error answer without a code of its own (a proxy's page, say). */
  http: "request_failed",
} as const

export const isApiFailure = (value: unknown): value is ApiFailure =>
  typeof value === "object" && value !== null && "kind" in value && "message" in value && "status" in value

export interface ApiClientOptions {
  readonly baseURL: string
  readonly timeout: number
  /** 401: clear the session, set the point marker, go to /login. */
  readonly onUnauthorized: () => void
  /** 403: go to /401. */
  readonly onForbidden: () => void
  /** Any other failure the user should read (shown for 5 s). */
  readonly onError: (message: string) => void
  readonly fetch?: typeof globalThis.fetch
  /** The answers the document brought for the first screen (adapters/api/first-answers.ts); none by default. */
  readonly firstAnswers?: TakeFirstAnswer
  /** Where an answer that does not fit its schema is reported; the console in development by default. */
  readonly onContractMismatch?: (endpoint: string, issue: string) => void
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
  /** The request outlives the page (a visit recorded as the member already moves on). */
  readonly keepalive?: boolean
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

/** Reads the message and code of an error body: JSON text, or a Blob of JSON type. */
const errorBodyOf = async (data: unknown): Promise<{ message: string | null; code: string | null }> => {
  let body = data
  if (typeof Blob !== "undefined" && body instanceof Blob) {
    if (!body.type.includes("json")) return { message: null, code: null }
    body = await body.text()
  }
  if (typeof body === "string") body = parseText(body)
  if (typeof body !== "object" || body === null) return { message: null, code: null }
  const fields = body as { message?: unknown; code?: unknown }
  return {
    message: typeof fields.message === "string" ? fields.message : null,
    code: typeof fields.code === "string" ? fields.code : null,
  }
}

/** Classifies a failed request the way the error catalogue does. */
export const toFailure = async (error: unknown): Promise<ApiFailure> => {
  const fetchError = error as Partial<FetchError> & { name?: string; cause?: unknown }
  const status = fetchError.response?.status ?? fetchError.statusCode ?? null
  if (status) {
    const body = await errorBodyOf(fetchError.data)
    return { kind: "http", status, code: body.code ?? CLIENT_CODES.http, message: body.message ?? CLIENT_MESSAGES.requestFailed }
  }
  const timedOut =
    fetchError.name === "TimeoutError" ||
    (fetchError.cause as { name?: string } | undefined)?.name === "TimeoutError" ||
    /timeout|timed out/i.test(String(fetchError.message ?? ""))
  return timedOut
    ? { kind: "timeout", status: null, code: CLIENT_CODES.timeout, message: CLIENT_MESSAGES.requestTimeout }
    : { kind: "network", status: null, code: CLIENT_CODES.network, message: CLIENT_MESSAGES.requestFailed }
}

/** The one request client of the browser, built from the endpoint table. */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const request = ofetch.create({
    baseURL: options.baseURL,
    timeout: options.timeout,
    // The session cookie (HttpOnly, set by the server) goes with the portal's own calls only.
    credentials: "same-origin",
    responseType: "text",
    retry: 0,
    // The fetch implementation is a global option of ofetch, not a request default.
  }, options.fetch ? { fetch: options.fetch } : {})

  // The table (and effect's Schema) is its own chunk, fetched on the first call: the first
  // screen paints from the entry's code alone, its calls start from effects after that paint.
  let table: Promise<typeof import("./endpoint-table.ts")> | undefined
  const reportMismatch =
    options.onContractMismatch ??
    ((endpoint: string, issue: string) => {
      if (import.meta.env?.DEV) console.error(`${endpoint}: the answer does not fit its response schema: ${issue}`)
    })

  // Typed apart from ApiClient and then given its generic signature: checking the input against
  // every endpoint's type at once is more than the compiler can represent.
  const call = async (name: EndpointName, input?: unknown, callOptions: CallOptions = {}): Promise<unknown> => {
    const { endpointOf, encodeQuery, decodeAnswer } = await (table ??= import("./endpoint-table.ts"))
    const endpoint: Endpoint = await endpointOf(name)
    const values = (input ?? {}) as { params?: Record<string, unknown>; query?: unknown; body?: unknown }
    const text = endpoint.bodyType === "text"
    const headers: Record<string, string> = {
      "Content-Type": text ? "text/plain;charset=UTF-8" : "application/json;charset=UTF-8",
      session_client: "pc-web",
    }
    const path = fillPath(endpoint.path, values.params)
    const query = encodeQuery(endpoint, values.query)
    // A first screen's answer that came with the document is taken instead of asking.
    const early = endpoint.method === "GET" ? options.firstAnswers?.(answerKey(path, query)) : null
    let data: unknown = early?.data
    let browseSession: string | null = null
    if (!early) {
      try {
        const response = await request.raw<string>(path, {
          method: endpoint.method,
          headers,
          query,
          body: values.body === undefined ? undefined : text ? String(values.body) : JSON.stringify(values.body),
          // ofetch applies its timeout only without a signal of the caller: combine both.
          signal: callOptions.signal ? AbortSignal.any([callOptions.signal, AbortSignal.timeout(options.timeout)]) : undefined,
          keepalive: callOptions.keepalive,
        })
        data = parseText(response._data ?? "")
        browseSession = response.headers.get("browse_session_id")
      } catch (error) {
        throw fail(await toFailure(error), callOptions)
      }
    }
    const answer = decodeAnswer(endpoint, data)
    if (!answer.ok) {
      reportMismatch(name, answer.issue)
      throw fail({ kind: "contract", status: null, code: CLIENT_CODES.contract, message: CLIENT_MESSAGES.contractMismatch }, callOptions)
    }
    const value = answer.value
    if (browseSession && typeof value === "object" && value !== null && !Array.isArray(value)) {
      return { ...value, browse_session_id: browseSession }
    }
    return value
  }

  /** Tells the app about a failure (unless the caller takes it on) and gives it back to throw. */
  const fail = (failure: ApiFailure, callOptions: CallOptions): ApiFailure => {
    // A call the caller cancelled is nobody's error.
    if (callOptions.signal?.aborted) return failure
    if (failure.status === 401) {
      if (!callOptions.ignoreUnauthorized) options.onUnauthorized()
    } else if (failure.status === 403) {
      if (!callOptions.ignoreForbidden) options.onForbidden()
    } else if (!callOptions.silent) options.onError(failure.message)
    return failure
  }
  return { call: call as unknown as ApiClient["call"] }
}
