import { enqueueActions, setup, type ActorRefFrom } from "xstate"
import { DEFAULT_IMAGE_LIMIT, DEFAULT_VIDEO_LIMIT, UPLOAD_COUNT_MESSAGE_MS } from "../../domain/core/constants.ts"
import { checkUploadCandidate, type UploadCandidate, type UploadKind } from "../../domain/member/upload-kinds.ts"
import { uploadMachine } from "./upload.machine.ts"

export interface ChosenFile extends UploadCandidate {
  readonly id: string
  /** The file itself, handed to the sending actor. */
  readonly source: unknown
}

export interface UploadItem {
  readonly id: string
  readonly media: "image" | "video"
  readonly ref: ActorRefFrom<typeof uploadMachine>
}

export interface UploadListInput {
  readonly kind: UploadKind
  readonly imageLimit?: number
  readonly videoLimit?: number
  /** Files already uploaded (editing a saved form). */
  readonly existing?: ReadonlyArray<{ readonly path: string; readonly media: "image" | "video"; readonly name?: string }>
}

/** Whether an item is still in the widget (its upload has not ended in `removed`). */
export const isKept = (item: UploadItem): boolean => item.ref.getSnapshot().status !== "done"

/**
 * An upload widget (spec 2 §5, §8): each chosen file is checked (format from its first bytes,
 * size by media, the widget's count) and, when it passes, becomes an upload of its own
 * (upload.machine.ts) that starts at once. A refused file gives its message: wrong type or
 * size for 5 seconds, the count message for 1 second. A removed file's upload ends; it no
 * longer counts and views skip it (isKept).
 */
export const uploadListMachine = setup({
  types: {
    context: {} as { kind: UploadKind; imageLimit: number; videoLimit: number; items: ReadonlyArray<UploadItem> },
    events: {} as { type: "files.add"; files: ReadonlyArray<ChosenFile> },
    input: {} as UploadListInput,
  },
  actors: { file: uploadMachine },
  actions: {
    /** Shows a refusal; `duration` in ms. */
    notify: (_, _params: { message: string; duration?: number }) => {},
  },
}).createMachine({
  id: "uploadList",
  context: ({ input, spawn }) => ({
    kind: input.kind,
    imageLimit: input.imageLimit ?? DEFAULT_IMAGE_LIMIT,
    videoLimit: input.videoLimit ?? DEFAULT_VIDEO_LIMIT,
    items: (input.existing ?? []).map((f, i) => {
      const id = `saved-${i}`
      return {
        id,
        media: f.media,
        ref: spawn("file", {
          id,
          input: { id, name: f.name ?? f.path.split("/").pop() ?? "", media: f.media, kind: input.kind, source: null, path: f.path },
        }),
      }
    }),
  }),
  initial: "active",
  states: {
    active: {
      on: {
        "files.add": {
          actions: enqueueActions(({ context, event, enqueue }) => {
            // Files accepted by this event count against the limits of the next ones; removed ones do not count.
            const kept = context.items.filter(isKept)
            const counts = {
              images: kept.filter((i) => i.media === "image").length,
              videos: kept.filter((i) => i.media === "video").length,
              imageLimit: context.imageLimit,
              videoLimit: context.videoLimit,
            }
            for (const file of event.files) {
              const check = checkUploadCandidate(context.kind, file, counts)
              if (!check.ok) {
                enqueue({
                  type: "notify",
                  params: { message: check.message, ...(check.count ? { duration: UPLOAD_COUNT_MESSAGE_MS } : {}) },
                })
                continue
              }
              const media = check.media
              if (media === "image") counts.images += 1
              else counts.videos += 1
              enqueue.assign({
                items: ({ context: current, spawn }) => [
                  ...current.items,
                  {
                    id: file.id,
                    media,
                    ref: spawn("file", {
                      id: file.id,
                      input: { id: file.id, name: file.name, media, kind: current.kind, source: file.source },
                    }),
                  },
                ],
              })
              enqueue.sendTo(file.id, { type: "upload.start" })
            }
          }),
        },
      },
    },
  },
})
