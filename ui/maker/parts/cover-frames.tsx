import { useEffect, useState } from "react"
import { css } from "styled-system/css"
import { useAction } from "../../app/use-call.ts"
import { uploadCoverFrame } from "../../app/maker-wiring.ts"

interface Frame {
  readonly at: number
  readonly url: string
  readonly blob: Blob
}

const FRAME_COUNT = 4

/** Draws frames of the uploaded video at evenly spaced moments (same origin, so the canvas may be read). */
async function takeFrames(src: string): Promise<Frame[]> {
  const video = document.createElement("video")
  video.muted = true
  video.preload = "auto"
  video.src = src
  await new Promise<void>((resolve, reject) => {
    video.onloadeddata = () => resolve()
    video.onerror = () => reject(new Error("视频无法读取，请上传封面图片"))
  })
  const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : 1
  const canvas = document.createElement("canvas")
  canvas.width = video.videoWidth || 360
  canvas.height = video.videoHeight || 640
  const context = canvas.getContext("2d")
  if (!context) throw new Error("无法截取画面，请上传封面图片")
  const frames: Frame[] = []
  for (let i = 0; i < FRAME_COUNT; i++) {
    const at = (duration * (i + 0.5)) / FRAME_COUNT
    await new Promise<void>((resolve) => {
      video.onseeked = () => resolve()
      video.currentTime = at
    })
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85))
    if (blob) frames.push({ at, url: URL.createObjectURL(blob), blob })
  }
  return frames
}

/**
 * The cover picker's frames: moments of the uploaded video taken in the browser; choosing one
 * uploads it as a picture and hands its path on.
 */
export function CoverFrames({ video, chosen, onChosen }: { readonly video: string; readonly chosen: string; readonly onChosen: (path: string) => void }) {
  const [frames, setFrames] = useState<ReadonlyArray<Frame>>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [picked, setPicked] = useState<number | null>(null)
  const upload = useAction(uploadCoverFrame, { onDone: (path) => onChosen(path) })
  useEffect(() => {
    let live = true
    setFrames([])
    setProblem(null)
    takeFrames(video).then(
      (taken) => live && setFrames(taken),
      (error: Error) => live && setProblem(error.message),
    )
    return () => {
      live = false
    }
  }, [video])
  useEffect(() => () => frames.forEach((f) => URL.revokeObjectURL(f.url)), [frames])
  if (problem) return <p className={css({ fontSize: "sm", color: "fg.muted" })}>{problem}</p>
  if (frames.length === 0) return <p role="status" className={css({ fontSize: "sm", color: "fg.muted" })}>正在截取视频画面…</p>
  return (
    <div role="radiogroup" aria-label="从视频画面中选择封面" className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
      {frames.map((f, i) => (
        <button
          key={f.at}
          type="button"
          role="radio"
          aria-checked={picked === i && chosen !== ""}
          aria-label={`第 ${f.at.toFixed(1)} 秒的画面`}
          disabled={upload.busy}
          onClick={() => {
            setPicked(i)
            upload.send(f.blob)
          }}
          className={css({ w: "20", h: "28", borderRadius: "md", overflow: "hidden", borderWidth: "2px", borderColor: "transparent", cursor: "pointer", "&[aria-checked=true]": { borderColor: "accent.solid" } })}
        >
          <img src={f.url} alt="" className={css({ w: "full", h: "full", objectFit: "cover" })} />
        </button>
      ))}
      {upload.busy && <span role="status">正在设置封面…</span>}
    </div>
  )
}
