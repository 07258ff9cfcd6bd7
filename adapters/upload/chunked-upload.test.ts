import { describe, expect, it } from "vitest"
import { resumeKey } from "../../domain/member/upload-sessions.ts"
import { cancelChunkedUpload, chunkedUpload, retryDelayMs, type ChunkedFile, type ChunkedSession, type ChunkedUploadApi } from "./chunked-upload.ts"

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | "network" | "hang"

/** A stand-in XMLHttpRequest that asks the test how to answer each request it sends. */
class FakeXhr {
  method = ""
  url = ""
  status = 0
  responseText = ""
  responseType = ""
  sent: Blob | null = null
  aborted = false
  private replyHeaders: Record<string, string> = {}
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor(private readonly reply: (xhr: FakeXhr) => Reply) {}
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return this.replyHeaders[name] ?? null
  }
  send(body: Blob) {
    this.sent = body
    queueMicrotask(() => {
      const reply = this.reply(this)
      if (reply === "hang") return
      if (reply === "network") return this.onerror?.()
      this.upload.onprogress?.({ loaded: Math.floor(body.size / 2), total: body.size, lengthComputable: true })
      this.status = reply.status
      this.responseText = JSON.stringify(reply.body ?? {})
      this.replyHeaders = reply.headers ?? {}
      this.onload?.()
    })
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
}

const fileOf = (size: number): ChunkedFile => Object.assign(new Blob([new Uint8Array(size)]), { name: "课程.mp4", lastModified: 1_700_000_000_000 })

const memoryStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries))
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map }
}

/** A server of one upload: chunks move the offset; `script` may answer a request otherwise. */
const setUp = (size: number, options: { saved?: ChunkedSession; script?: (xhr: FakeXhr, n: number, server: { offset: number }) => Reply | null; retries?: number } = {}) => {
  const file = fileOf(size)
  const storage = memoryStorage(options.saved ? { [resumeKey("shortVideo", file)]: options.saved.id } : {})
  const calls: string[] = []
  const server = { offset: options.saved?.offset ?? 0 }
  const requests: FakeXhr[] = []
  const api: ChunkedUploadApi = {
    begin: async (input) => {
      calls.push(`begin ${input.kind} ${input.size}`)
      return { id: "s1", offset: 0, chunkSize: 40 }
    },
    offset: async (id) => {
      calls.push(`offset ${id}`)
      return id === options.saved?.id || id === "s1" ? { id, offset: server.offset, chunkSize: 40 } : null
    },
    finish: async (id) => {
      calls.push(`finish ${id}`)
      return { path: "/files/shortVideo/202611/0123456789abcdef0123456789abcdef.mp4" }
    },
    cancel: async (id) => void calls.push(`cancel ${id}`),
  }
  const progress: number[] = []
  const retries: number[] = []
  const waits: number[] = []
  const upload = chunkedUpload(
    {
      kind: "shortVideo",
      file,
      api,
      storage,
      retries: options.retries,
      onProgress: (loaded, total) => {
        expect(total).toBe(size)
        progress.push(loaded)
      },
      onRetry: (attempt) => void retries.push(attempt),
      wait: async (ms) => void waits.push(ms),
      xhr: () => {
        const xhr = new FakeXhr((x) => {
          const scripted = options.script?.(x, requests.indexOf(x), server)
          if (scripted) return scripted
          const start = Number(x.url.split("/").at(-1))
          if (start !== server.offset) return { status: 409, body: { code: "upload_offset" }, headers: { "upload-offset": String(server.offset) } }
          server.offset = start + (x.sent?.size ?? 0)
          return { status: 200, body: { data: { offset: server.offset } } }
        })
        requests.push(xhr)
        return xhr as unknown as XMLHttpRequest
      },
    },
    "上传失败",
  )
  return { upload, calls, requests, progress, retries, waits, storage, file }
}

