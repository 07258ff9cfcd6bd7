import type { MiddlewareHandler } from "hono"
import { bodyLimit } from "hono/body-limit"

/**
 * Hono's body limit, answered from the declared length when there is one. Hono's own middleware
 * first asks the request for its body stream, which makes the Node adapter build a whole web
 * Request (a stream, an abort signal) for every POST, and the handler then reads the body through
 * that instead of straight from the socket: about a tenth of the server's time for a small call
 * such as a chat message. A declared `Content-Length` bounds the body already (Node's parser reads
 * no further), so a body declared within the limit passes without it; one streamed without a length,
 * or declared over the limit, goes through Hono's middleware, which counts it or answers 413.
 */
export const declaredBodyLimit = (maxSize: number): MiddlewareHandler => {
  const counted = bodyLimit({ maxSize })
  return (c, next) => {
    const declared = c.req.header("content-length")
    const within = declared !== undefined && c.req.header("transfer-encoding") === undefined && !(Number.parseInt(declared, 10) > maxSize)
    return within ? next() : counted(c, next)
  }
}
