import { randomBytes } from "node:crypto"
import { existsSync, readdirSync } from "node:fs"
import http from "node:http"
import path from "node:path"
import { eq } from "drizzle-orm"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { UPLOAD_MESSAGES } from "../../domain/core/validation/upload-rules.ts"
import { UPLOAD_KIND_MESSAGES } from "../../domain/member/upload-kinds.ts"
import { CHUNK_MAX_BYTES, UPLOAD_SESSION_TTL_MS } from "../../domain/member/upload-sessions.ts"
import { Scheduler } from "../../server/core/scheduler.ts"
import { scheduledJobs } from "../../server/core/server.ts"
import { UPLOAD_FILES_PER_DAY, UPLOAD_QUOTA_MESSAGE } from "../../server/core/upload-quota.ts"
import { uploadSessions } from "../../server/member/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { recordUploads } from "../setup/uploads.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

const MP4_HEAD = new Uint8Array([
  0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32, 0x61, 0x76,
  0x63, 0x31, 0x6d, 0x70, 0x34, 0x31,
])
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4])

/** A video of `size` random bytes behind an MP4 header. */
const videoOf = (size: number): Uint8Array => {
  const bytes = new Uint8Array(randomBytes(size))
  bytes.set(MP4_HEAD.subarray(0, Math.min(size, MP4_HEAD.length)))
  return bytes
}

/** Every file under a folder (none when it does not exist). */
const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])) : []

