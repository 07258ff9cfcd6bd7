import type { Hono } from "hono"
import { getConnInfo } from "@hono/node-server/conninfo"
import { Schema } from "effect"
import type { ApiErrorBody, Endpoint } from "../../../domain/core/endpoint.ts"
import { endpoints, type EndpointName } from "../../../domain/api/endpoints.ts"
import { API_MESSAGES } from "../../../domain/core/api-messages.ts"
import { BOUNDARY_CODES, BOUNDARY_MESSAGES, boundaryProblem, type BoundaryProblem } from "../../../domain/core/validation/boundary.ts"
import { resolveClientAddress } from "../client-address.ts"
import type { AppDeps } from "../deps.ts"
import type { SessionUser } from "../../session/services/tokens.ts"
import { hasPermission } from "../../../domain/admin/index.ts"
import { recordAudit } from "../../admin/index.ts"
import { DomainError, badRequest, forbidden, unauthorized } from "../../../domain/core/errors.ts"
import { MAKER_CENTRE_MESSAGES, mayEnterMakerCentre } from "../../../domain/shell/maker-centre-access.ts"
import type { Handler, HandlerTable, RequestContext } from "./handler.ts"
import { PreparedBody, sendChangeAnswer, sendPrepared } from "./compression.ts"
import { ruleMessage } from "./rule-message.ts"
import { clearSessionCookies, cookieToken, isSameOrigin, originOfRequest, requestIsHttps } from "./session-cookie.ts"

/** `/api/friends/{id}` -> `/api/friends/:id` */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1")

export const bearerToken = (header: string | undefined): string | null => {
  if (!header) return null
  const match = /^Bearer\s+(.+)$/i.exec(header.trim())
  return match?.[1] ?? null
}

const JSON_TYPE = { "content-type": "application/json" } as const

/** The boundary rule's codes by its messages, for a refusal by one of its schema checks (a number read from text past its column). */
const BOUNDARY_CODE_OF = new Map<string, string>(Object.entries(BOUNDARY_MESSAGES).map(([problem, message]) => [message, BOUNDARY_CODES[problem as BoundaryProblem]]))

/** The decoded input; a refusal answers 400 with the message of the domain rule that refused it, if one did. */
const decode = (schema: NonNullable<Endpoint["query"]>, value: unknown): unknown => {
  const result = Schema.decodeUnknownResult(schema)(value)
  if (result._tag === "Success") return result.success
  const message = ruleMessage(result.failure.issue)
  throw badRequest(message, message === undefined ? undefined : BOUNDARY_CODE_OF.get(message))
}

/** The boundary rule (domain/core/validation/boundary.ts) over the decoded path, query and body. */
export const checkBoundary = (input: unknown): void => {
  const problem = boundaryProblem(input)
  if (problem) throw badRequest(BOUNDARY_MESSAGES[problem], BOUNDARY_CODES[problem])
}

const readQuery = (url: string): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of new URL(url).searchParams) {
    const name = key.endsWith("[]") ? key.slice(0, -2) : key
    const previous = out[name]
    if (previous === undefined) out[name] = value
    else out[name] = Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return out
}

const readBody = async (endpoint: Endpoint, request: Request): Promise<unknown> => {
  const text = await request.text()
  if (endpoint.bodyType === "text") return text
  if (text.trim() === "") return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest()
  }
}

/** The client's address: the connection's, or the one a configured trusted proxy forwarded. */
export const clientAddress = (hono: Parameters<typeof getConnInfo>[0], trustedProxies: readonly string[] = []): string => {
  let peer: string | undefined
  try {
    peer = getConnInfo(hono).remote.address
  } catch {
    peer = undefined
  }
  return resolveClientAddress(peer, hono.req.header("x-forwarded-for"), trustedProxies)
}

/** An answer that does not fit its endpoint's response schema. */
export class ContractError extends Error {
  constructor(
    readonly endpoint: string,
    readonly issue: string,
  ) {
    super(`${endpoint}: the answer does not fit its response schema: ${issue}`)
    this.name = "ContractError"
  }
}

/**
 * The JSON text of an answer encoded by its endpoint's response schema. Outside production an
 * answer that does not fit throws ContractError (a 500 that names the endpoint and the issue);
 * in production the mismatch is logged and the answer goes out as the handler made it.
 */
export const encodeAnswer = (name: string, schema: Endpoint["response"], result: unknown, production: boolean): string => {
  const encoded = Schema.encodeUnknownResult(schema)(result)
  if (encoded._tag === "Success") return JSON.stringify(encoded.success ?? null)
  const error = new ContractError(name, encoded.failure.message)
  if (!production) throw error
  console.error(error.message)
  return JSON.stringify(result ?? null)
}

/**
 * The bytes of frozen answers (the site-wide reads of the read cache, visitors' shared copies),
 * encoded, tagged and coded once: a frozen value cannot change, so neither can its answer.
 */
const prepared = new WeakMap<object, PreparedBody>()

/** The prepared answer of a frozen value; null for any other answer (encoded each time). */
const preparedAnswer = (name: string, schema: Endpoint["response"], result: unknown, production: boolean): PreparedBody | null => {
  // null (an answer of nothing) counts as frozen but cannot key the map.
  if (result === null || typeof result !== "object" || !Object.isFrozen(result)) return null
  let body = prepared.get(result)
  if (body === undefined) {
    body = new PreparedBody(new TextEncoder().encode(encodeAnswer(name, schema, result, production)))
    prepared.set(result, body)
  }
  return body
}

