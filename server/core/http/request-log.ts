import type { MiddlewareHandler } from "hono"

/** One line per request: method, path (never the query, which may carry codes), status, time. */
export const requestLine = (method: string, path: string, status: number, ms: number): string =>
  `${method} ${path} ${status} ${ms.toFixed(1)}ms`

export const requestLog = (write: (line: string) => void): MiddlewareHandler => async (c, next) => {
  const started = performance.now()
  await next()
  write(requestLine(c.req.method, c.req.path, c.res.status, performance.now() - started))
}
