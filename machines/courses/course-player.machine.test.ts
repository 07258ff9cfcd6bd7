import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type Actor } from "xstate"
import { coursePlayerMachine, type CoursePlayerEvent, type CoursePlayerInput } from "./course-player.machine.ts"

/**
 * A fake video element: it records what the machine asks of it, and the test reports back
 * what a video would (metadata, time updates, playing, paused, ended, errors).
 */
class FakeVideo {
  readonly calls: string[] = []
  src = ""
  time = 0
  reports: Array<{ position: number; duration: number }> = []
  saves: Array<{ playId: string | number; position: number; duration: number }> = []
}

const QUALITIES = [
  { definition: "360p", desc: "高清 360P", Url: "/api/video/media/hd.webm" },
  { definition: "240p", desc: "流畅 240P", Url: "/api/video/media/sd.webm" },
]

const base: CoursePlayerInput = {
  playId: 42,
  qualities: QUALITIES,
  tryTime: 0,
  autoplay: true,
  autoResume: false,
  savedPosition: 0,
  ad: null,
}

type PlayerActor = Actor<typeof coursePlayerMachine>

const start = (input: Partial<CoursePlayerInput> = {}) => {
  const video = new FakeVideo()
  const machine = coursePlayerMachine.provide({
    actions: {
      loadSource: (_, params) => {
        video.calls.push(`load ${params.url} @${params.startAt}`)
        video.src = params.url
        video.time = params.startAt
      },
      playVideo: () => void video.calls.push("play"),
      pauseVideo: () => void video.calls.push("pause"),
      seekVideo: (_, params) => {
        video.calls.push(`seek ${params.to}`)
        video.time = params.to
      },
      reportProgress: (_, params) => void video.reports.push(params),
      saveResume: (_, params) => void video.saves.push(params),
    },
  })
  const actor: PlayerActor = createActor(machine, { input: { ...base, ...input } }).start()
  const send = (...events: CoursePlayerEvent[]) => {
    for (const event of events) actor.send(event)
  }
  const playback = () => (actor.getSnapshot().value as { playback: unknown }).playback
  const region = (name: "resume" | "idle") => (actor.getSnapshot().value as Record<string, unknown>)[name]
  return { actor, video, send, playback, region, ctx: () => actor.getSnapshot().context }
}

