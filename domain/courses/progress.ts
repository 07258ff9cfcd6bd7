/**
 * Lesson progress and resume positions (spec 2 §4 player resume; the timetable is ours).
 * Positions are whole seconds.
 */

/** A saved position shorter than this is not offered. */
const MIN_RESUME_SECONDS = 3
/** Nor one this close to the end: the lesson was finished. */
const RESUME_END_MARGIN_SECONDS = 3
/** A lesson counts as learned once 90% is watched or less than 5 seconds remain. */
const DONE_RATIO = 0.9
const DONE_END_MARGIN_SECONDS = 5
/** The most one progress report adds to the time studied (reports come every 5 s). */
const MAX_STUDY_STEP_SECONDS = 10
/** China Standard Time: the timetable's days. */
const CHINA_OFFSET_MS = 8 * 3600_000

export interface SavedPosition {
  readonly position: number
  /** Epoch milliseconds of the save. */
  readonly at: number
}

/** The newer of the browser's and the server's saved positions (the larger one on a tie). */
export function pickResume(local: SavedPosition | null, server: SavedPosition | null): SavedPosition | null {
  if (local === null) return server
  if (server === null) return local
  if (local.at !== server.at) return local.at > server.at ? local : server
  return local.position >= server.position ? local : server
}

/**
 * The position to offer when the lesson opens, or 0 for none: saved positions near the start
 * or the end are not offered, nor ones beyond what the viewer may play (`limit`, the preview
 * time; 0 means no limit). A duration not yet known (0) checks only the start and the limit.
 */
export function resumeOffer(saved: number, duration: number, limit = 0): number {
  const position = Math.floor(Number.isFinite(saved) ? saved : 0)
  if (position < MIN_RESUME_SECONDS) return 0
  if (duration > 0 && position >= duration - RESUME_END_MARGIN_SECONDS) return 0
  if (limit > 0 && position >= limit) return 0
  return position
}

/** Whether a lesson counts as learned. */
export function isLessonDone(position: number, duration: number): boolean {
  if (duration <= 0) return false
  return position >= duration * DONE_RATIO || duration - position <= DONE_END_MARGIN_SECONDS
}

/**
 * Seconds a progress report adds to the time studied: how far playback moved forward since the
 * last report, no more than the wall time between them (plus a second) and never more than
 * MAX_STUDY_STEP_SECONDS. Seeking back, a first report or a jump ahead add little or nothing.
 */
export function studyIncrement(previous: number | null, next: number, elapsedMs: number): number {
  if (previous === null) return 0
  const moved = Math.floor(next - previous)
  if (!(moved > 0)) return 0
  const wall = Math.max(0, Math.floor(elapsedMs / 1000)) + 1
  return Math.min(moved, wall, MAX_STUDY_STEP_SECONDS)
}

/** Whole per cent of lessons learned. */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.floor((Math.max(0, done) * 100) / total))
}

/** The calendar day in China of an instant, `YYYY-MM-DD`. */
export function chinaDate(epochMs: number): string {
  return new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

/** The last `count` days in China up to the day of `now`, oldest first. */
export function lastChinaDays(now: number, count: number): ReadonlyArray<string> {
  const days: string[] = []
  for (let i = count - 1; i >= 0; i--) days.push(chinaDate(now - i * 86_400_000))
  return days
}

/** Short weekday of a `YYYY-MM-DD` day: 周一 ... 周日. */
export function weekdayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return ["周日", "周一", "周二", "周三", "周四", "周五", "周六"][date.getUTCDay()] ?? ""
}
