/**
 * What a lesson's video reports while it plays: the player adapter sends these, the course
 * player machine takes them as its `video.*` events.
 */
export type VideoReport =
  | { type: "video.ready" }
  | { type: "video.metadata"; duration: number }
  | { type: "video.timeUpdate"; position: number }
  | { type: "video.playing" }
  | { type: "video.paused" }
  | { type: "video.ended" }
  | { type: "video.error" }
  | { type: "video.autoplayBlocked" }
