/** What the course player machine takes, keeps and hears (machines/courses/course-player.machine.ts). */
import type { VideoReport } from "../../domain/courses/video-report.ts"

/** One quality of the lesson: its key, what the list shows, and the (signed) address. */
export interface PlayerQuality {
  readonly definition: string
  readonly desc: string
  readonly Url: string
}

export interface PlayerAd {
  readonly url: string
  /** Countdown start in seconds; 0 takes the advert's own length. */
  readonly durationSeconds: number
}

export interface CoursePlayerInput {
  /** Lesson id: the key of the saved resume position. */
  readonly playId: string | number
  /** Best first; the first is played. Empty: there is no video resource. */
  readonly qualities: ReadonlyArray<PlayerQuality>
  /** Preview seconds; 0 means no preview (the whole video plays). */
  readonly tryTime: number
  /** Start playing as soon as the video can (on by default). */
  readonly autoplay: boolean
  /** A saved position: seek to it at once (true) or offer it for 15 s (false). */
  readonly autoResume: boolean
  /** The position to resume, already checked (domain/courses/progress.ts resumeOffer); 0 for none. */
  readonly savedPosition: number
  readonly ad: PlayerAd | null
}

export interface CoursePlayerContext extends CoursePlayerInput {
  /** The definition being played. */
  readonly quality: string
  readonly position: number
  readonly duration: number
  readonly adSecondsLeft: number
  /** The video reports playing (between its playing and pause events). */
  readonly playing: boolean
  /** Where a quality switch or a reload continues, and whether it plays on. */
  readonly resumeAt: number
  readonly resumePlaying: boolean
  /** The saved position was offered or used: it is not offered again after a switch. */
  readonly resumeHandled: boolean
  /** The end-of-preview layer is shown (it can be closed). */
  readonly layerOpen: boolean
  /** Playback was running when the idle prompt paused it. */
  readonly idlePaused: boolean
}

export type CoursePlayerEvent =
  // From the video (adapters/player/ reports them)
  | VideoReport
  // From the person
  | { type: "user.play" }
  | { type: "user.pause" }
  | { type: "ad.close" }
  | { type: "layer.close" }
  | { type: "quality.select"; definition: string }
  | { type: "resume.jump" }
  | { type: "resume.close" }
  | { type: "idle.continue" }
  // From the page
  | { type: "page.hide" }
  | { type: "page.unload" }
  | { type: "player.dispose" }
  // Internal
  | { type: "resume.offer" }