describe("chunked upload", () => {
  it("sends the slices in order, reports progress over the whole file and finishes", async () => {
    const t = setUp(100)
    await expect(t.upload.done).resolves.toEqual({ path: "/files/shortVideo/202611/0123456789abcdef0123456789abcdef.mp4" })
    expect(t.requests.map((r) => `${r.method} ${r.url} ${r.sent?.size}`)).toEqual([
      "PUT /upload/sessions/s1/0 40",
      "PUT /upload/sessions/s1/40 40",
      "PUT /upload/sessions/s1/80 20",
    ])
    expect(t.calls).toEqual(["begin shortVideo 100", "finish s1"])
    expect(t.progress).toEqual([0, 20, 40, 60, 80, 90, 100])
    expect(t.storage.map.size).toBe(0)
  })

  it("retries a failed chunk with growing pauses, continuing from the server's offset", async () => {
    const t = setUp(100, { script: (_x, n) => (n === 1 || n === 2 ? "network" : null) })
    await expect(t.upload.done).resolves.toMatchObject({ path: expect.stringMatching(/\.mp4$/) })
    expect(t.retries).toEqual([1, 2])
    expect(t.waits).toEqual([retryDelayMs(1), retryDelayMs(2)])
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2))
    expect(t.requests.map((r) => r.url.split("/").at(-1))).toEqual(["0", "40", "40", "40", "80"])
    expect(t.calls).toEqual(["begin shortVideo 100", "offset s1", "offset s1", "finish s1"])
  })

  it("continues an upload remembered for the same file from the server's offset", async () => {
    const t = setUp(100, { saved: { id: "s9", offset: 80, chunkSize: 40 } })
    await t.upload.done
    expect(t.calls).toEqual(["offset s9", "finish s9"])
    expect(t.requests.map((r) => r.url)).toEqual(["/upload/sessions/s9/80"])
    expect(t.progress[0]).toBe(80)
  })

  it("follows the offset of a 409 answer", async () => {
    // Another tab of the same member sent the second chunk meanwhile.
    const t = setUp(100, {
      script: (_x, n, server) => {
        if (n === 1) server.offset = 80
        return null
      },
    })
    await t.upload.done
    expect(t.requests.map((r) => r.url.split("/").at(-1))).toEqual(["0", "40", "80"])
    expect(t.progress.at(-1)).toBe(100)
  })

  it("fails after the retries, keeping the upload to continue later; a refusal fails at once and forgets it", async () => {
    const broken = setUp(100, { retries: 2, script: (_x, n) => (n >= 1 ? "network" : null) })
    await expect(broken.upload.done).rejects.toMatchObject({ message: "上传失败", status: null })
    expect(broken.retries).toEqual([1, 2])
    expect(broken.storage.map.size).toBe(1)
    const refused = setUp(100, { script: () => ({ status: 400, body: { message: "只能上传 MP4 格式的视频" } }) })
    await expect(refused.upload.done).rejects.toMatchObject({ message: "只能上传 MP4 格式的视频", status: 400 })
    expect(refused.requests).toHaveLength(1)
    expect(refused.storage.map.size).toBe(0)
  })

  it("stops when aborted", async () => {
    const t = setUp(100, { script: () => "hang" })
    await new Promise((resolve) => setTimeout(resolve, 0))
    t.upload.abort()
    await expect(t.upload.done).rejects.toMatchObject({ message: "上传失败" })
    expect(t.requests[0]?.aborted).toBe(true)
    expect(t.calls).not.toContain("finish s1")
  })

  it("ends an upload on the server that was cancelled while it began", async () => {
    const t = setUp(100)
    t.upload.abort()
    await expect(t.upload.done).rejects.toMatchObject({ message: "上传失败" })
    expect(t.calls).toEqual(["begin shortVideo 100", "cancel s1"])
    expect(t.requests).toHaveLength(0)
    expect(t.storage.map.size).toBe(0)
  })

  it("cancels the remembered upload of a file on the server", async () => {
    const file = fileOf(10)
    const storage = memoryStorage({ [resumeKey("courseVideo", file)]: "s5" })
    const cancelled: string[] = []
    await cancelChunkedUpload("courseVideo", file, { cancel: async (id) => void cancelled.push(id) }, storage)
    expect(cancelled).toEqual(["s5"])
    expect(storage.map.size).toBe(0)
    await cancelChunkedUpload("courseVideo", file, { cancel: async (id) => void cancelled.push(id) }, storage)
    expect(cancelled).toEqual(["s5"])
  })
})
