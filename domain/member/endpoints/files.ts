import { Schema } from "effect"
import { endpoint } from "../../core/endpoint.ts"
import { UploadAnswer } from "../entities/member.ts"
import { UPLOAD_KINDS } from "../upload-kinds.ts"
import { Ok, Text } from "./common.ts"

/**
 * The file host (spec 2 §7 Other). `uploadFile` takes the file itself as the raw request body
 * (not JSON, not multipart): the browser sends the File with `xhr.send(file)` and its name in
 * the `x-file-name` header (URI-encoded). The generic endpoint layer never reads a body of an
 * endpoint without a body schema, so the handler streams it to disk. Files are served from
 * GET /files/<kind>/<yyyymm>/<name> (server/member/routes/file-host.ts).
 */
export const memberFileEndpoints = {
  uploadFile: endpoint({
    method: "POST",
    path: "/upload/{kind}",
    access: "member",
    params: Schema.Struct({ kind: Schema.Literals(UPLOAD_KINDS) }),
    response: UploadAnswer,
    errors: [400, 413],
  }),
  uploadDelete: endpoint({
    method: "DELETE",
    path: "/api/files",
    access: "member",
    body: Schema.Struct({ path: Text(200) }),
    response: Ok,
    errors: [400, 404],
  }),
} as const
