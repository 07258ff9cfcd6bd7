import { describe, expect, it, vi } from "vitest"
import { createActor, fromCallback, fromPromise, type EventObject } from "xstate"
import { uploadMachine } from "./upload.machine.ts"
import { isKept, uploadListMachine } from "./upload-list.machine.ts"

const controllableSend = () => {
  const started: unknown[] = []
  const logic = fromCallback<EventObject, { source: unknown; kind: string; name: string }>(({ input }) => {
    started.push(input.source)
    return () => {}
  })
  return { logic, started }
}

describe("upload list machine", () => {
  const file = (id: string, name: string, size = 1000, sniffed: "png" | "mp4" | null | undefined = undefined) => ({
    id,
    name,
    type: "",
    size,
    source: id,
    ...(sniffed === undefined ? {} : { sniffed }),
  })

  it("checks each file, starts the good ones and reports refusals with their durations", () => {
    const send = controllableSend()
    const notices: Array<{ message: string; duration?: number }> = []
    const actor = createActor(
      uploadListMachine.provide({
        actors: { file: uploadMachine.provide({ actors: { send: send.logic, remove: fromPromise(async () => {}) } }) },
        actions: { notify: (_, params) => void notices.push(params) },
      }),
      { input: { kind: "pictures", imageLimit: 2 } },
    ).start()
    actor.send({
      type: "files.add",
      files: [
        file("1", "a.png", 1000, "png"),
        file("2", "evil.png", 1000, null),
        file("3", "huge.png", 3 * 1024 * 1024, "png"),
        file("4", "b.jpg"),
        file("5", "c.png", 1000, "png"),
      ],
    })
    const items = actor.getSnapshot().context.items
    expect(items.map((i) => i.id)).toEqual(["1", "4"])
    expect(items.every((i) => i.ref.getSnapshot().matches("progress"))).toBe(true)
    expect(send.started).toEqual(["1", "4"])
    expect(notices).toEqual([
      { message: "只能上传 JPG、GIF、PNG、BMP、WEBP、MP4、MOV、RMVB、AVI、FLV、WMV 格式的文件" },
      { message: "上传图片大小不能超过 2MB" },
      { message: "最多只能上传 2 张图片", duration: 1000 },
    ])
  })

  it("a removed file no longer counts against the limit", async () => {
    const send = controllableSend()
    const actor = createActor(
      uploadListMachine.provide({
        actors: { file: uploadMachine.provide({ actors: { send: send.logic, remove: fromPromise(async () => {}) } }) },
      }),
      {
        input: { kind: "avatar", existing: [{ path: "/files/avatar/202411/x.png", media: "image" }] },
      },
    ).start()
    const [item] = actor.getSnapshot().context.items
    expect(item?.ref.getSnapshot().value).toBe("success")
    item?.ref.send({ type: "upload.remove" })
    item?.ref.send({ type: "upload.confirm" })
    await vi.waitFor(() => expect(actor.getSnapshot().context.items.filter(isKept)).toHaveLength(0))
    actor.send({ type: "files.add", files: [file("n", "new.png", 1000, "png")] })
    expect(
      actor
        .getSnapshot()
        .context.items.filter(isKept)
        .map((i) => i.id),
    ).toEqual(["n"])
  })
})