describe.each(databaseKinds())("chunked video uploads on %s", (kind) => {
  const suite = useTestServer(kind)
  let token: string
  const partials = () => filesUnder(path.join(suite.server.deps.files.root, ".sessions"))

  beforeAll(async () => {
    token = (await signedInUser(suite.server)).token
  })

  const begin = (size: number, as = token, uploadKind: "shortVideo" | "courseVideo" = "shortVideo") =>
    suite.server.call("uploadSessionBegin", { body: { kind: uploadKind, name: "护肤小课堂.mp4", size } }, { token: as })
  const put = (id: string, offset: number, bytes: Uint8Array, as: string | null = token) =>
    fetch(`${suite.server.url}/upload/sessions/${id}/${offset}`, {
      method: "PUT",
      headers: as === null ? {} : { authorization: `Bearer ${as}` },
      body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
    })
  const started = async (size: number, as = token): Promise<string> => {
    const answer = await begin(size, as)
    if (!answer.ok) throw new Error(`begin answered ${answer.status}`)
    return answer.body.data.id
  }
  /** Sends `bytes` from `from` in chunks of the largest size. */
  const sendFrom = async (id: string, bytes: Uint8Array, from: number) => {
    for (let at = from; at < bytes.length; at += CHUNK_MAX_BYTES) {
      const answer = await put(id, at, bytes.subarray(at, Math.min(bytes.length, at + CHUNK_MAX_BYTES)))
      expect(answer.status).toBe(200)
    }
  }
  /** Finishes the upload, checks that /files serves exactly `bytes` and answers the stored file. */
  const finishAndCompare = async (id: string, bytes: Uint8Array) => {
    const finished = await suite.server.call("uploadSessionFinish", { params: { id } }, { token })
    if (!finished.ok) throw new Error(`finish answered ${finished.status}`)
    const served = await fetch(`${suite.server.url}${finished.body.data.path}`)
    expect(served.status).toBe(200)
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), Buffer.from(bytes))).toBe(0)
    return finished.body.data
  }

  it("stores a file sent in chunks byte for byte and serves it from /files", async () => {
    const video = videoOf(2 * CHUNK_MAX_BYTES + 12_345)
    const id = await started(video.length)
    await sendFrom(id, video, 0)
    const state = await suite.server.call("uploadSessionGet", { params: { id } }, { token })
    expect(state.ok && state.body.data.offset).toBe(video.length)
    const file = await finishAndCompare(id, video)
    expect(file).toMatchObject({ type: "video", mime: "video/mp4", name: "护肤小课堂.mp4", size: video.length })
    expect(file.path).toMatch(/^\/files\/shortVideo\/\d{6}\/[a-f0-9]{32}\.mp4$/)
    expect(partials()).toEqual([])
    expect((await suite.server.call("uploadSessionGet", { params: { id } }, { token })).status).toBe(404)
  })

  it("refuses a chunk at the wrong offset with 409 and the server's offset, then continues", async () => {
    const video = videoOf(CHUNK_MAX_BYTES + 100)
    const id = await started(video.length)
    const ahead = await put(id, 1000, video.subarray(1000, 2000))
    expect(ahead.status).toBe(409)
    expect(ahead.headers.get("upload-offset")).toBe("0")
    expect(await ahead.json()).toMatchObject({ status: 409, code: "upload_offset" })
    expect((await put(id, 0, video.subarray(0, CHUNK_MAX_BYTES))).status).toBe(200)
    const again = await put(id, 0, video.subarray(0, CHUNK_MAX_BYTES))
    expect(again.status).toBe(409)
    expect(again.headers.get("upload-offset")).toBe(String(CHUNK_MAX_BYTES))
    const early = await suite.server.call("uploadSessionFinish", { params: { id } }, { token })
    expect(early).toMatchObject({ status: 409, body: { code: "upload_incomplete" } })
    await sendFrom(id, video, CHUNK_MAX_BYTES)
    expect((await suite.server.call("uploadSessionFinish", { params: { id } }, { token })).ok).toBe(true)
  })

  it("resumes after a chunk dropped half way: the server keeps only whole chunks", async () => {
    const video = videoOf(2 * CHUNK_MAX_BYTES)
    const id = await started(video.length)
    await sendFrom(id, video.subarray(0, CHUNK_MAX_BYTES), 0)
    // The second chunk announces 5 MB, sends half and the connection drops.
    await new Promise<void>((resolve) => {
      const request = http.request(`${suite.server.url}/upload/sessions/${id}/${CHUNK_MAX_BYTES}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-length": String(CHUNK_MAX_BYTES) },
      })
      request.on("error", () => resolve())
      request.write(Buffer.from(video.subarray(CHUNK_MAX_BYTES, CHUNK_MAX_BYTES + CHUNK_MAX_BYTES / 2)), () => {
        setTimeout(() => {
          request.destroy()
          resolve()
        }, 200)
      })
    })
    await vi.waitFor(async () => {
      const state = await suite.server.call("uploadSessionGet", { params: { id } }, { token })
      expect(state.ok && state.body.data.offset).toBe(CHUNK_MAX_BYTES)
      expect((await put(id, CHUNK_MAX_BYTES, video.subarray(CHUNK_MAX_BYTES))).status).toBe(200)
    }, { timeout: 10_000, interval: 200 })
    await finishAndCompare(id, video)
  })

  it("refuses a PNG sent as a short video at the first chunk and keeps nothing", async () => {
    const png = new Uint8Array(4096)
    png.set(PNG_HEAD)
    const id = await started(png.length)
    const answer = await put(id, 0, png)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ status: 400, code: "bad_request", message: UPLOAD_KIND_MESSAGES.videoOnly })
    expect(partials()).toEqual([])
    expect((await suite.server.call("uploadSessionGet", { params: { id } }, { token })).status).toBe(404)
    expect(await suite.server.deps.db.select().from(uploadSessions).where(eq(uploadSessions.id, id))).toEqual([])
  })

  it("refuses a size over the kind's limit when beginning, before anything is written", async () => {
    const member = await signedInUser(suite.server)
    const answer = await begin(500 * 1024 * 1024 + 1, member.token, "courseVideo")
    expect(answer).toMatchObject({ status: 413, body: { message: UPLOAD_MESSAGES.videoSize } })
    expect(await suite.server.deps.db.select().from(uploadSessions).where(eq(uploadSessions.userId, member.user.id))).toEqual([])
    expect((await begin(500 * 1024 * 1024, member.token, "courseVideo")).ok).toBe(true)
  })

  it("answers 404 for another member's upload and 401 to a visitor", async () => {
    const id = await started(1000)
    const other = (await signedInUser(suite.server)).token
    expect((await suite.server.call("uploadSessionGet", { params: { id } }, { token: other })).status).toBe(404)
    expect((await put(id, 0, videoOf(1000), other)).status).toBe(404)
    expect((await suite.server.call("uploadSessionFinish", { params: { id } }, { token: other })).status).toBe(404)
    expect((await suite.server.call("uploadSessionCancel", { params: { id } }, { token: other })).status).toBe(404)
    expect((await begin(1000, "")).status).toBe(401)
    expect((await put(id, 0, videoOf(1000), null)).status).toBe(401)
    expect((await suite.server.call("uploadSessionGet", { params: { id } }, { token })).ok).toBe(true)
  })

  it("cancels an upload with its partial file", async () => {
    const id = await started(CHUNK_MAX_BYTES + 10)
    expect((await put(id, 0, videoOf(CHUNK_MAX_BYTES))).status).toBe(200)
    expect(partials()).toHaveLength(1)
    expect((await suite.server.call("uploadSessionCancel", { params: { id } }, { token })).ok).toBe(true)
    expect(partials()).toEqual([])
    expect((await put(id, CHUNK_MAX_BYTES, videoOf(10))).status).toBe(404)
  })

  it("sweeps expired uploads with their partial files by the scheduled job", async () => {
    const member = await signedInUser(suite.server)
    const id = await started(CHUNK_MAX_BYTES + 10, member.token)
    expect((await put(id, 0, videoOf(CHUNK_MAX_BYTES), member.token)).status).toBe(200)
    const scheduler = new Scheduler(suite.server.deps.db, scheduledJobs(suite.server.deps))
    const now = Date.now()
    await scheduler.runDue(now + UPLOAD_SESSION_TTL_MS - 60_000)
    expect(partials()).toHaveLength(1)
    expect(await scheduler.runDue(now + UPLOAD_SESSION_TTL_MS + 60_000)).toBeGreaterThanOrEqual(1)
    expect(partials()).toEqual([])
    expect(await suite.server.deps.db.select().from(uploadSessions).where(eq(uploadSessions.id, id))).toEqual([])
  })

  it("accepts one of two chunks sent at the same offset at once", async () => {
    const video = videoOf(CHUNK_MAX_BYTES + 10)
    const id = await started(video.length)
    const first = video.subarray(0, CHUNK_MAX_BYTES)
    const answers = await Promise.all([put(id, 0, first), put(id, 0, first), put(id, 0, first)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
    await sendFrom(id, video, CHUNK_MAX_BYTES)
    await finishAndCompare(id, video)
  })

  it("counts unfinished uploads against the day's quota", async () => {
    const member = await signedInUser(suite.server)
    await recordUploads(suite.server.deps.db, member.user.id, UPLOAD_FILES_PER_DAY - 1)
    expect((await begin(1000, member.token)).ok).toBe(true)
    expect(await begin(1000, member.token)).toMatchObject({ status: 429, body: { code: "upload_quota", message: UPLOAD_QUOTA_MESSAGE } })
  })
})
