import type { Server } from "node:http"
import type { Duplex } from "node:stream"
import type { MiddlewareHandler } from "hono"
import { API_MESSAGES } from "../../domain/core/api-messages.ts"

/** A whole request (headers and body) must arrive within this time: a slow client cannot hold a connection. */
export const REQUEST_TIMEOUT_MS = 30_000
/** The headers must arrive within this time. */
export const HEADERS_TIMEOUT_MS = 15_000
/** An idle kept-alive connection is closed after this time. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000
/** HSTS: browsers keep to HTTPS for a year, subdomains included. */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains"

const STATUS_TEXT: Readonly<Record<number, string>> = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" }

/** The answer to a request Node's parser refused, in the portal's JSON error form. */
export const parserErrorAnswer = (errorCode: string | undefined): string => {
  const status = errorCode === "HPE_HEADER_OVERFLOW" ? 431 : errorCode === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400
  const body =
    status === 431
      ? { status, code: "headers_too_large", message: "请求头过大" }
      : status === 408
        ? { status, code: "request_timeout", message: "请求超时，请重试" }
        : { status, code: "bad_request", message: API_MESSAGES.badRequest }
  const text = JSON.stringify(body)
  return (
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`
  )
}

/** Timeouts of the HTTP server and JSON answers to the parser's refusals. */
export const applyHttpLimits = (server: Server): void => {
  server.requestTimeout = REQUEST_TIMEOUT_MS
  server.headersTimeout = HEADERS_TIMEOUT_MS
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy()
      return
    }
    socket.end(parserErrorAnswer(error.code))
  })
}

/**
 * Strict-Transport-Security on answers served over HTTPS: the request's own scheme, or
 * `X-Forwarded-Proto: https` from a trusted proxy (TRUSTED_PROXIES).
 */
export const hsts =
  (trustedProxies: readonly string[]): MiddlewareHandler =>
  async (c, next) => {
    await next()
    const direct = new URL(c.req.url).protocol === "https:"
    const forwarded = trustedProxies.length > 0 && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https"
    if (direct || forwarded) c.header("strict-transport-security", HSTS_VALUE)
  }
