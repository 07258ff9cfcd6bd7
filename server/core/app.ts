import path from "node:path"
import { Hono, type MiddlewareHandler } from "hono"
import { API_MESSAGES } from "../../domain/core/api-messages.ts"
import { describeFailure } from "./error-log.ts"
import { hsts } from "./http-limits.ts"
import type { AppDeps } from "./deps.ts"
import { compression } from "./http/compression.ts"
import { declaredBodyLimit } from "./http/body-limit.ts"
import type { HandlerTable } from "./http/handler.ts"
import { errorResponse, registerEndpoints } from "./http/register.ts"
import { requestLog } from "./http/request-log.ts"
import type { FrontCopies } from "./http/front-copies.ts"
import { securityHeaders } from "./http/security-headers.ts"
import { IMMUTABLE, NO_CACHE, resolveInside, sendFile } from "./http/static-files.ts"
import { sendDocument } from "./http/documents.ts"
import { documentHints, firstPaint, ssoOriginsMeta } from "../shell/document-hints.ts"
import { originsOfSourceList } from "../../domain/shell/sso-messages.ts"
import { routeScripts } from "../shell/route-scripts.ts"
import { firstAnswers, firstAnswersElement, firstScreen, largestPicture } from "../shell/first-answers.ts"
import { cookieToken } from "./http/session-cookie.ts"
import { siteSettings } from "../shell/services/site.ts"
import { chatHandlers } from "../chat/routes/chat.ts"
import { coursesHandlers } from "../courses/routes.ts"
import { friendsHandlers } from "../chat/routes/friends.ts"
import { memberHandlers } from "../member/routes.ts"
import { fileHostRoutes } from "../member/routes/file-host.ts"
import { productsHandlers } from "../mall/routes/products.ts"
import { newsHandlers } from "../news/routes.ts"
import { noticesHandlers } from "../notices/routes.ts"
import { shellHandlers } from "../shell/routes/shell.ts"
import { sessionHandlers } from "../session/routes.ts"
import { siteHandlers } from "../shell/routes/site.ts"
import { walletHandlers } from "../wallet/routes.ts"
import { mallHandlers } from "../mall/routes.ts"
import { ordersHandlers } from "../orders/routes.ts"
import { communityHandlers } from "../community/routes.ts"
import { drugsHandlers } from "../drugs/routes.ts"
import { searchHandlers } from "../search/routes.ts"
import { siteAdminHandlers } from "../shell/routes/site-admin.ts"
import { dictAdminHandlers } from "../shell/routes/dict-admin.ts"
import { adminHandlers } from "../admin/routes.ts"
import { merchantHandlers } from "../merchant/routes.ts"
import { makerHandlers } from "../maker/routes.ts"

const handlers: HandlerTable = {
  ...siteHandlers,
  ...shellHandlers,
  ...sessionHandlers,
  ...walletHandlers,
  ...friendsHandlers,
  ...chatHandlers,
  ...coursesHandlers,
  ...memberHandlers,
  ...productsHandlers,
  ...newsHandlers,
  ...noticesHandlers,
  ...mallHandlers,
  ...ordersHandlers,
  ...communityHandlers,
  ...drugsHandlers,
  ...searchHandlers,
  ...siteAdminHandlers,
  ...dictAdminHandlers,
  ...adminHandlers,
  ...merchantHandlers,
  ...makerHandlers,
}

const API_PREFIXES = ["/api/", "/auth/", "/ws"]
const isApiPath = (p: string) => API_PREFIXES.some((prefix) => p === prefix.replace(/\/$/, "") || p.startsWith(prefix))

/**
 * A middleware only for requests that may carry a body: reading the request as a fetch Request
 * (as the body limit does) is a cost that GET and HEAD need not pay.
 */
const withBody =
  (middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" ? next() : middleware(c, next)

/** The whole HTTP application: API, static files of the built app and the history fallback. */
export const createApp = (deps: AppDeps, options: { frontCopies?: FrontCopies | null } = {}): Hono => {
  const app = new Hono()
  // The single-sign-on frame's head names the partners it may answer: the server's setting, fixed for its life.
  const frameHead = ssoOriginsMeta(originsOfSourceList(deps.config.ssoFrameAncestors))
  if (options.frontCopies) app.use(options.frontCopies.keep())
  if (deps.config.logRequests) app.use(requestLog((line) => console.log(line)))
  app.use(securityHeaders(deps.config.ssoFrameAncestors, deps.config.ssoFrameUrl))
  app.use(hsts(deps.config.trustedProxies))
  app.use(compression())
  app.use("/api/*", withBody(declaredBodyLimit(1024 * 1024)))
  app.use("/auth/*", withBody(declaredBodyLimit(64 * 1024)))

  registerEndpoints(app, deps, handlers)
  app.route("/files", fileHostRoutes(deps))

  app.get("*", async (c) => {
    if (isApiPath(c.req.path)) return c.json({ status: 404, code: "not_found", message: API_MESSAGES.notFound }, 404)
    const root = deps.config.clientDir
    const file = c.req.path === "/" ? null : resolveInside(root, c.req.path)
    if (file) return sendFile(c, file, c.req.path.startsWith("/assets/") ? IMMUTABLE : NO_CACHE)
    // A missing asset is a 404; every other path is a route of the app (history mode).
    if (path.extname(c.req.path) !== "") return c.text("Not Found", 404)
    // The single-sign-on frame is a small document of its own (iframe.html), not the whole app,
    // and names the partners it may answer, as the client configuration would.
    if (c.req.path === "/iframe") {
      const frame = resolveInside(root, "/iframe.html")
      if (frame) return sendDocument(c, frame, frameHead)
    }
    const index = resolveInside(root, "/index.html")
    if (!index) return c.text("The browser app is not built: run npm run build.", 503)
    const site = await deps.siteCache.get("systemConfig", () => siteSettings(deps.db)).catch(() => null)
    // A visitor's document brings the answers of its first screen's calls, asked of the app itself
    // (with the request's connection, so limits and logs see the visitor); a member's page asks.
    const visitor = cookieToken(c) === null && !c.req.header("authorization")
    const screen = visitor ? firstScreen(c.req.path, new URL(c.req.url).search) : null
    const answers = screen ? await firstAnswers((url) => app.request(url, { headers: { session_client: "pc-web" } }, c.env), screen) : {}
    const hints = site ? documentHints(c.req.path, site, routeScripts(root, c.req.path), screen ? largestPicture(screen, answers) : null) : ""
    return sendDocument(c, index, [hints, firstAnswersElement(answers)].filter((part) => part !== "").join("\n  "), site ? firstPaint(site) : "")
  })

  app.all("*", (c) => c.json({ status: 404, code: "not_found", message: API_MESSAGES.notFound }, 404))

  app.onError((error, c) => {
    const answer = errorResponse(error)
    if (answer.log) console.error(`${c.req.method} ${c.req.path} failed: ${describeFailure(error)}`)
    return c.json({ status: answer.status, code: answer.code, message: answer.message }, answer.status as 400)
  })
  return app
}
