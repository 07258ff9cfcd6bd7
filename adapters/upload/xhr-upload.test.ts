import { describe, expect, it } from "vitest"
import { fileHead, UploadFailure, xhrUpload } from "./xhr-upload.ts"

/** A stand-in XMLHttpRequest recording what is sent and answering on demand. */
class FakeXhr {
  headers: Record<string, string> = {}
  method = ""
  url = ""
  status = 0
  responseText = ""
  responseType = ""
  sent: unknown = null
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.sent = body
  }
  abort() {
    this.onabort?.()
  }
  answer(status: number, text: string) {
    this.status = status
    this.responseText = text
    this.onload?.()
  }
}

const start = () => {
  const fake = new FakeXhr()
  const progress: Array<[number, number]> = []
  const file = new Blob(["hello"])
  const upload = xhrUpload(
    {
      url: "/upload/avatar",
      file,
      name: "头像.png",
      onProgress: (l, t) => progress.push([l, t]),
      xhr: () => fake as unknown as XMLHttpRequest,
    },
    "图片上传失败，请刷新后重试",
  )
  return { fake, progress, upload, file }
}

describe("XHR upload", () => {
  it("sends the file with its name (the session goes as the cookie), reports progress and answers data.path", async () => {
    const { fake, progress, upload, file } = start()
    expect(fake).toMatchObject({ method: "POST", url: "/upload/avatar", sent: file })
    expect(fake.headers).toMatchObject({ "x-file-name": encodeURIComponent("头像.png") })
    expect(fake.headers.Authorization).toBeUndefined()
    fake.upload.onprogress?.({ loaded: 2, total: 5, lengthComputable: true })
    fake.upload.onprogress?.({ loaded: 5, total: 0, lengthComputable: false })
    expect(progress).toEqual([
      [2, 5],
      [5, 5],
    ])
    fake.answer(200, JSON.stringify({ data: { path: "/files/avatar/202411/a.png" } }))
    await expect(upload.done).resolves.toEqual({ path: "/files/avatar/202411/a.png" })
  })

  it("rejects with the server's message, or the widget's own when there is none", async () => {
    const refused = start()
    refused.fake.answer(
      400,
      JSON.stringify({ status: 400, message: "只能上传 JPG、GIF、PNG、BMP、WEBP、MP4、MOV、RMVB、AVI、FLV、WMV 格式的文件" }),
    )
    await expect(refused.upload.done).rejects.toMatchObject({
      message: "只能上传 JPG、GIF、PNG、BMP、WEBP、MP4、MOV、RMVB、AVI、FLV、WMV 格式的文件",
      status: 400,
    })
    const broken = start()
    broken.fake.onerror?.()
    await expect(broken.upload.done).rejects.toBeInstanceOf(UploadFailure)
    const aborted = start()
    aborted.upload.abort()
    await expect(aborted.upload.done).rejects.toMatchObject({ message: "图片上传失败，请刷新后重试" })
  })

  it("reads the first bytes of a file", async () => {
    expect(await fileHead(new Blob([new Uint8Array([1, 2, 3, 4])]), 2)).toEqual(new Uint8Array([1, 2]))
  })
})
