/**
 * Where each lesson was left, kept in local storage by lesson id (spec 2 §4 resume), with the
 * time it was saved so that the newer of this and the server's position wins.
 */
import type { SavedPosition } from "../../domain/courses/progress.ts"

const KEY = "course_resume"
/** The most lessons remembered; the oldest are forgotten first. */
const MAX_ENTRIES = 200

type Stored = Record<string, SavedPosition>

/** Keys are not plain numbers, so that the object keeps them in the order they were saved. */
const keyOf = (playId: string | number) => `lesson:${playId}`

const read = (storage: Storage): Stored => {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? "{}")
    return typeof value === "object" && value !== null ? (value as Stored) : {}
  } catch {
    return {}
  }
}

export const createResumeStore = (storage: Storage, now: () => number = Date.now) => ({
  load(playId: string | number): SavedPosition | null {
    const entry = read(storage)[keyOf(playId)]
    return entry && Number.isFinite(entry.position) && Number.isFinite(entry.at) ? entry : null
  },
  save(playId: string | number, position: number): void {
    const all = read(storage)
    delete all[keyOf(playId)]
    all[keyOf(playId)] = { position: Math.max(0, Math.floor(position)), at: now() }
    const keys = Object.keys(all)
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete all[old]
    try {
      storage.setItem(KEY, JSON.stringify(all))
    } catch {
      // A full or blocked storage only loses the position.
    }
  },
})
