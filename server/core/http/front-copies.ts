import type { IncomingMessage, RequestListener, ServerResponse } from "node:http"
import type { Context, MiddlewareHandler } from "hono"
import type { ReadCache } from "../read-cache.ts"
import { pickEncoding } from "./compression.ts"
import { cookieToken, incomingCookieToken } from "./session-cookie.ts"

declare module "hono" {
  interface ContextVariableMap {
    /** The answer is a visitor's shared copy (register.ts): the whole answer may be kept in front. */
    sharedCopy: true
  }
}

interface FrontCopy {
  /** The shared reads' generation it was made in: any change through the API makes it stale. */
  readonly generation: number
  readonly expires: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: Uint8Array
}

/** What an answer to a visitor's shared read depends on besides its address: the coding and the proxy's scheme (HSTS). */
const keyOf = (url: string, acceptEncoding: string | undefined, forwardedProto: string | undefined): string =>
  `${pickEncoding(acceptEncoding) ?? "identity"} ${forwardedProto ?? ""} ${url}`

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(", ") : value)

/**
 * Visitors' shared reads answered before the framework. A shared read (server/core/http/register.ts)
 * already keeps one copy of its value and its coded bytes; answering it still passes the
 * request and the answer through Hono, its middleware and the Fetch objects of the Node adapter,
 * which costs more than the read itself. The first such answer is kept whole (status, headers,
 * bytes, as the middleware left them) and later requests for the same address and coding get
 * those bytes straight from the Node request handler.
 *
 * A copy lives no longer than the shared read it came from, and none survives a change through
 * the API (the shared reads' generation). Only requests without a session (no Authorization
 * header, no session cookie) are answered or kept, never a revalidation (If-None-Match, which
 * the app answers with a 304), never an answer that sets a cookie.
 */
export class FrontCopies {
  private readonly copies = new Map<string, FrontCopy>()

  constructor(
    private readonly reads: ReadCache,
    private readonly now: () => number = Date.now,
    /** The most copies kept (each address can be kept in three codings). */
    private readonly maxEntries = 3000,
    /** Writes the request log line of a request answered here, when requests are logged. */
    private readonly log?: (method: string, path: string, status: number, ms: number) => void,
  ) {}

  /** The live copy under a key; a stale one is dropped. */
  private live(key: string): FrontCopy | undefined {
    const copy = this.copies.get(key)
    if (copy === undefined || this.isLive(copy)) return copy
    this.copies.delete(key)
    return undefined
  }

  private isLive(copy: FrontCopy): boolean {
    return copy.generation === this.reads.generation && copy.expires > this.now()
  }

  /** Answers a request from a kept copy; false when there is none and the app must answer. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.copies.size === 0 || request.method !== "GET") return false
    const headers = request.headers
    const target = request.url
    if (!target?.startsWith("/api/") || headers.authorization !== undefined || headers["if-none-match"] !== undefined) return false
    if (headers.cookie !== undefined && incomingCookieToken(request) !== null) return false
    const copy = this.live(keyOf(`http://${headers.host}${target}`, header(headers["accept-encoding"]), header(headers["x-forwarded-proto"])))
    if (copy === undefined) return false
    const started = this.log ? performance.now() : 0
    response.writeHead(200, copy.headers)
    response.end(copy.body)
    if (this.log) this.log("GET", target.split("?")[0] ?? target, 200, performance.now() - started)
    return true
  }

  /** A Node request handler that answers from the kept copies and hands every other request to `app`. */
  before(app: RequestListener): RequestListener {
    return (request, response) => {
      if (!this.answer(request, response)) void app(request, response)
    }
  }

  /** Keeps the answers the app marks as a visitor's shared copy (the outermost middleware). */
  keep(): MiddlewareHandler {
    return async (c, next) => {
      const generation = this.reads.generation
      const started = this.now()
      await next()
      if (!c.get("sharedCopy") || c.req.method !== "GET" || c.res.status !== 200 || !fromVisitor(c)) return
      if (c.res.headers.has("set-cookie")) return
      const expires = this.reads.expiryOf(c.req.url)
      const key = keyOf(c.req.url, c.req.header("accept-encoding"), c.req.header("x-forwarded-proto"))
      // Requests that never reach the front (the first answers a document asks of the app) find their copy kept already.
      if (expires === undefined || this.live(key) !== undefined) return
      const kept = c.res.clone()
      const body = new Uint8Array(await kept.arrayBuffer())
      // A change while the answer was made, or while its bytes were read, leaves the copy out.
      if (this.reads.generation !== generation) return
      const headers: Record<string, string> = {}
      kept.headers.forEach((value, name) => {
        if (name !== "transfer-encoding") headers[name] = value
      })
      headers["content-length"] = String(body.byteLength)
      if (!this.copies.has(key) && this.copies.size >= this.maxEntries) this.makeRoom()
      this.copies.set(key, { generation, expires: Math.min(expires, started + this.reads.ttlMs), headers, body })
    }
  }

  /** Drops stale copies, and the oldest when none is stale (a Map keeps insertion order). */
  private makeRoom(): void {
    for (const [key, copy] of this.copies) if (!this.isLive(copy)) this.copies.delete(key)
    if (this.copies.size >= this.maxEntries) {
      const oldest = this.copies.keys().next()
      if (!oldest.done) this.copies.delete(oldest.value)
    }
  }
}

const fromVisitor = (c: Context): boolean => !c.req.header("authorization") && cookieToken(c) === null