/** Registers every endpoint of the table on the app with its handler. */
export const registerEndpoints = (app: Hono, deps: AppDeps, handlers: HandlerTable): void => {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint: Endpoint = endpoints[name]
    const handler = handlers[name] as Handler<Endpoint>
    app.on(endpoint.method, honoPath(endpoint.path), async (c) => {
      // The header first (API clients, the test suites); the browser's HttpOnly cookie otherwise.
      const headerToken = bearerToken(c.req.header("authorization"))
      const fromCookie = headerToken === null ? cookieToken(c) : null
      const token = headerToken ?? fromCookie
      let user: SessionUser | null = null
      if (token && endpoint.access !== "public") {
        user = await deps.tokens.verify(token)
        // A revoked, expired or forged cookie is taken away (the page then restores no session).
        if (!user && fromCookie !== null) clearSessionCookies(c, requestIsHttps(c, deps.config.trustedProxies))
      }
      // A cookie goes with every request the browser makes, whoever's page started it: a change
      // authenticated by it must come from the portal's own pages.
      if (user && fromCookie !== null && (endpoint.method !== "GET" || endpoint.ownPagesOnly)) {
        if (!isSameOrigin(originOfRequest(c, deps.config.trustedProxies))) throw forbidden(API_MESSAGES.crossSite, "cross_site_request")
      }
      if (endpoint.access !== "public" && endpoint.access !== "optional") {
        if (!user) throw unauthorized()
        if (endpoint.access === "makerCentre" && !mayEnterMakerCentre(user)) throw forbidden(MAKER_CENTRE_MESSAGES.notMakerCentre, "not_maker_centre")
        if (typeof endpoint.access === "object") {
          if (!hasPermission(user.roles, endpoint.access.permission)) throw forbidden()
        }
      }
      // The boundary rule before decoding (its own code and message) and after (numbers read from text).
      const raw = {
        params: endpoint.params ? c.req.param() : undefined,
        query: endpoint.query ? readQuery(c.req.url) : undefined,
        body: endpoint.body ? await readBody(endpoint, c.req.raw) : undefined,
      }
      checkBoundary(raw)
      const input = {
        params: endpoint.params ? decode(endpoint.params, raw.params) : undefined,
        query: endpoint.query ? decode(endpoint.query, raw.query) : undefined,
        body: endpoint.body ? decode(endpoint.body, raw.body) : undefined,
      }
      checkBoundary(input)
      const ctx: RequestContext = { deps, user, token: user ? token : null, ip: clientAddress(c, deps.config.trustedProxies), hono: c }
      const run = () => handler(input as never, ctx as never)
      // A visitor's catalogue read: one copy serves every visitor for a moment (its bytes, ETag
      // and codings made once, as the copy is frozen). A change through the API empties the copies,
      // unless no shared read shows what it changes.
      const shared = endpoint.sharedRead && user === null ? deps.sharedReads : null
      const result = shared ? await shared.get(c.req.url, run) : await run()
      if (endpoint.method !== "GET" && !endpoint.keepsSharedReads) deps.sharedReads?.clear()
      if (user && typeof endpoint.access === "object" && endpoint.method !== "GET" && !endpoint.auditedByService) {
        await recordAudit(deps.db, user, { action: name, target: `${endpoint.method} ${c.req.path}`, after: input.body ?? null })
      }
      if (result instanceof Response) return result
      const ready = preparedAnswer(name, endpoint.response, result, deps.config.production)
      if (ready && shared) c.set("sharedCopy", true)
      if (ready) return sendPrepared(c, ready)
      const text = encodeAnswer(name, endpoint.response, result, deps.config.production)
      return endpoint.method === "GET" ? c.body(text, undefined, JSON_TYPE) : sendChangeAnswer(c, text)
    })
  }
}

/** Codes and messages of the 4xx answers the HTTP layer itself makes (body too large, a bad method...). */
const HTTP_ANSWERS: Readonly<Record<number, { code: string; message: string }>> = {
  400: { code: "bad_request", message: API_MESSAGES.badRequest },
  401: { code: "not_logged_in", message: API_MESSAGES.notLoggedIn },
  403: { code: "forbidden", message: API_MESSAGES.forbidden },
  404: { code: "not_found", message: API_MESSAGES.notFound },
  413: { code: "payload_too_large", message: "上传内容过大" },
  429: { code: "too_many_requests", message: API_MESSAGES.tooMany },
}

/** The JSON error answer for anything a handler threw, and whether to log it. */
export const errorResponse = (error: unknown): ApiErrorBody & { log: boolean } => {
  if (error instanceof DomainError) return { status: error.status, code: error.code, message: error.message, log: false }
  const status = (error as { status?: unknown }).status
  if (typeof status === "number" && status >= 400 && status < 500) {
    const known = HTTP_ANSWERS[status] ?? HTTP_ANSWERS[400]!
    return { status, ...known, log: false }
  }
  return { status: 500, code: "server_error", message: API_MESSAGES.serverError, log: true }
}
