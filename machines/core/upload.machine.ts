import { assign, fromCallback, fromPromise, setup, type EventObject } from "xstate"

/** What the sending actor reports back while a file travels. */
export type UploadReport =
  | { type: "upload.progress"; loaded: number; total: number }
  | { type: "upload.done"; path: string }
  | { type: "upload.failed"; message: string }

export interface UploadInput {
  readonly id: string
  readonly name: string
  readonly media: "image" | "video"
  /** The upload kind of the file host (avatar, pictures, video...). */
  readonly kind: string
  /** The file itself, handed untouched to the sending actor. */
  readonly source: unknown
  /** A file already uploaded (a saved form): starts in success. */
  readonly path?: string | null
}

export type UploadEvent =
  | UploadReport
  | { type: "upload.start" }
  | { type: "upload.retry" }
  | { type: "upload.remove" }
  | { type: "upload.confirm" }
  | { type: "upload.cancel" }

/**
 * One file of an upload widget (spec 2 §4, §8): ready, progress (the bar follows the bytes
 * sent), then success or exception (图片上传失败，请刷新后重试; retry possible). Removing an
 * uploaded file asks 确定删除该文件吗？ first and then says 删除成功.
 */
export const uploadMachine = setup({
  types: {
    context: {} as {
      id: string
      name: string
      media: "image" | "video"
      kind: string
      source: unknown
      progress: number
      path: string | null
      error: string | null
    },
    events: {} as UploadEvent,
    input: {} as UploadInput,
    output: {} as { id: string },
  },
  actors: {
    send: fromCallback<EventObject, { source: unknown; kind: string; name: string }>(() => {
      throw new Error("uploadMachine needs a send actor")
    }),
    remove: fromPromise<void, { path: string }>(async () => {
      throw new Error("uploadMachine needs a remove actor")
    }),
  },
  actions: {
    notifyDeleted: () => {},
    notifyFailed: () => {},
  },
  guards: {
    isUploaded: ({ context }) => context.path !== null,
  },
}).createMachine({
  id: "upload",
  context: ({ input }) => ({
    id: input.id,
    name: input.name,
    media: input.media,
    kind: input.kind,
    source: input.source,
    progress: input.path ? 100 : 0,
    path: input.path ?? null,
    error: null,
  }),
  initial: "start",
  states: {
    start: { always: [{ guard: "isUploaded", target: "success" }, { target: "ready" }] },
    ready: { on: { "upload.start": "progress", "upload.remove": "removed" } },
    progress: {
      tags: ["busy"],
      entry: assign({ progress: 0, error: null }),
      invoke: {
        src: "send",
        input: ({ context }) => ({ source: context.source, kind: context.kind, name: context.name }),
      },
      on: {
        "upload.progress": {
          actions: assign({
            // Never 100 before the server has answered: the last percent is the server storing it.
            progress: ({ event }) => (event.total > 0 ? Math.min(99, Math.floor((event.loaded / event.total) * 100)) : 0),
          }),
        },
        "upload.done": { target: "success", actions: assign({ path: ({ event }) => event.path, progress: 100 }) },
        "upload.failed": { target: "exception", actions: [assign({ error: ({ event }) => event.message }), "notifyFailed"] },
      },
    },
    success: { on: { "upload.remove": "confirming" } },
    /** 确定删除该文件吗？ */
    confirming: { on: { "upload.confirm": "removing", "upload.cancel": "success" } },
    removing: {
      tags: ["busy"],
      invoke: {
        src: "remove",
        input: ({ context }) => ({ path: context.path ?? "" }),
        onDone: { target: "removed", actions: "notifyDeleted" },
        onError: { target: "success", actions: assign({ error: "删除失败，请重试" }) },
      },
    },
    exception: { on: { "upload.retry": "progress", "upload.remove": "removed" } },
    removed: { type: "final" },
  },
  output: ({ context }) => ({ id: context.id }),
})
