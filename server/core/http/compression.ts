import { createHash } from "node:crypto"
import { promisify } from "node:util"
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from "node:zlib"
import type { Context, MiddlewareHandler } from "hono"

/**
 * Transfer size of the answers: content-coding by `Accept-Encoding` and revalidation by ETag.
 * Built files are compressed once at build time (scripts/precompress.ts) and picked in
 * static-files.ts; API answers are compressed here as they leave, and every GET answer of the API
 * carries a content-hash ETag so that a repeated read is a bodiless 304.
 */

export type ContentCoding = "br" | "gzip"

/** Answers below this many bytes go out as they are: the coding would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024

const COMPRESSIBLE_TYPE = /^(?:application\/(?:json|javascript|xml|[\w.+-]+\+json)|text\/|image\/svg\+xml)/i

export const isCompressibleType = (contentType: string | null | undefined): boolean =>
  !!contentType && COMPRESSIBLE_TYPE.test(contentType)

/**
 * The coding to answer with for an `Accept-Encoding` header: brotli when accepted, else gzip,
 * else none. A coding with `q=0` is refused; `*` accepts both.
 */
export const pickEncoding = (header: string | null | undefined, offered: readonly ContentCoding[] = ["br", "gzip"]): ContentCoding | null => {
  if (!header) return null
  const weights = new Map<string, number>()
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.trim().split(";")
    const name = rawName?.trim().toLowerCase()
    if (!name) continue
    let q = 1
    for (const param of params) {
      const match = /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)
      if (match?.[1]) q = Number(match[1])
    }
    weights.set(name, Number.isFinite(q) ? q : 0)
  }
  const star = weights.get("*")
  for (const coding of offered) {
    const q = weights.get(coding) ?? (coding === "gzip" ? weights.get("x-gzip") : undefined) ?? star ?? 0
    if (q > 0) return coding
  }
  return null
}

/** Whether an `If-None-Match` header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export const etagMatches = (ifNoneMatch: string | null | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === "*") return true
  const bare = (tag: string) => tag.trim().replace(/^W\//, "")
  const wanted = bare(etag)
  return ifNoneMatch.split(",").some((tag) => bare(tag) === wanted)
}

/** A weak ETag naming the bytes of an answer. */
export const contentEtag = (bytes: Uint8Array): string =>
  `W/"${createHash("sha1").update(bytes).digest("base64url").slice(0, 22)}"`

/** Adds a token to the Vary header of an answer once. */
export const addVary = (headers: Headers, token: string): void => {
  const current = headers.get("vary")
  if (!current) headers.set("vary", token)
  else if (!current.split(",").some((v) => v.trim().toLowerCase() === token.toLowerCase() || v.trim() === "*"))
    headers.set("vary", `${current}, ${token}`)
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Answers up to this size are coded on the event loop: handing them to the thread pool and back
 * costs more than the coding (about 0.09 ms for 6 KB of JSON, against 0.23-0.27 ms through the
 * pool); larger ones go to the pool, so that a long answer does not hold up the others.
 */
const CODE_INLINE_BYTES = 16 * 1024

const brotliOptions = (bytes: Uint8Array): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
  },
})

/** On-the-fly coding of an answer: brotli at quality 5 (near gzip's speed, a tenth smaller), gzip at level 6. */
export const compressBytes = async (bytes: Uint8Array, coding: ContentCoding): Promise<Buffer> => {
  if (bytes.byteLength <= CODE_INLINE_BYTES) return coding === "br" ? brotliCompressSync(bytes, brotliOptions(bytes)) : gzipSync(bytes, { level: 6 })
  return coding === "br" ? brotli(bytes, brotliOptions(bytes)) : gzipAsync(bytes, { level: 6 })
}

/** The revalidation rule of an API read: a member's answer is theirs alone. */
const cacheControlOf = (c: Context): string => (c.req.header("authorization") ? "private, no-cache" : "no-cache")

/** The coding an answer of this size goes out with for this request; null: as it is. */
const codingFor = (c: Context, byteLength: number): ContentCoding | null =>
  byteLength >= COMPRESS_MIN_BYTES ? pickEncoding(c.req.header("accept-encoding")) : null

declare module "hono" {
  interface ContextVariableMap {
    /** The answer went out coded and tagged already (a prepared body): the middleware leaves it. */
    answerPrepared: true
  }
}

/**
 * The bytes of an answer that never changes (the JSON of a frozen value: a site-wide read, a
 * visitor's shared copy), with its ETag and its codings made once and kept beside it.
 */
export class PreparedBody {
  readonly etag: string
  private readonly coded = new Map<ContentCoding, Promise<Uint8Array<ArrayBuffer>>>()

