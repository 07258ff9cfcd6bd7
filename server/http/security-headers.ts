import type { MiddlewareHandler } from "hono"

/**
 * Security headers for every answer. Pages may not be framed by other sites,
 * except the single-sign-on page /iframe, which the configured origins embed.
 * Pages may frame only the portal itself and the cross-site login frame's origin.
 */
export const securityHeaders = (ssoFrameAncestors: string, ssoFrameUrl?: string): MiddlewareHandler => async (c, next) => {
  await next()
  const framed = c.req.path === "/iframe"
  const frameOrigin = ssoFrameUrl ? new URL(ssoFrameUrl).origin : null
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-src 'self'${frameOrigin ? ` ${frameOrigin}` : ""}`,
    `frame-ancestors ${framed ? ssoFrameAncestors : "'self'"}`,
  ].join("; ")
  c.header("content-security-policy", csp)
  c.header("x-content-type-options", "nosniff")
  c.header("referrer-policy", "strict-origin-when-cross-origin")
  if (!framed) c.header("x-frame-options", "SAMEORIGIN")
}
