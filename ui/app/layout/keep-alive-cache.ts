/**
 * The keep-alive cache of the main layout's content area (spec 1 §2.3: pages cached, keyed by
 * path). Pure data: which rendered pages are kept, which one shows, which to drop.
 *
 * - Key: the full path (pathname and query), so `/news?keyword=a` and `/news?keyword=b` are two
 *   pages, and a search with a new cache-buster `m` is a fresh page.
 * - Bounded: at most `max` pages; visiting one more drops the least recently shown.
 * - Entries stay in the order they were first shown, so that React never moves their DOM.
 */

interface KeepAliveEntry<T> {
  readonly key: string
  readonly value: T
  /** When the entry was last shown (a counter, not a clock). */
  readonly lastShown: number
}

export interface KeepAliveState<T> {
  readonly entries: ReadonlyArray<KeepAliveEntry<T>>
  /** The entry on screen, or null while a page outside the main layout shows. */
  readonly activeKey: string | null
  readonly tick: number
}

/** How many pages the main layout keeps alive. */
const KEEP_ALIVE_MAX = 10

export function emptyKeepAlive<T>(): KeepAliveState<T> {
  return { entries: [], activeKey: null, tick: 0 }
}

/**
 * Shows the page of `key`: an entry already kept is reused (`reused: true`) and keeps its
 * value; otherwise `create()` makes one. Beyond `max` entries the least recently shown ones go.
 */
export function showPage<T>(
  state: KeepAliveState<T>,
  key: string,
  create: () => T,
  max: number = KEEP_ALIVE_MAX,
): { readonly state: KeepAliveState<T>; readonly reused: boolean } {
  const tick = state.tick + 1
  const existing = state.entries.find((entry) => entry.key === key)
  if (existing !== undefined && state.activeKey === key) return { state, reused: true }
  let entries: ReadonlyArray<KeepAliveEntry<T>> = existing
    ? state.entries.map((entry) => (entry.key === key ? { ...entry, lastShown: tick } : entry))
    : [...state.entries, { key, value: create(), lastShown: tick }]
  const limit = Math.max(1, max)
  while (entries.length > limit) {
    const oldest = entries.reduce((a, b) => (b.lastShown < a.lastShown ? b : a))
    entries = entries.filter((entry) => entry !== oldest)
  }
  return { state: { entries, activeKey: key, tick }, reused: existing !== undefined }
}

/** No kept page shows (a standalone page is on screen); the entries stay. */
export function hidePages<T>(state: KeepAliveState<T>): KeepAliveState<T> {
  return state.activeKey === null ? state : { ...state, activeKey: null }
}

/** Forgets one page (e.g. after it failed to load), so that the next visit renders it anew. */
export function dropPage<T>(state: KeepAliveState<T>, key: string): KeepAliveState<T> {
  if (!state.entries.some((entry) => entry.key === key)) return state
  return { ...state, entries: state.entries.filter((entry) => entry.key !== key), activeKey: state.activeKey === key ? null : state.activeKey }
}

/** How the address changed: a link or navigate (push), a redirect (replace), back/forward (pop), or the first load. */
export type NavigationKind = "initial" | "push" | "replace" | "pop"

/**
 * Where the window scrolls when a page shows: back or forward to a page that was kept alive
 * returns to where the visitor left it; every other navigation starts at the top.
 */
export function scrollTargetFor(kind: NavigationKind, reused: boolean, saved: number | undefined): number {
  return kind === "pop" && reused && saved !== undefined ? saved : 0
}
