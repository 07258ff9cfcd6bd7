import type { MiddlewareHandler } from "hono"

/** One line per request: method, path (never the query, which may carry codes), status, time. */
export const requestLog = (write: (line: string) => void): MiddlewareHandler => async (c, next) => {
  const started = performance.now()
  await next()
  const ms = (performance.now() - started).toFixed(1)
  write(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`)
}
