/**
 * Sends one file to the file host with XMLHttpRequest, whose upload progress events give a
 * real progress bar (fetch reports none). The body is the file itself; its name travels in the
 * `x-file-name` header; the session goes as the browser's HttpOnly cookie, which a same-origin
 * XMLHttpRequest sends by itself.
 */
export interface XhrUploadOptions {
  /** `/upload/<kind>` on the file host. */
  readonly url: string
  readonly file: Blob
  readonly name: string
  readonly onProgress: (loaded: number, total: number) => void
  /** The XMLHttpRequest constructor (a fake in tests). */
  readonly xhr?: () => XMLHttpRequest
}

export interface XhrUploadResult {
  readonly path: string
}

/** Why an upload failed: the server's message when it gave one. */
export class UploadFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = "UploadFailure"
  }
}

const serverMessage = (text: string): string | null => {
  try {
    const body = JSON.parse(text) as { message?: unknown }
    return typeof body.message === "string" ? body.message : null
  } catch {
    return null
  }
}

/** Starts the upload; `abort` stops it (the promise then rejects). */
export function xhrUpload(options: XhrUploadOptions, fallbackMessage: string): { readonly done: Promise<XhrUploadResult>; abort(): void } {
  const request = options.xhr ? options.xhr() : new XMLHttpRequest()
  const done = new Promise<XhrUploadResult>((resolve, reject) => {
    request.open("POST", options.url)
    request.responseType = "text"
    request.setRequestHeader("x-file-name", encodeURIComponent(options.name))
    request.setRequestHeader("session_client", "pc-web")
    request.upload.onprogress = (event) => options.onProgress(event.loaded, event.lengthComputable ? event.total : options.file.size)
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          const body = JSON.parse(request.responseText) as { data?: { path?: unknown } }
          if (typeof body.data?.path === "string") {
            resolve({ path: body.data.path })
            return
          }
        } catch {
          // Falls through to the failure below.
        }
      }
      reject(new UploadFailure(serverMessage(request.responseText) ?? fallbackMessage, request.status || null))
    }
    request.onerror = () => reject(new UploadFailure(fallbackMessage, null))
    request.onabort = () => reject(new UploadFailure(fallbackMessage, null))
    request.send(options.file)
  })
  return { done, abort: () => request.abort() }
}

/** The first bytes of a file (to tell its format from its content before sending it). */
export async function fileHead(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer())
}