describe("course player machine", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("waits for the video element, then shows 'no video resource' without a source", () => {
    const empty = start({ qualities: [] })
    expect(empty.playback()).toBe("noSource")
    expect(empty.video.calls).toEqual([])

    const p = start()
    expect(p.playback()).toBe("booting")
    p.send({ type: "video.ready" })
    expect(p.playback()).toEqual({ main: "loading" })
    expect(p.video.calls).toEqual(["load /api/video/media/hd.webm @0"])
  })

  it("plays the pre-roll advert counting down each second, then the lesson", async () => {
    const p = start({ ad: { url: "/course/ads/preroll.webm", durationSeconds: 3 } })
    p.send({ type: "video.ready" })
    expect(p.playback()).toEqual({ ad: "loading" })
    expect(p.video.calls).toEqual(["load /course/ads/preroll.webm @0", "play"])
    p.send({ type: "video.metadata", duration: 6 })
    expect(p.playback()).toEqual({ ad: "counting" })
    expect(p.ctx().adSecondsLeft).toBe(3)
    await vi.advanceTimersByTimeAsync(1000)
    expect(p.ctx().adSecondsLeft).toBe(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(p.ctx().adSecondsLeft).toBe(1)
    // Time updates of the advert are not the lesson's position.
    p.send({ type: "video.timeUpdate", position: 2.5 })
    expect(p.ctx().position).toBe(0)
    await vi.advanceTimersByTimeAsync(1000)
    expect(p.ctx().adSecondsLeft).toBe(0)
    expect(p.playback()).toEqual({ main: "loading" })
    expect(p.video.calls.at(-1)).toBe("load /api/video/media/hd.webm @0")
  })

  it("counts down from the advert's own length when none is given, and can be closed", async () => {
    const p = start({ ad: { url: "/ad.webm", durationSeconds: 0 } })
    p.send({ type: "video.ready" }, { type: "video.metadata", duration: 4.2 })
    expect(p.ctx().adSecondsLeft).toBe(5)
    p.send({ type: "ad.close" })
    expect(p.playback()).toEqual({ main: "loading" })

    const ended = start({ ad: { url: "/ad.webm", durationSeconds: 9 } })
    ended.send({ type: "video.ready" }, { type: "video.metadata", duration: 6 }, { type: "video.ended" })
    expect(ended.playback()).toEqual({ main: "loading" })

    const broken = start({ ad: { url: "/ad.webm", durationSeconds: 9 } })
    broken.send({ type: "video.ready" }, { type: "video.error" })
    expect(broken.playback()).toEqual({ main: "loading" })
  })

  it("shows the manual-play prompt when the browser blocks autoplay, for the advert and for the lesson", async () => {
    const p = start({ ad: { url: "/ad.webm", durationSeconds: 2 } })
    p.send({ type: "video.ready" }, { type: "video.autoplayBlocked" })
    expect(p.playback()).toEqual({ ad: "blocked" })
    p.send({ type: "video.metadata", duration: 2 })
    expect(p.playback()).toEqual({ ad: "blocked" })
    await vi.advanceTimersByTimeAsync(5000)
    expect(p.playback()).toEqual({ ad: "blocked" })
    p.send({ type: "user.play" })
    expect(p.video.calls.at(-1)).toBe("play")
    p.send({ type: "video.playing" })
    expect(p.playback()).toEqual({ ad: "counting" })
    p.send({ type: "video.autoplayBlocked" })
    expect(p.playback()).toEqual({ ad: "blocked" })
    p.send({ type: "video.playing" })
    await vi.advanceTimersByTimeAsync(2000)
    expect(p.playback()).toEqual({ main: "loading" })

    p.send({ type: "video.metadata", duration: 30 })
    expect(p.playback()).toEqual({ main: "paused" })
    expect(p.video.calls.at(-1)).toBe("play")
    p.send({ type: "video.autoplayBlocked" })
    expect(p.playback()).toEqual({ main: "blocked" })
    p.send({ type: "user.play" })
    p.send({ type: "video.playing" })
    expect(p.playback()).toEqual({ main: "playing" })
    p.send({ type: "video.autoplayBlocked" })
    expect(p.playback()).toEqual({ main: "blocked" })
  })

  it("does not start by itself without autoplay; play and pause toggle; reports every 5 s while playing and on pause", async () => {
    const p = start({ autoplay: false })
    p.send({ type: "video.ready" }, { type: "video.metadata", duration: 30 })
    expect(p.playback()).toEqual({ main: "paused" })
    expect(p.video.calls).not.toContain("play")
    p.send({ type: "user.play" })
    expect(p.video.calls.at(-1)).toBe("play")
    p.send({ type: "video.playing" })
    expect(p.playback()).toEqual({ main: "playing" })
    p.send({ type: "video.timeUpdate", position: 4 })
    await vi.advanceTimersByTimeAsync(4999)
    expect(p.video.reports).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(p.video.reports).toEqual([{ position: 4, duration: 30 }])
    p.send({ type: "video.timeUpdate", position: 9 })
    await vi.advanceTimersByTimeAsync(5000)
    expect(p.video.reports.at(-1)).toEqual({ position: 9, duration: 30 })
    p.send({ type: "user.pause" })
    expect(p.video.calls.at(-1)).toBe("pause")
    p.send({ type: "video.paused" })
    expect(p.playback()).toEqual({ main: "paused" })
    expect(p.video.reports).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(p.video.reports).toHaveLength(3)
    p.send({ type: "video.timeUpdate", position: 12 })
    expect(p.ctx().position).toBe(12)
  })

  it("stops a preview at the try time: seeks back, pauses, shows the layer; closing keeps it paused; replay starts at 0", () => {
    const p = start({ tryTime: 10 })
    p.send({ type: "video.ready" }, { type: "video.metadata", duration: 30 }, { type: "video.playing" })
    p.send({ type: "video.timeUpdate", position: 9.8 })
    expect(p.playback()).toEqual({ main: "playing" })
    p.send({ type: "video.timeUpdate", position: 10.2 })
    expect(p.playback()).toEqual({ main: "previewEnded" })
    expect(p.video.calls.slice(-2)).toEqual(["seek 10", "pause"])
    expect(p.ctx()).toMatchObject({ layerOpen: true, position: 10, playing: false })
    p.send({ type: "video.paused" }, { type: "video.timeUpdate", position: 10 })
    expect(p.playback()).toEqual({ main: "previewEnded" })
    p.send({ type: "layer.close" })
    expect(p.ctx().layerOpen).toBe(false)
    expect(p.playback()).toEqual({ main: "previewEnded" })
    p.send({ type: "user.play" })
    expect(p.video.calls.slice(-2)).toEqual(["seek 0", "play"])
    expect(p.ctx().position).toBe(0)
    expect(p.playback()).toEqual({ main: "paused" })
    p.send({ type: "video.playing" })
    expect(p.playback()).toEqual({ main: "playing" })

    // Scrubbing past the preview while paused ends it too.
    p.send({ type: "video.paused" }, { type: "video.timeUpdate", position: 22 })
    expect(p.playback()).toEqual({ main: "previewEnded" })
    expect(p.video.calls.at(-1)).toBe("seek 10")
    // Playing from the video's own controls starts the preview again.
    p.send({ type: "video.playing" })
    expect(p.playback()).toEqual({ main: "playing" })
    expect(p.video.calls.at(-1)).toBe("seek 0")
  })

  it("shows the layer when a preview video ends (playing or paused)", () => {
    const p = start({ tryTime: 15 })
    p.send({ type: "video.ready" }, { type: "video.metadata", duration: 15 }, { type: "video.playing" }, { type: "video.ended" })
    expect(p.playback()).toEqual({ main: "previewEnded" })
    const q = start({ tryTime: 15, autoplay: false })
    q.send({ type: "video.ready" }, { type: "video.metadata", duration: 15 }, { type: "video.ended" })
    expect(q.playback()).toEqual({ main: "previewEnded" })
  })

  it("ends a whole lesson with a final report; replay starts again", () => {
    const p = start()
    p.send({ type: "video.ready" }, { type: "video.metadata", duration: 30 }, { type: "video.playing" }, { type: "video.timeUpdate", position: 29.9 })
    p.send({ type: "video.ended" })
    expect(p.playback()).toEqual({ main: "ended" })
    expect(p.video.reports.at(-1)).toEqual({ position: 30, duration: 30 })
    p.send({ type: "user.play" })
    expect(p.video.calls.slice(-2)).toEqual(["seek 0", "play"])
    expect(p.playback()).toEqual({ main: "paused" })
    p.send({ type: "video.ended" })
    expect(p.playback()).toEqual({ main: "ended" })
    p.send({ type: "video.playing" })
    expect(p.playback()).toEqual({ main: "playing" })
  })

  it("switches quality at the current time behind the overlay, and plays on only if it was playing", () => {
    const p = start()
    p.send({ type: "video.ready" }, { type: "video.metadata", duration: 30 }, { type: "video.playing" }, { type: "video.timeUpdate", position: 12.5 })
    p.send({ type: "quality.select", definition: "360p" })
    expect(p.playback()).toEqual({ main: "playing" })
    p.send({ type: "quality.select", definition: "1080p" })
    expect(p.playback()).toEqual({ main: "playing" })
    p.send({ type: "quality.select", definition: "240p" })
    expect(p.playback()).toEqual({ main: "switching" })
    expect(p.actor.getSnapshot().hasTag("switching")).toBe(true)
    expect(p.video.calls.at(-1)).toBe("load /api/video/media/sd.webm @12.5")
    expect(p.ctx().quality).toBe("240p")
    p.send({ type: "video.paused" }, { type: "video.timeUpdate", position: 0 })
    expect(p.playback()).toEqual({ main: "switching" })
    p.send({ type: "video.metadata", duration: 30 })
    expect(p.playback()).toEqual({ main: "paused" })
    expect(p.ctx().position).toBe(12.5)
    expect(p.video.calls.at(-1)).toBe("play")

    p.send({ type: "video.paused" })
    const calls = p.video.calls.length
    p.send({ type: "quality.select", definition: "360p" })
    p.send({ type: "video.metadata", duration: 30 })
    expect(p.playback()).toEqual({ main: "paused" })
    expect(p.video.calls.slice(calls)).toEqual(["load /api/video/media/hd.webm @12.5"])
  })

  it("offers a saved position for 15 s with jump and close, once", async () => {
    const p = start({ savedPosition: 18 })
    p.send({ type: "video.ready" }, { type: "video.metadata", duration: 30 })
    expect(p.region("resume")).toBe("prompting")
    p.send({ type: "resume.jump" })
    expect(p.region("resume")).toBe("hidden")
    expect(p.video.calls.at(-1)).toBe("seek 18")
    expect(p.ctx().position).toBe(18)

    const closed = start({ savedPosition: 18 })
    closed.send({ type: "video.ready" }, { type: "video.metadata", duration: 30 }, { type: "resume.close" })
    expect(closed.region("resume")).toBe("hidden")
    expect(closed.video.calls).not.toContain("seek 18")

    const timed = start({ savedPosition: 18 })
    timed.send({ type: "video.ready" }, { type: "video.metadata", duration: 30 })
    await vi.advanceTimersByTimeAsync(14_999)
    expect(timed.region("resume")).toBe("prompting")
    await vi.advanceTimersByTimeAsync(1)
    expect(timed.region("resume")).toBe("hidden")
    // Not offered again after a quality switch.
    timed.send({ type: "video.playing" }, { type: "quality.select", definition: "240p" }, { type: "video.metadata", duration: 30 })
    expect(timed.region("resume")).toBe("hidden")

    const none = start()
    none.send({ type: "video.ready" }, { type: "video.metadata", duration: 30 })
    expect(none.region("resume")).toBe("hidden")
  })

  it("seeks to the saved position at once with the auto-resume option", () => {
    const p = start({ savedPosition: 18, autoResume: true })
    p.send({ type: "video.ready" })
    expect(p.video.calls).toEqual(["load /api/video/media/hd.webm @18"])
    p.send({ type: "video.metadata", duration: 30 })
    expect(p.region("resume")).toBe("hidden")
    expect(p.ctx().position).toBe(18)
  })

  it("saves the position on page hide, before unload, on error and on dispose", () => {
    const p = start()
    p.send({ type: "video.ready" }, { type: "video.metadata", duration: 30 }, { type: "video.playing" }, { type: "video.timeUpdate", position: 7 })
    p.send({ type: "page.hide" })
    p.send({ type: "video.timeUpdate", position: 8 }, { type: "page.unload" })
    p.send({ type: "video.timeUpdate", position: 9 }, { type: "video.error" })
    expect(p.playback()).toEqual({ main: "failure" })
    p.send({ type: "player.dispose" })
    expect(p.video.saves).toEqual([
      { playId: 42, position: 7, duration: 30 },
      { playId: 42, position: 8, duration: 30 },
      { playId: 42, position: 9, duration: 30 },
      { playId: 42, position: 9, duration: 30 },
    ])
    // Retry reloads the same quality where it stopped and plays on.
    p.send({ type: "user.play" })
    expect(p.playback()).toEqual({ main: "switching" })
    expect(p.video.calls.at(-1)).toBe("load /api/video/media/hd.webm @9")
    p.send({ type: "video.metadata", duration: 30 })
    expect(p.video.calls.at(-1)).toBe("play")
  })

  it("prompts every 10 minutes, pausing playback until the person continues", async () => {
    const p = start()
    p.send({ type: "video.ready" }, { type: "video.metadata", duration: 30 }, { type: "video.playing" })
    await vi.advanceTimersByTimeAsync(599_999)
    expect(p.region("idle")).toBe("watching")
    await vi.advanceTimersByTimeAsync(1)
    expect(p.region("idle")).toBe("prompting")
    expect(p.video.calls.at(-1)).toBe("pause")
    p.send({ type: "video.paused" })
    p.send({ type: "idle.continue" })
    expect(p.region("idle")).toBe("watching")
    expect(p.video.calls.at(-1)).toBe("play")

    // When nothing was playing, continuing plays nothing.
    await vi.advanceTimersByTimeAsync(600_000)
    expect(p.region("idle")).toBe("prompting")
    const calls = p.video.calls.length
    p.send({ type: "idle.continue" })
    expect(p.video.calls.length).toBe(calls)
  })
})
