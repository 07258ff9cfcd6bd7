import type { NavigationKind } from "./layout/keep-alive-cache.ts"

/**
 * How the address last changed (link, redirect, back/forward) and where the window was
 * scrolled on each page when the visitor left it. wouter announces pushState and
 * replaceState as window events; the browser announces popstate. This module listens
 * before the router does, so the position is read while the old page is still on screen.
 */

const MAX_POSITIONS = 50
const positions = new Map<string, number>()
let kind: NavigationKind = "initial"
let sequence = 0
let current = typeof location === "undefined" ? "/" : location.pathname + location.search

const record = (next: NavigationKind) => {
  const path = location.pathname + location.search
  if (path === current) return
  positions.delete(current)
  positions.set(current, window.scrollY)
  while (positions.size > MAX_POSITIONS) {
    const oldest = positions.keys().next().value
    if (oldest === undefined) break
    positions.delete(oldest)
  }
  current = path
  kind = next
  sequence += 1
}

if (typeof window !== "undefined") {
  // The portal restores positions itself (only for pages it kept alive).
  if ("scrollRestoration" in history) history.scrollRestoration = "manual"
  addEventListener("popstate", () => record("pop"))
  addEventListener("pushState", () => record("push"))
  addEventListener("replaceState", () => record("replace"))
}

export const navigation = {
  kind: (): NavigationKind => kind,
  /** Counts address changes; a view compares it to know whether it has seen the latest one. */
  sequence: (): number => sequence,
  /** The scroll position the page at `path` (pathname and query) had when the visitor left it. */
  savedScroll: (path: string): number | undefined => positions.get(path),
}