  constructor(readonly bytes: Uint8Array<ArrayBuffer>) {
    this.etag = contentEtag(bytes)
  }

  codedAs(coding: ContentCoding): Promise<Uint8Array<ArrayBuffer>> {
    let coded = this.coded.get(coding)
    if (coded === undefined) {
      coded = compressBytes(this.bytes, coding).then((buffer) => new Uint8Array(buffer))
      this.coded.set(coding, coded)
      coded.catch(() => this.coded.delete(coding))
    }
    return coded
  }
}

/** A JSON answer from prepared bytes: a 304 when the ETag matches, else coded as the caller accepts, as `compression` would. */
export const sendPrepared = async (c: Context, body: PreparedBody): Promise<Response> => {
  c.set("answerPrepared", true)
  const headers: Record<string, string> = {
    etag: body.etag,
    vary: "Accept-Encoding",
    "cache-control": cacheControlOf(c),
  }
  if (etagMatches(c.req.header("if-none-match"), body.etag)) return c.body(null, 304, headers)
  const head = c.req.method === "HEAD"
  headers["content-type"] = "application/json"
  const coding = codingFor(c, body.bytes.byteLength)
  if (!coding) {
    headers["content-length"] = String(body.bytes.byteLength)
    return head ? c.body(null, 200, headers) : c.body(body.bytes, 200, headers)
  }
  const encoded = await body.codedAs(coding)
  headers["content-encoding"] = coding
  headers["content-length"] = String(encoded.byteLength)
  return head ? c.body(null, 200, headers) : c.body(encoded, 200, headers)
}

/**
 * The JSON answer of a change (any method but GET and HEAD), from its text in hand: coded when it is
 * 1 KB or more, with `Vary: Accept-Encoding`, as `compression` would send it. Going through the
 * middleware instead would make a Response of the text and read it back (a tenth of a small call's
 * time). A change's answer carries no ETag, so headers a handler set (`no-store`) change nothing here.
 */
export const sendChangeAnswer = async (c: Context, text: string): Promise<Response> => {
  c.set("answerPrepared", true)
  const headers: Record<string, string> = { "content-type": "application/json", vary: "Accept-Encoding" }
  const bytes = Buffer.from(text)
  const coding = codingFor(c, bytes.byteLength)
  if (!coding) return c.body(text, 200, headers)
  const encoded = await compressBytes(bytes, coding)
  headers["content-encoding"] = coding
  headers["content-length"] = String(encoded.byteLength)
  return c.body(new Uint8Array(encoded), 200, headers)
}

/** Hono's setter merges the old answer's headers into the new one; the new one is complete. */
const replace = (c: Context, response: Response): void => {
  c.res = undefined
  c.res = response
}

const API_PATH = /^\/(?:api|auth)(?:\/|$)/

/**
 * The API's answers: JSON and text over 1 KB go out brotli- or gzip-coded with `Vary:
 * Accept-Encoding`, and GET answers carry an ETag so that a revalidation costs a 304. Streams
 * (file downloads, media), answers already coded, ranges and `no-transform` pass untouched, and the
 * websocket upgrade never reaches Hono.
 */
export const compression = (): MiddlewareHandler => async (c, next) => {
  await next()
  if (!API_PATH.test(c.req.path) || c.get("answerPrepared")) return
  const res = c.res
  if (!res.body || res.status === 206 || res.status === 204 || res.status < 200) return
  const headers = res.headers
  if (headers.has("content-encoding") || headers.has("content-disposition")) return
  if (!isCompressibleType(headers.get("content-type"))) return
  const cacheControl = headers.get("cache-control") ?? ""
  if (/no-transform/i.test(cacheControl)) return

  const bytes = new Uint8Array(await res.arrayBuffer())
  const out = new Headers(headers)
  out.delete("content-length")
  addVary(out, "Accept-Encoding")

  const method = c.req.method
  if ((method === "GET" || method === "HEAD") && res.status === 200 && !/no-store/i.test(cacheControl)) {
    const etag = contentEtag(bytes)
    out.set("etag", etag)
    if (!out.has("cache-control")) out.set("cache-control", cacheControlOf(c))
    if (etagMatches(c.req.header("if-none-match"), etag)) {
      out.delete("content-type")
      replace(c, new Response(null, { status: 304, headers: out }))
      return
    }
  }

  const coding = codingFor(c, bytes.byteLength)
  if (!coding) {
    replace(c, new Response(bytes, { status: res.status, statusText: res.statusText, headers: out }))
    return
  }
  const encoded = await compressBytes(bytes, coding)
  out.set("content-encoding", coding)
  out.set("content-length", String(encoded.byteLength))
  replace(c, new Response(method === "HEAD" ? null : new Uint8Array(encoded), { status: res.status, statusText: res.statusText, headers: out }))
}
