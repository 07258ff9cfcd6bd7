import { fromCallback, fromPromise, type EventObject } from "xstate"
import { isApiFailure } from "../../adapters/api/client.ts"
import { cancelChunkedUpload, chunkedUpload, type ChunkedFile, type ChunkedUploadApi } from "../../adapters/upload/chunked-upload.ts"
import { xhrUpload } from "../../adapters/upload/xhr-upload.ts"
import { UPLOAD_MESSAGES } from "../../domain/core/validation/upload-rules.ts"
import { isResumableKind, type ResumableKind } from "../../domain/member/upload-sessions.ts"
import { api } from "./services.ts"

/**
 * How a chosen file reaches the file host: videos of the video kinds in chunks that resume after
 * a break (adapters/upload/chunked-upload.ts), everything else in one request.
 */

const chunkedApi: ChunkedUploadApi = {
  begin: async (input) => (await api.call("uploadSessionBegin", { body: input }, { silent: true })).data,
  offset: (id) =>
    api.call("uploadSessionGet", { params: { id } }, { silent: true }).then(
      (answer) => answer.data,
      (error: unknown) => {
        if (isApiFailure(error) && error.status === 404) return null
        throw error
      },
    ),
  finish: async (id) => ({ path: (await api.call("uploadSessionFinish", { params: { id } }, { silent: true })).data.path }),
  cancel: async (id) => {
    await api.call("uploadSessionCancel", { params: { id } }, { silent: true })
  },
}

const asChunkedFile = (source: unknown): ChunkedFile | null =>
  source instanceof Blob && "name" in source && "lastModified" in source ? (source as ChunkedFile) : null

/** The file and its kind when it goes up in chunks. */
const chunkedFileOf = (source: unknown, kind: string): { readonly file: ChunkedFile; readonly kind: ResumableKind } | null => {
  const file = asChunkedFile(source)
  return file !== null && isResumableKind(kind) ? { file, kind } : null
}

/** The upload machine's `send`: reports progress, retries, the stored path or the failure. */
export const sendFile = fromCallback<EventObject, { source: unknown; kind: string; name: string }>(({ input, sendBack }) => {
  const onProgress = (loaded: number, total: number) => sendBack({ type: "upload.progress", loaded, total })
  const chunked = chunkedFileOf(input.source, input.kind)
  const upload = chunked
    ? chunkedUpload({ kind: chunked.kind, file: chunked.file, api: chunkedApi, onProgress, onRetry: (attempt) => sendBack({ type: "upload.retrying", attempt }) }, UPLOAD_MESSAGES.failed)
    : xhrUpload(
        { url: `/upload/${encodeURIComponent(input.kind)}`, file: input.source instanceof Blob ? input.source : new Blob([]), name: input.name, onProgress },
        UPLOAD_MESSAGES.failed,
      )
  let settled = false
  upload.done.then(
    ({ path }) => {
      settled = true
      sendBack({ type: "upload.done", path })
    },
    (error: Error) => {
      settled = true
      sendBack({ type: "upload.failed", message: error.message || UPLOAD_MESSAGES.failed })
    },
  )
  // Leaving the state (the widget closed, the upload cancelled) stops a transfer still under way.
  return () => {
    if (!settled) upload.abort()
  }
})

/** The upload machine's `discard`: a cancelled chunked upload is ended on the server with its partial file. */
export const discardUpload = fromPromise<void, { source: unknown; kind: string }>(async ({ input }) => {
  const chunked = chunkedFileOf(input.source, input.kind)
  if (chunked) {
    await cancelChunkedUpload(chunked.kind, chunked.file, {
      cancel: (id) =>
        chunkedApi.cancel(id).catch((error: unknown) => {
          if (!(isApiFailure(error) && error.status === 404)) throw error
        }),
    })
  }
})
