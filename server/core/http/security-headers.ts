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
 * What a non-HTML answer (JSON, a script, a stylesheet, a picture) needs if it is ever opened as a
 * document: nothing may load or run from it but its own inline styles and pictures (an SVG), and
 * no other site may frame it. Scripts and stylesheets are not governed by a policy of their own,
 * so the page's long policy would only add some 300 bytes to each of a page's hundred answers.
 */
const leanPolicy = (frameAncestors: string) => ["default-src 'none'", "style-src 'unsafe-inline'", "img-src 'self' data:", `frame-ancestors ${frameAncestors}`].join("; ")

/**
 * Security headers for every answer. Pages may not be framed by other sites,
 * except the single-sign-on page /iframe, which the configured origins embed.
 * Pages may frame only the portal itself and the cross-site login frame's origin.
 * HTML documents get the page policy, every other answer the lean one.
 * The policies are built once, not per request.
 */
export const securityHeaders = (ssoFrameAncestors: string, ssoFrameUrl?: string): MiddlewareHandler => {
  // A path is the portal's own page ('self'); a partner's URL adds its origin.
  const frameSrc = ssoFrameUrl && !ssoFrameUrl.startsWith("/") ? `'self' ${new URL(ssoFrameUrl).origin}` : "'self'"
  const pagePolicy = policy(frameSrc, "'self'")
  const ssoPolicy = policy(frameSrc, ssoFrameAncestors)
  const lean = leanPolicy("'self'")
  const set = (c: Context, headers: Headers) => {
    const framed = c.req.path === "/iframe"
    const document = headers.get("content-type")?.startsWith("text/html") ?? false
    headers.set("content-security-policy", framed ? ssoPolicy : document ? pagePolicy : lean)
    headers.set("x-content-type-options", "nosniff")
    headers.set("referrer-policy", "strict-origin-when-cross-origin")
    if (!framed) headers.set("x-frame-options", "SAMEORIGIN")
  }
  return async (c, next) => {
    await next()
    set(c, c.res.headers)
  }
}
