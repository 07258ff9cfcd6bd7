import { assign, fromCallback, setup, type EventObject } from "xstate"
import { requiredActor } from "./required-actor.ts"

/** What the sending actor reports back while a file travels. */
export type UploadReport =
  | { type: "upload.progress"; loaded: number; total: number }
  | { type: "upload.done"; path: string }
  | { type: "upload.failed"; message: string }
  /** A chunk of a large file failed and is tried again after a pause. */
  | { type: "upload.retrying"; attempt: number }

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
 * uploaded file asks 确定删除该文件吗？ first and then says 删除成功. Large videos travel in chunks:
 * a failed chunk is tried again (retrying, the bar keeps its place), a failed upload keeps its
 * progress and continues from where the server stopped, and an upload under way or failed can be
 * cancelled (the server's partial file is discarded).
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
      /** Which retry of a failed chunk is under way (0 when none). */
      attempt: number
    },
    events: {} as UploadEvent,
    input: {} as UploadInput,
    output: {} as { id: string },
  },
  actors: {
    send: fromCallback<EventObject, { source: unknown; kind: string; name: string }>(() => {
      throw new Error("uploadMachine needs a send actor")
    }),
    remove: requiredActor<void, { path: string }>("uploadMachine needs a remove actor"),
    discard: requiredActor<void, { source: unknown; kind: string }>("uploadMachine needs a discard actor"),
  },
  actions: {
    // Never 100 before the server has answered: the last percent is the server storing it.
    assignProgress: assign({
      progress: ({ event }) => (event.type === "upload.progress" && event.total > 0 ? Math.min(99, Math.floor((event.loaded / event.total) * 100)) : 0),
    }),
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
    attempt: 0,
  }),
  initial: "start",
  states: {
    start: { always: [{ guard: "isUploaded", target: "success" }, { target: "ready" }] },
    ready: { on: { "upload.start": "progress", "upload.remove": "removed" } },
    progress: {
      tags: ["busy"],
      entry: assign({ error: null, attempt: 0 }),
      invoke: {
        src: "send",
        input: ({ context }) => ({ source: context.source, kind: context.kind, name: context.name }),
      },
      initial: "sending",
      states: {
        sending: { on: { "upload.retrying": { target: "retrying", actions: assign({ attempt: ({ event }) => event.attempt }) } } },
        /** A chunk failed; it is sent again after a pause. */
        retrying: {
          on: {
            "upload.retrying": { actions: assign({ attempt: ({ event }) => event.attempt }) },
            "upload.progress": { target: "sending", actions: [assign({ attempt: 0 }), "assignProgress"] },
          },
        },
      },
      on: {
        "upload.progress": { actions: "assignProgress" },
        "upload.done": { target: "success", actions: assign({ path: ({ event }) => event.path, progress: 100 }) },
        "upload.failed": { target: "exception", actions: [assign({ error: ({ event }) => event.message }), "notifyFailed"] },
        "upload.remove": "cancelling",
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
    exception: { on: { "upload.retry": "progress", "upload.remove": "cancelling" } },
    /** The upload stops and what the server holds of it is discarded. */
    cancelling: {
      tags: ["busy"],
      invoke: {
        src: "discard",
        input: ({ context }) => ({ source: context.source, kind: context.kind }),
        onDone: "removed",
        // An unfinished upload the server could not be told about expires there within a day.
        onError: "removed",
      },
    },
    removed: { type: "final" },
  },
  output: ({ context }) => ({ id: context.id }),
})
