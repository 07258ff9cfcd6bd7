import { describe, expect, it, vi } from "vitest"
import { createActor, fromCallback, fromPromise, type EventObject } from "xstate"
import { uploadMachine, type UploadReport } from "./upload.machine.ts"

/** A sending actor the test drives: `report` sends what the transport would. */
const controllableSend = () => {
  let report: ((event: UploadReport) => void) | null = null
  const started: unknown[] = []
  const logic = fromCallback<EventObject, { source: unknown; kind: string; name: string }>(({ sendBack, input }) => {
    started.push(input.source)
    report = sendBack as (event: UploadReport) => void
    return () => {}
  })
  return { logic, started, report: (event: UploadReport) => report?.(event) }
}

describe("upload machine", () => {
  it("ready, progress with the bar following the bytes, success, then delete after confirming", async () => {
    const send = controllableSend()
    const deleted: string[] = []
    const notices: string[] = []
    const actor = createActor(
      uploadMachine.provide({
        actors: { send: send.logic, remove: fromPromise(async ({ input }) => void deleted.push(input.path)) },
        actions: { notifyDeleted: () => void notices.push("删除成功") },
      }),
      { input: { id: "f1", name: "a.png", media: "image", kind: "pictures", source: "blob-1" } },
    ).start()
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "upload.start" })
    expect(actor.getSnapshot().value).toEqual({ progress: "sending" })
    expect(send.started).toEqual(["blob-1"])
    send.report({ type: "upload.progress", loaded: 50, total: 200 })
    expect(actor.getSnapshot().context.progress).toBe(25)
    send.report({ type: "upload.progress", loaded: 200, total: 200 })
    expect(actor.getSnapshot().context.progress).toBe(99)
    send.report({ type: "upload.done", path: "/files/pictures/202411/abc.png" })
    expect(actor.getSnapshot().value).toBe("success")
    expect(actor.getSnapshot().context).toMatchObject({ progress: 100, path: "/files/pictures/202411/abc.png" })
    actor.send({ type: "upload.remove" })
    expect(actor.getSnapshot().value).toBe("confirming")
    actor.send({ type: "upload.cancel" })
    expect(actor.getSnapshot().value).toBe("success")
    actor.send({ type: "upload.remove" })
    actor.send({ type: "upload.confirm" })
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe("done"))
    expect(deleted).toEqual(["/files/pictures/202411/abc.png"])
    expect(notices).toEqual(["删除成功"])
    expect(actor.getSnapshot().output).toEqual({ id: "f1" })
  })

  it("goes to exception on failure, retries, and keeps the file when deleting fails", async () => {
    const send = controllableSend()
    const failures: string[] = []
    const actor = createActor(
      uploadMachine.provide({
        actors: { send: send.logic, remove: fromPromise(() => Promise.reject(new Error("offline"))) },
        actions: { notifyFailed: ({ context }) => void failures.push(context.error ?? "") },
      }),
      { input: { id: "f2", name: "b.mp4", media: "video", kind: "video", source: "blob-2" } },
    ).start()
    actor.send({ type: "upload.start" })
    send.report({ type: "upload.failed", message: "图片上传失败，请刷新后重试" })
    expect(actor.getSnapshot().value).toBe("exception")
    expect(failures).toEqual(["图片上传失败，请刷新后重试"])
    actor.send({ type: "upload.retry" })
    expect(actor.getSnapshot()).toMatchObject({ value: { progress: "sending" }, context: { progress: 0, error: null } })
    send.report({ type: "upload.done", path: "/files/video/202411/b.mp4" })
    actor.send({ type: "upload.remove" })
    actor.send({ type: "upload.confirm" })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("success"))
    expect(actor.getSnapshot().context.error).toBe("删除失败，请重试")
  })

  it("retries a chunk in place, keeps the progress of a failed upload to continue it, and cancels with the server's part", async () => {
    const send = controllableSend()
    const discarded: unknown[] = []
    const actor = createActor(
      uploadMachine.provide({
        actors: { send: send.logic, discard: fromPromise(async ({ input }) => void discarded.push(input)) },
      }),
      { input: { id: "v1", name: "课程.mp4", media: "video", kind: "courseVideo", source: "file-1" } },
    ).start()
    actor.send({ type: "upload.start" })
    send.report({ type: "upload.progress", loaded: 40, total: 100 })
    send.report({ type: "upload.retrying", attempt: 1 })
    expect(actor.getSnapshot()).toMatchObject({ value: { progress: "retrying" }, context: { progress: 40, attempt: 1 } })
    send.report({ type: "upload.retrying", attempt: 2 })
    expect(actor.getSnapshot().context.attempt).toBe(2)
    send.report({ type: "upload.progress", loaded: 60, total: 100 })
    expect(actor.getSnapshot()).toMatchObject({ value: { progress: "sending" }, context: { progress: 60, attempt: 0 } })
    send.report({ type: "upload.failed", message: "图片上传失败，请刷新后重试" })
    expect(actor.getSnapshot()).toMatchObject({ value: "exception", context: { progress: 60 } })
    actor.send({ type: "upload.retry" })
    expect(actor.getSnapshot()).toMatchObject({ value: { progress: "sending" }, context: { progress: 60, error: null } })
    expect(send.started).toEqual(["file-1", "file-1"])
    actor.send({ type: "upload.remove" })
    expect(actor.getSnapshot().value).toBe("cancelling")
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe("done"))
    expect(discarded).toEqual([{ source: "file-1", kind: "courseVideo" }])
  })

  it("leaves even when the server cannot be told of a cancelled upload", async () => {
    const send = controllableSend()
    const actor = createActor(
      uploadMachine.provide({ actors: { send: send.logic, discard: fromPromise(() => Promise.reject(new Error("offline"))) } }),
      { input: { id: "v2", name: "b.mp4", media: "video", kind: "shortVideo", source: "file-2" } },
    ).start()
    actor.send({ type: "upload.start" })
    send.report({ type: "upload.failed", message: "图片上传失败，请刷新后重试" })
    actor.send({ type: "upload.remove" })
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe("done"))
  })

  it("starts a saved file in success; a failed or unsent file leaves without asking", () => {
    const saved = createActor(uploadMachine, {
      input: { id: "s", name: "x.png", media: "image", kind: "avatar", source: null, path: "/files/avatar/202411/x.png" },
    }).start()
    expect(saved.getSnapshot().value).toBe("success")
    const unsent = createActor(uploadMachine, { input: { id: "u", name: "y.png", media: "image", kind: "avatar", source: null } }).start()
    unsent.send({ type: "upload.remove" })
    expect(unsent.getSnapshot().status).toBe("done")
  })
})
