import { Schema } from "effect"
import { endpoint } from "../../core/endpoint.ts"
import { Int4, Int4FromString, INT4_MAX } from "../../core/validation/boundary.ts"
import { UploadAnswer } from "../entities/member.ts"
import { CHUNK_MAX_BYTES, RESUMABLE_KINDS } from "../upload-sessions.ts"
import { Ok, Text } from "./common.ts"

/** An unguessable id of a chunked upload (32 hex digits), also the name of its partial file. */
export const UploadSessionId = Schema.String.check(Schema.isPattern(/^[a-f0-9]{32}$/))
const SessionParams = Schema.Struct({ id: UploadSessionId })
const Bytes = Int4.check(Schema.isBetween({ minimum: 0, maximum: INT4_MAX }))

export const UploadSession = Schema.Struct({
  id: UploadSessionId,
  kind: Schema.Literals(RESUMABLE_KINDS),
  name: Schema.String,
  size: Bytes,
  /** The bytes the server holds: the next chunk starts here. */
  offset: Bytes,
  /** The largest chunk the server takes. */
  chunkSize: Bytes.check(Schema.isLessThanOrEqualTo(CHUNK_MAX_BYTES)),
  /** ISO time after which the unfinished upload is gone. */
  expiresAt: Schema.String,
})
export type UploadSession = typeof UploadSession.Type

/**
 * Chunked uploads of the video kinds (docs/decisions.md "Resumable video uploads"): begin with
 * the kind, name and size; send each chunk as the raw body of a PUT at its offset (outside /api,
 * whose body limit is 1 MB); ask the offset to resume; finish into the file host (the answer of
 * `uploadFile`) or cancel. A chunk at another offset answers 409 with the server's offset in the
 * `upload-offset` header.
 */
export const memberUploadSessionEndpoints = {
  uploadSessionBegin: endpoint({
    method: "POST",
    path: "/api/upload/sessions",
    access: "member",
    body: Schema.Struct({ kind: Schema.Literals(RESUMABLE_KINDS), name: Text(200), size: Bytes.check(Schema.isGreaterThanOrEqualTo(1)) }),
    response: Schema.Struct({ data: UploadSession }),
    errors: [400, 413, 429],
  }),
  uploadSessionChunk: endpoint({
    method: "PUT",
    path: "/upload/sessions/{id}/{offset}",
    access: "member",
    params: Schema.Struct({ id: UploadSessionId, offset: Int4FromString.check(Schema.isBetween({ minimum: 0, maximum: INT4_MAX })) }),
    response: Schema.Struct({ data: Schema.Struct({ offset: Bytes }) }),
    errors: [400, 404, 409, 413],
  }),
  uploadSessionGet: endpoint({
    method: "GET",
    path: "/api/upload/sessions/{id}",
    access: "member",
    params: SessionParams,
    response: Schema.Struct({ data: UploadSession }),
    errors: [404],
  }),
  uploadSessionFinish: endpoint({
    method: "POST",
    path: "/api/upload/sessions/{id}/finish",
    access: "member",
    params: SessionParams,
    response: UploadAnswer,
    errors: [404, 409],
  }),
  uploadSessionCancel: endpoint({
    method: "DELETE",
    path: "/api/upload/sessions/{id}",
    access: "member",
    params: SessionParams,
    response: Ok,
    errors: [404],
  }),
} as const
