/**
 * The bridge between the course player machine and video.js. video.js (its core, without the
 * streaming engine: lessons are plain WebM files) is imported on demand, so only pages that play
 * video load it. The bridge does what the machine's actions ask (load, play, pause, seek) and
 * reports what the video does as `video.*` events.
 */

import type { VideoReport } from "../../domain/courses/video-report.ts"

export interface VideoPlayer {
  /** Loads a source; once its metadata is in, seeks to `startAt` and reports `video.metadata`. */
  load(url: string, startAt: number): void
  play(): void
  pause(): void
  seek(to: number): void
  currentTime(): number
  dispose(): void
}

type VideoJsPlayer = ReturnType<typeof import("video.js").default>

const typeOf = (url: string): string => {
  const ext = /\.([a-z0-9]+)(?:$|\?)/i.exec(url)?.[1]?.toLowerCase()
  if (ext === "mp4") return "video/mp4"
  if (ext === "mov") return "video/quicktime"
  return "video/webm"
}

let library: Promise<typeof import("video.js").default> | null = null

const loadLibrary = () =>
  (library ??= Promise.all([
    import("video.js/core.es.js"),
    import("video.js/dist/lang/zh-CN.json"),
    import("video.js/dist/video-js.css"),
  ]).then(([core, zh]) => {
    const videojs = core.default
    videojs.addLanguage("zh-CN", zh.default as Record<string, string>)
    return videojs
  }))

/** Creates the player on a `<video>` element; `report` receives what the video does. */
export async function createVideoPlayer(element: HTMLVideoElement, report: (event: VideoReport) => void): Promise<VideoPlayer> {
  const videojs = await loadLibrary()
  const player: VideoJsPlayer = videojs(element, {
    controls: true,
    preload: "auto",
    autoplay: false,
    fill: true,
    language: "zh-CN",
    playbackRates: [0.75, 1, 1.25, 1.5, 2],
    controlBar: { pictureInPictureToggle: false },
  })
  let loadId = 0
  let disposed = false
  const send = (event: VideoReport) => {
    if (!disposed) report(event)
  }

  player.on("timeupdate", () => send({ type: "video.timeUpdate", position: player.currentTime() ?? 0 }))
  player.on("playing", () => send({ type: "video.playing" }))
  player.on("pause", () => send({ type: "video.paused" }))
  player.on("ended", () => send({ type: "video.ended" }))
  player.on("error", () => send({ type: "video.error" }))

  const bridge: VideoPlayer = {
    load(url, startAt) {
      const id = ++loadId
      player.one("loadedmetadata", () => {
        if (id !== loadId) return
        if (startAt > 0) player.currentTime(startAt)
        send({ type: "video.metadata", duration: player.duration() ?? 0 })
      })
      player.src({ src: url, type: typeOf(url) })
    },
    play() {
      const started = player.play()
      if (started && typeof started.catch === "function") {
        started.catch((error: unknown) => {
          // The browser refuses to start without a gesture: the person must press play.
          if (error instanceof DOMException && error.name === "NotAllowedError") send({ type: "video.autoplayBlocked" })
        })
      }
    },
    pause: () => player.pause(),
    seek: (to) => void player.currentTime(to),
    currentTime: () => player.currentTime() ?? 0,
    dispose() {
      disposed = true
      player.dispose()
    },
  }
  player.ready(() => send({ type: "video.ready" }))
  return bridge
}
