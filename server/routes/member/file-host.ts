import { Hono } from "hono"
import type { AppDeps } from "../../deps.ts"
import { IMMUTABLE, sendFile } from "../../http/static-files.ts"

/**
 * The file host's reading side: GET (and HEAD) /files/<kind>/<yyyymm>/<name>.<ext> streams an
 * uploaded file with the content type of the format its bytes showed at upload, `nosniff`,
 * inline disposition and byte ranges (video seeking). Mounted in server/app.ts with
 * `app.route("/files", fileHostRoutes(deps))`.
 */
export const fileHostRoutes = (deps: AppDeps): Hono => {
  const files = new Hono()
  files.on(["GET", "HEAD"], "/:kind/:month/:name", (c) => {
    const found = deps.files.resolve(c.req.path)
    if (found === null) return c.text("Not Found", 404)
    const response = sendFile(c, found.file, IMMUTABLE)
    response.headers.set("content-type", found.mime)
    response.headers.set("x-content-type-options", "nosniff")
    response.headers.set("content-disposition", "inline")
    return response
  })
  return files
}
