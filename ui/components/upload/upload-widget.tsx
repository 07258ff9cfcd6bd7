import { useSelector } from "@xstate/react"
import { useActorRef } from "../../app/flow-hooks.ts"
import { useEffect, useId, useRef, useState } from "react"
import type { ActorRefFrom } from "xstate"
import { css, cx } from "styled-system/css"
import { button } from "styled-system/recipes"
import { DEFAULT_IMAGE_LIMIT, DEFAULT_VIDEO_LIMIT } from "../../../domain/core/constants.ts"
import { UPLOAD_KIND_RULES } from "../../../domain/member/upload-kinds.ts"
import { isResumableKind } from "../../../domain/member/upload-sessions.ts"
import { UPLOAD_MESSAGES } from "../../../domain/core/validation/upload-rules.ts"
import type { uploadMachine } from "../../../machines/core/upload.machine.ts"
import { isKept, type UploadListInput } from "../../../machines/core/upload-list.machine.ts"
import { sniffFile, wiredUploadListMachine } from "../../app/member-wiring.ts"
import { ConfirmDialog } from "../confirm-dialog.tsx"
import { CloseIcon } from "../icons.tsx"

export interface UploadedFile {
  readonly path: string
  readonly media: "image" | "video"
}

export interface UploadWidgetProps extends UploadListInput {
  /** Visible label of the widget (and the accessible name of the file input). */
  readonly label: string
  /** A line under the label: formats and limits. */
  readonly hint?: string
  /** Called with the files uploaded so far, whenever that list changes. */
  readonly onChange?: (files: ReadonlyArray<UploadedFile>) => void
  /** A round preview (avatars). */
  readonly round?: boolean
}

const ACCEPT: Readonly<Record<"image" | "video", string>> = {
  image: "image/jpeg,image/png,image/gif,image/bmp,image/webp",
  video: "video/mp4,video/quicktime,video/x-msvideo,video/x-flv,video/x-ms-wmv,.rmvb",
}

const tile = css({
  position: "relative",
  w: "24",
  h: "24",
  borderRadius: "md",
  overflow: "hidden",
  borderWidth: "1px",
  borderColor: "border.subtle",
  bg: "bg.subtle",
  display: "grid",
  placeItems: "center",
  "&[data-round]": { borderRadius: "full" },
})

