import { UPLOAD_OFFSET_HEADER, UPLOAD_SESSION_CODES, UPLOAD_SESSION_MESSAGES } from "../../../domain/member/upload-sessions.ts"
import { notFound } from "../../../domain/core/errors.ts"
import type { AppDeps } from "../../core/deps.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { uploadQuotaOf } from "../../core/upload-quota.ts"
import { OffsetConflict, UploadSessions } from "../services/upload-sessions.ts"
import { declaredLength, requestBody } from "./files.ts"

const sessions = new WeakMap<AppDeps, UploadSessions>()
const sessionsOf = (deps: AppDeps): UploadSessions => {
  let found = sessions.get(deps)
  if (!found) {
    found = new UploadSessions(deps.files, deps.db, deps.now)
    sessions.set(deps, found)
  }
  return found
}

/** Chunked uploads of the video kinds (domain/member/endpoints/upload-sessions.ts). */
export const memberUploadSessionHandlers = {
  uploadSessionBegin: async ({ body }, { deps, user }) => ({
    data: await sessionsOf(deps).begin(user.id, { kind: body.kind, name: body.name.trim(), size: body.size }, uploadQuotaOf(deps.db, deps.now)),
  }),
  uploadSessionChunk: async ({ params }, { deps, user, hono }) => {
    try {
      const offset = await sessionsOf(deps).receiveChunk(user.id, params.id, params.offset, declaredLength(hono), requestBody(hono))
      return { data: { offset } }
    } catch (error) {
      if (error instanceof OffsetConflict) hono.header(UPLOAD_OFFSET_HEADER, String(error.offset))
      // The rest of a refused chunk is not read: the connection closes after the answer.
      hono.header("connection", "close")
      throw error
    }
  },
  uploadSessionGet: async ({ params }, { deps, user }) => ({ data: await sessionsOf(deps).find(user.id, params.id) }),
  uploadSessionFinish: async ({ params }, { deps, user }) => ({ data: await sessionsOf(deps).finish(user.id, params.id) }),
  uploadSessionCancel: async ({ params }, { deps, user }) => {
    if (!(await sessionsOf(deps).discard(user.id, params.id))) throw notFound(UPLOAD_SESSION_MESSAGES.notFound, UPLOAD_SESSION_CODES.notFound)
    return { ok: true }
  },
} satisfies AreaHandlers
