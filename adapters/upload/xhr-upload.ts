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

/** What a request answered: its status, its text and its headers. */
export interface XhrAnswer {
  readonly status: number
  readonly text: string
  header(name: string): string | null
}

export interface XhrSendOptions {
  readonly method: "POST" | "PUT"
  readonly url: string
  readonly body: Blob
  readonly headers?: Readonly<Record<string, string>>
  readonly onProgress: (loaded: number, total: number) => void
  readonly xhr?: () => XMLHttpRequest
}

/** Sends a body with XMLHttpRequest; answers whatever the server answered, rejects when no answer came. */
export function xhrSend(options: XhrSendOptions, fallbackMessage: string): { readonly done: Promise<XhrAnswer>; abort(): void } {
  const request = options.xhr ? options.xhr() : new XMLHttpRequest()
  const done = new Promise<XhrAnswer>((resolve, reject) => {
    request.open(options.method, options.url)
    request.responseType = "text"
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value)
    request.setRequestHeader("session_client", "pc-web")
    request.upload.onprogress = (event) => options.onProgress(event.loaded, event.lengthComputable ? event.total : options.body.size)
    request.onload = () => resolve({ status: request.status, text: request.responseText, header: (name) => request.getResponseHeader(name) })
    request.onerror = () => reject(new UploadFailure(fallbackMessage, null))
    request.onabort = () => reject(new UploadFailure(fallbackMessage, null))
    request.send(options.body)
  })
  return { done, abort: () => request.abort() }
}

/** The failure an error answer stands for: the server's message when it gave one. */
export const answerFailure = (answer: XhrAnswer, fallbackMessage: string): UploadFailure =>
  new UploadFailure(serverMessage(answer.text) ?? fallbackMessage, answer.status || null)

/** Starts the upload; `abort` stops it (the promise then rejects). */
export function xhrUpload(options: XhrUploadOptions, fallbackMessage: string): { readonly done: Promise<XhrUploadResult>; abort(): void } {
  const sending = xhrSend(
    { method: "POST", url: options.url, body: options.file, headers: { "x-file-name": encodeURIComponent(options.name) }, onProgress: options.onProgress, xhr: options.xhr },
    fallbackMessage,
  )
  const done = sending.done.then((answer) => {
    if (answer.status >= 200 && answer.status < 300) {
      try {
        const body = JSON.parse(answer.text) as { data?: { path?: unknown } }
        if (typeof body.data?.path === "string") return { path: body.data.path }
      } catch {
        // Falls through to the failure below.
      }
    }
    throw answerFailure(answer, fallbackMessage)
  })
  return { done, abort: sending.abort }
}

/** The first bytes of a file (to tell its format from its content before sending it). */
export async function fileHead(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer())
}