function FileTile({
  item,
  round,
  onAskRemove,
}: {
  item: ActorRefFrom<typeof uploadMachine>
  round: boolean
  onAskRemove: (ref: ActorRefFrom<typeof uploadMachine>) => void
}) {
  const state = useSelector(item, (s) =>
    s.matches("progress") ? "progress" : s.matches("exception") ? "exception" : s.matches("ready") ? "ready" : s.matches("cancelling") ? "cancelling" : "success",
  )
  const attempt = useSelector(item, (s) => (s.matches({ progress: "retrying" }) ? s.context.attempt : 0))
  const resumable = useSelector(item, (s) => isResumableKind(s.context.kind) && s.context.progress > 0)
  const progress = useSelector(item, (s) => s.context.progress)
  const path = useSelector(item, (s) => s.context.path)
  const name = useSelector(item, (s) => s.context.name)
  const media = useSelector(item, (s) => s.context.media)
  const busy = useSelector(item, (s) => s.hasTag("busy"))
  const confirming = useSelector(item, (s) => s.matches("confirming"))
  useEffect(() => {
    if (confirming) onAskRemove(item)
  }, [confirming, item, onAskRemove])
  return (
    <li
      className={tile}
      data-round={round ? "" : undefined}
      data-status={state}
      aria-label={`${name}：${state === "success" ? "已上传" : state === "exception" ? "上传失败" : state === "cancelling" ? "正在取消" : attempt > 0 ? "正在重试" : "上传中"}`}
    >
      {state === "success" && path !== null && media === "image" && (
        <img src={path} alt={name} className={css({ w: "full", h: "full", objectFit: "cover" })} />
      )}
      {state === "success" && path !== null && media === "video" && (
        <video src={path} muted preload="metadata" className={css({ w: "full", h: "full", objectFit: "cover" })} aria-label={name} />
      )}
      {(state === "progress" || state === "ready") && (
        <div className={css({ w: "full", px: "2", display: "grid", gap: "1", justifyItems: "center" })}>
          <span className={css({ fontSize: "xs", color: "fg.muted", fontVariantNumeric: "tabular-nums" })}>{progress}%</span>
          {attempt > 0 && (
            <span role="status" className={css({ fontSize: "2xs", color: "fg.muted" })}>
              网络中断，第 {attempt} 次重试
            </span>
          )}
          <div
            role="progressbar"
            aria-label={`${name} 上传进度`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className={css({ w: "full", h: "1.5", borderRadius: "full", bg: "bg.emphasized", overflow: "hidden" })}
          >
            <div className={css({ h: "full", bg: "accent.solid", transition: "width 500ms linear" })} style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}
      {state === "exception" && (
        <div className={css({ display: "grid", gap: "1", justifyItems: "center", px: "1", textAlign: "center" })}>
          <span className={css({ fontSize: "2xs", color: "danger.text" })}>{resumable ? `上传中断（已传 ${progress}%）` : "上传失败"}</span>
          <button type="button" className={button({ variant: "link", size: "xs" })} onClick={() => item.send({ type: "upload.retry" })}>
            {resumable ? "继续上传" : "重试"}
          </button>
        </div>
      )}
      {state === "cancelling" && <span className={css({ fontSize: "2xs", color: "fg.muted" })}>正在取消…</span>}
      {state !== "cancelling" && (
        <button
          type="button"
          aria-label={state === "progress" ? `取消上传 ${name}` : `删除 ${name}`}
          disabled={busy && state !== "progress"}
          onClick={() => item.send({ type: "upload.remove" })}
          className={css({
            position: "absolute",
            top: "1",
            right: "1",
            w: "6",
            h: "6",
            borderRadius: "full",
            display: "grid",
            placeItems: "center",
            bg: "rgba(0,0,0,0.55)",
            color: "white",
            cursor: "pointer",
            _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
          })}
        >
          <CloseIcon size={12} />
        </button>
      )}
    </li>
  )
}

/**
 * The upload widget (spec 2 §4, §5, §8): choose files, each checked by content, size and count
 * (refusals as notices; the count notice for 1 second), then uploaded with a real progress bar
 * (ready, progress, success or exception with retry). Deleting asks 确定删除该文件吗？ and says
 * 删除成功.
 */
export function UploadWidget({ label, hint, onChange, round = false, ...input }: UploadWidgetProps) {
  const inputId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const list = useActorRef(wiredUploadListMachine, { input })
  const items = useSelector(list, (s) => s.context.items)
  const [asking, setAsking] = useState<ActorRefFrom<typeof uploadMachine> | null>(null)
  const [, setTick] = useState(0)

  // Follow each file's upload to report the uploaded ones and to drop removed ones.
  useEffect(() => {
    const report = () => {
      setTick((n) => n + 1)
      const done = items.filter(isKept).flatMap((item) => {
        const snap = item.ref.getSnapshot()
        return snap.matches("success") && snap.context.path !== null ? [{ path: snap.context.path, media: item.media }] : []
      })
      onChange?.(done)
    }
    const subs = items.map((item) => item.ref.subscribe({ next: report, complete: report, error: report }))
    return () => subs.forEach((s) => s.unsubscribe())
  }, [items, onChange])

  const kept = items.filter(isKept)
  const rule = UPLOAD_KIND_RULES[input.kind]
  const accept = rule.accepts.map((m) => ACCEPT[m]).join(",")
  const limit =
    (rule.accepts.includes("image") ? input.imageLimit ?? DEFAULT_IMAGE_LIMIT : 0) +
    (rule.accepts.includes("video") ? input.videoLimit ?? DEFAULT_VIDEO_LIMIT : 0)
  const single = limit === 1
  const full = kept.length >= limit

  const choose = async (files: FileList | null) => {
    if (!files || files.length === 0) return
    const chosen = await Promise.all(
      Array.from(files).map(async (file, i) => ({
        id: `${Date.now()}-${i}-${file.name}`,
        name: file.name,
        type: file.type,
        size: file.size,
        sniffed: await sniffFile(file).catch(() => null),
        source: file,
      })),
    )
    list.send({ type: "files.add", files: chosen })
    if (fileInput.current) fileInput.current.value = ""
  }

  return (
    <div className={css({ display: "grid", gap: "2" })}>
      <label htmlFor={inputId} className={css({ fontSize: "sm", fontWeight: "medium" })}>
        {label}
      </label>
      <ul className={css({ display: "flex", flexWrap: "wrap", gap: "3" })} aria-label={`${label}列表`}>
        {kept.map((item) => (
          <FileTile key={item.id} item={item.ref} round={round} onAskRemove={setAsking} />
        ))}
        {!full && (
          <li>
            <button
              type="button"
              className={cx(
                tile,
                css({
                  cursor: "pointer",
                  borderStyle: "dashed",
                  borderColor: "border.default",
                  color: "fg.muted",
                  fontSize: "sm",
                  _hover: { borderColor: "accent.solid", color: "accent.text" },
                }),
              )}
              data-round={round ? "" : undefined}
              onClick={() => fileInput.current?.click()}
              aria-describedby={hint ? `${inputId}-hint` : undefined}
            >
              <span aria-hidden="true" className={css({ fontSize: "2xl", lineHeight: "1" })}>
                +
              </span>
              <span className={css({ srOnly: true })}>选择{rule.label}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept={accept}
        multiple={!single}
        className={css({ srOnly: true })}
        onChange={(e) => void choose(e.currentTarget.files)}
      />
      {hint && (
        <p id={`${inputId}-hint`} className={css({ fontSize: "xs", color: "fg.subtle" })}>
          {hint}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && asking?.getSnapshot().matches("confirming")) asking.send({ type: "upload.cancel" })
          if (!open) setAsking(null)
        }}
        title="删除文件"
        message={UPLOAD_MESSAGES.confirmDelete}
        tone="danger"
        onConfirm={() => {
          asking?.send({ type: "upload.confirm" })
        }}
      />
    </div>
  )
}
