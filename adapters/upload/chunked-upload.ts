/**
 * Sends a large video to the file host in chunks: begins (or continues) an upload on the server,
 * PUTs each slice of the file at its offset with XMLHttpRequest (progress over the whole file),
 * retries a failed chunk with growing pauses after asking the server where it stopped, and
 * finishes. The upload's id is kept in local storage under the file's name, size and time, so
 * choosing the same file after a reload continues where the server stopped.
 */
import { chunkRanges, resumeKey, UPLOAD_OFFSET_HEADER, type ResumableKind } from "../../domain/member/upload-sessions.ts"
import { answerFailure, UploadFailure, xhrSend, type XhrUploadResult } from "./xhr-upload.ts"

export interface ChunkedSession {
  readonly id: string
  readonly offset: number
  readonly chunkSize: number
}

/** The JSON calls of a chunked upload (the request client, wired in ui/app). */
export interface ChunkedUploadApi {
  begin(input: { readonly kind: ResumableKind; readonly name: string; readonly size: number }): Promise<ChunkedSession>
  /** Where the server stopped; null when the upload is gone (expired, cancelled). */
  offset(id: string): Promise<ChunkedSession | null>
  finish(id: string): Promise<XhrUploadResult>
  cancel(id: string): Promise<void>
}

export interface ChunkedFile extends Blob {
  readonly name: string
  readonly lastModified: number
}

export interface ChunkedUploadOptions {
  readonly kind: ResumableKind
  readonly file: ChunkedFile
  readonly api: ChunkedUploadApi
  readonly onProgress: (loaded: number, total: number) => void
  /** A chunk failed and is tried again after a pause (attempt 1, 2...). */
  readonly onRetry?: (attempt: number) => void
  readonly storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">
  readonly xhr?: () => XMLHttpRequest
  /** How many times a chunk is tried again before the upload fails (it can still be continued later). */
  readonly retries?: number
  /** Waits before a retry (a timer; tests pass their own). */
  readonly wait?: (ms: number) => Promise<void>
}

/** The pause before retry `attempt`: 1 s, 2 s, 4 s... at most 16 s. */
export const retryDelayMs = (attempt: number): number => Math.min(16_000, 1000 * 2 ** Math.max(0, attempt - 1))

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A refusal that another try will not change (a wrong format, a gone upload...). */
const isFinal = (failure: UploadFailure): boolean => failure.status !== null && failure.status >= 400 && failure.status < 500 && failure.status !== 408 && failure.status !== 429

export function chunkedUpload(options: ChunkedUploadOptions, fallbackMessage: string): { readonly done: Promise<XhrUploadResult>; abort(): void } {
  const { file, api } = options
  const storage = options.storage ?? globalThis.localStorage
  const key = resumeKey(options.kind, file)
  const wait = options.wait ?? sleep
  const retries = options.retries ?? 4
  let stopped = false
  let current: { abort(): void } | null = null
  const checkStopped = () => {
    if (stopped) throw new UploadFailure(fallbackMessage, null)
  }

  const session = async (): Promise<ChunkedSession> => {
    const saved = storage.getItem(key)
    const resumed = saved === null ? null : await api.offset(saved)
    if (resumed !== null) return resumed
    if (saved !== null) storage.removeItem(key)
    const begun = await api.begin({ kind: options.kind, name: file.name, size: file.size })
    if (stopped) {
      // Cancelled while the server was beginning it: nothing is left to continue.
      await api.cancel(begun.id).catch(() => {})
      checkStopped()
    }
    storage.setItem(key, begun.id)
    return begun
  }

  /** Sends one chunk; answers the server's offset after it (also when it refused a chunk out of place). */
  const sendChunk = async (id: string, start: number, end: number): Promise<number> => {
    const sending = xhrSend(
      {
        method: "PUT",
        url: `/upload/sessions/${id}/${start}`,
        body: file.slice(start, end),
        onProgress: (loaded) => options.onProgress(start + Math.min(loaded, end - start), file.size),
        xhr: options.xhr,
      },
      fallbackMessage,
    )
    current = sending
    const answer = await sending.done.finally(() => {
      current = null
    })
    if (answer.status === 409) {
      const offset = Number(answer.header(UPLOAD_OFFSET_HEADER))
      if (Number.isInteger(offset) && offset >= 0) return offset
    }
    if (answer.status >= 200 && answer.status < 300) {
      const body = JSON.parse(answer.text) as { data?: { offset?: unknown } }
      if (typeof body.data?.offset === "number") return body.data.offset
    }
    throw answerFailure(answer, fallbackMessage)
  }

  const run = async (): Promise<XhrUploadResult> => {
    const begun = await session()
    let offset = begun.offset
    options.onProgress(offset, file.size)
    let failures = 0
    for (;;) {
      checkStopped()
      const [next] = chunkRanges(file.size, offset, begun.chunkSize)
      if (next === undefined) break
      try {
        offset = await sendChunk(begun.id, next.start, next.end)
        failures = 0
        options.onProgress(offset, file.size)
      } catch (error) {
        checkStopped()
        const failure = error instanceof UploadFailure ? error : new UploadFailure(fallbackMessage, null)
        if (isFinal(failure)) {
          storage.removeItem(key)
          throw failure
        }
        failures += 1
        if (failures > retries) throw failure
        options.onRetry?.(failures)
        await wait(retryDelayMs(failures))
        checkStopped()
        const known = await api.offset(begun.id).catch(() => null)
        if (known !== null) offset = known.offset
      }
    }
    const stored = await api.finish(begun.id)
    storage.removeItem(key)
    return stored
  }

  return {
    done: run(),
    abort: () => {
      stopped = true
      current?.abort()
    },
  }
}

/** Forgets the unfinished upload of a file and ends it on the server (the member cancelled it). */
export async function cancelChunkedUpload(
  kind: string,
  file: ChunkedFile,
  api: Pick<ChunkedUploadApi, "cancel">,
  storage: Pick<Storage, "getItem" | "removeItem"> = globalThis.localStorage,
): Promise<void> {
  const key = resumeKey(kind, file)
  const id = storage.getItem(key)
  storage.removeItem(key)
  if (id !== null) await api.cancel(id)
}
