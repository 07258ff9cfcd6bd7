import { Hono } from "hono"
import { API_MESSAGES } from "../../../domain/core/api-messages.ts"
import type { AppDeps } from "../../core/deps.ts"
import { IMMUTABLE, sendFile } from "../../core/http/static-files.ts"

/**
 * The file host's reading side: GET (and HEAD) /files/<kind>/<yyyymm>/<name>.<ext> streams an
 * uploaded file with the content type of the format its bytes showed at upload, `nosniff`,
 * inline disposition and byte ranges (video seeking). Mounted in server/core/app.ts with
 * `app.route("/files", fileHostRoutes(deps))`.
 */
export const fileHostRoutes = (deps: AppDeps): Hono => {
  const files = new Hono()
  files.on(["GET", "HEAD"], "/:kind/:month/:name", (c) => {
    const found = deps.files.resolve(c.req.path)
    if (found === null) return c.json({ status: 404, code: "not_found", message: API_MESSAGES.notFound }, 404)
    const response = sendFile(c, found.file, IMMUTABLE)
    response.headers.set("content-type", found.mime)
    response.headers.set("x-content-type-options", "nosniff")
    response.headers.set("content-disposition", "inline")
    return response
  })
  files.all("*", (c) => c.json({ status: 404, code: "not_found", message: API_MESSAGES.notFound }, 404))
  return files
}
