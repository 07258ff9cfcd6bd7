/** Course preview (try-watch) time: its check against the video length and how it is shown (spec 2 §5, §9). */

/** Warning written to the console when the preview time is not below the duration. */
export const PREVIEW_TIME_WARNING = "Preview time must be less than the video duration; preview is ignored."

/**
 * Preview time (seconds) must lie below the video duration. 0 means no preview and always passes.
 * A duration not yet known (0 or negative) cannot be checked and passes.
 */
export function isPreviewTimeValid(tryTime: number, duration: number): boolean {
  if (tryTime <= 0 || duration <= 0) return true
  return tryTime < duration
}

/**
 * `30秒`, `90秒`, `2分钟`: seconds when under 60 or not a whole minute, otherwise minutes.
 * `null` when there is no preview (0 or less).
 */
export function formatPreviewTime(seconds: number): string | null {
  if (seconds <= 0) return null
  if (seconds < 60 || seconds % 60 !== 0) return `${seconds}秒`
  return `${seconds / 60}分钟`
}

/** Whether playback has passed the preview end and must seek back and pause. */
export function isPreviewOver(position: number, tryTime: number): boolean {
  return tryTime > 0 && position >= tryTime
}
