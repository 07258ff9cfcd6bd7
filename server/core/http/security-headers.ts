import type { Context, MiddlewareHandler } from "hono"

const policy = (frameSrc: string, frameAncestors: string) =>
  [
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
    `frame-src ${frameSrc}`,
    `frame-ancestors ${frameAncestors}`,
  ].join("; ")

/**
 * Security headers for every answer. Pages may not be framed by other sites,
 * except the single-sign-on page /iframe, which the configured origins embed.
 * Pages may frame only the portal itself and the cross-site login frame's origin.
 * Both policies are built once, not per request.
 */
export const securityHeaders = (ssoFrameAncestors: string, ssoFrameUrl?: string): MiddlewareHandler => {
  // A path is the portal's own page ('self'); a partner's URL adds its origin.
  const frameSrc = ssoFrameUrl && !ssoFrameUrl.startsWith("/") ? `'self' ${new URL(ssoFrameUrl).origin}` : "'self'"
  const pagePolicy = policy(frameSrc, "'self'")
  const ssoPolicy = policy(frameSrc, ssoFrameAncestors)
  const set = (c: Context) => {
    const framed = c.req.path === "/iframe"
    c.header("content-security-policy", framed ? ssoPolicy : pagePolicy)
    c.header("x-content-type-options", "nosniff")
    c.header("referrer-policy", "strict-origin-when-cross-origin")
    if (!framed) c.header("x-frame-options", "SAMEORIGIN")
  }
  return async (c, next) => {
    // Set before the handler, so the answer it builds carries them; an answer it built as its
    // own Response (files) gets them afterwards.
    set(c)
    await next()
    if (!c.res.headers.has("content-security-policy")) set(c)
  }
}
