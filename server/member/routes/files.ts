import type { IncomingMessage } from "node:http"
import type { Context } from "hono"
import { UPLOAD_KIND_MESSAGES } from "../../../domain/member/upload-kinds.ts"
import { notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { uploadQuotaOf } from "../../core/upload-quota.ts"

/**
 * Uploads: the raw request body is streamed to the file store (type by content, size limits,
 * nothing kept of a refused file). The endpoint has no body schema, so the generic layer leaves
 * the body unread for this handler. The body is read from Node's request itself, which pauses
 * the socket while the disk catches up; the web stream over it (Readable.toWeb in Node 20)
 * counts its buffer in chunks, not bytes, and would hold a fast upload in memory.
 */
export const requestBody = (hono: Context): AsyncIterable<Uint8Array> | null =>
  (hono.env as { incoming?: IncomingMessage } | undefined)?.incoming ?? hono.req.raw.body

/** The declared Content-Length, or null. */
export const declaredLength = (hono: Context): number | null => {
  const declared = hono.req.header("content-length")
  return declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : null
}

export const fileName = (header: string | undefined): string => {
  if (!header) return ""
  try {
    return decodeURIComponent(header).slice(0, 200)
  } catch {
    return header.slice(0, 200)
  }
}

/** Single-request uploads: the body streamed to the file store (type by content, size limits, nothing kept of a refused file). */
export const memberFileHandlers = {
  uploadFile: async ({ params }, { deps, user, hono }) => {
    const length = declaredLength(hono)
    const release = await uploadQuotaOf(deps.db, deps.now).reserve(user.id, length ?? 0).catch((error: unknown) => {
      hono.header("connection", "close")
      throw error
    })
    try {
      const stored = await deps.files.receive({
        userId: user.id,
        kind: params.kind,
        name: fileName(hono.req.header("x-file-name")),
        declaredLength: length,
        body: requestBody(hono),
      })
      return { data: stored }
    } catch (error) {
      // The rest of a refused body is not read: the connection closes after the answer.
      hono.header("connection", "close")
      throw error
    } finally {
      release()
    }
  },
  uploadDelete: async ({ body }, { deps, user }) => {
    if (!(await deps.files.remove(user.id, body.path.trim()))) throw notFound(UPLOAD_KIND_MESSAGES.notFound)
    return { ok: true }
  },
} satisfies AreaHandlers
